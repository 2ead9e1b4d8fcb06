import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Popconfirm, Select, Space, Switch, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TagRow } from '@shop/shared/api/tag';
import { ListPage } from '../../../components/list-page.tsx';
import { useCan } from '../../../lib/auth-store.ts';
import { deleteTag, fetchTags, setTagStatus, tagKeys } from './api.ts';
import { TagFormModal } from './form.tsx';

const FILTER_KEYS = ['keyword', 'status'] as const;

/** /tag: product tags with search, enable switch, add/edit dialog and delete after confirming. */
export function TagListPage(): ReactNode {
  const { t } = useTranslation(['tag', 'common']);
  const { message } = App.useApp();
  const can = useCan();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<TagRow | 'new' | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: tagKeys.all });
  const status = useMutation({
    mutationFn: ({ row, enabled }: { row: TagRow; enabled: boolean }) => setTagStatus(row.id, enabled, row.version),
    onSuccess: (saved) => void message.success(saved.enabled ? t('tag:enabled_done', { name: saved.name }) : t('tag:disabled_done', { name: saved.name })),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: deleteTag,
    onSuccess: () => void message.success(t('common:deleted')),
    onSettled: refresh,
  });

  const columns: TableColumnsType<TagRow> = [
    { title: t('tag:field.id'), dataIndex: 'id', width: 80, sorter: true },
    { title: t('tag:field.name'), dataIndex: 'name', sorter: true, render: (name: string) => <span data-testid="tag-name">{name}</span> },
    { title: t('tag:field.sort'), dataIndex: 'sort', width: 100, sorter: true },
    {
      title: t('tag:field.enabled'), dataIndex: 'enabled', width: 110,
      render: (enabled: boolean, row) => (
        <Switch
          checked={enabled}
          disabled={!can('tag_status')}
          loading={status.isPending && status.variables?.row.id === row.id}
          aria-label={t('tag:toggle', { name: row.name })}
          data-testid={`tag-status-${row.id}`}
          onChange={(checked) => status.mutate({ row, enabled: checked })}
        />
      ),
    },
    { title: t('tag:field.created'), dataIndex: 'createdAt', width: 170, sorter: true, render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm') },
    ...(can('tag_edit') || can('tag_del') ? [{
      title: t('common:actions'), key: 'actions', fixed: 'right' as const, width: 170,
      render: (_: unknown, row: TagRow) => (
        <Space size={0}>
          {can('tag_edit') ? (
            <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setEditing(row)} data-testid={`tag-edit-${row.id}`}>{t('common:action.edit')}</Button>
          ) : null}
          {can('tag_del') ? (
            <Popconfirm
              title={t('tag:confirm_delete', { name: row.name })}
              description={t('tag:confirm_delete_hint')}
              okText={t('common:action.delete')}
              cancelText={t('common:action.cancel')}
              okButtonProps={{ danger: true, 'data-testid': `tag-delete-confirm-${row.id}` }}
              onConfirm={() => remove.mutateAsync(row.id).catch(() => undefined)}
            >
              <Button type="link" size="small" danger icon={<DeleteOutlined />} data-testid={`tag-delete-${row.id}`}>{t('common:action.delete')}</Button>
            </Popconfirm>
          ) : null}
        </Space>
      ),
    }] : []),
  ];

  return (
    <>
      <ListPage<TagRow>
        title={t('tag:title')}
        testId="tag-list"
        actions={can('tag_add') ? <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="tag-add">{t('tag:add')}</Button> : null}
        filterKeys={FILTER_KEYS}
        filters={
          <>
            <Form.Item name="keyword"><Input allowClear placeholder={t('tag:keyword_placeholder')} aria-label={t('tag:keyword_placeholder')} style={{ width: 200 }} /></Form.Item>
            <Form.Item name="status">
              <Select allowClear placeholder={t('tag:field.enabled')} aria-label={t('tag:field.enabled')} style={{ width: 130 }}
                options={[{ value: 'enabled', label: t('common:status.enabled') }, { value: 'disabled', label: t('common:status.disabled') }]} />
            </Form.Item>
          </>
        }
        columns={columns}
        rowKey="id"
        queryKey={tagKeys.list}
        fetch={fetchTags}
        scrollX={760}
      />
      <TagFormModal tag={editing} onClose={() => setEditing(null)} />
    </>
  );
}
