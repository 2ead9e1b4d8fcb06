import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Popconfirm, Select, Space, Switch, Tag, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupRow } from '@shop/shared/api/group';
import { ListPage } from '../../../components/list-page.tsx';
import { useCan } from '../../../lib/auth-store.ts';
import { deleteGroup, fetchGroups, groupKeys, setGroupStatus } from './api.ts';
import { GroupFormModal } from './form.tsx';

const FILTER_KEYS = ['keyword', 'status'] as const;

export function GroupListPage(): ReactNode {
  const { t } = useTranslation(['group', 'common']);
  const { message } = App.useApp();
  const can = useCan();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<GroupRow | 'new' | null>(null);
  const done = (text: string) => {
    void message.success(text);
    void queryClient.invalidateQueries({ queryKey: groupKeys.all });
  };
  const status = useMutation({
    mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) => setGroupStatus(id, enabled),
    onSuccess: () => done(t('common:saved')),
  });
  const remove = useMutation({ mutationFn: deleteGroup, onSuccess: () => done(t('common:deleted')) });

  const columns: TableColumnsType<GroupRow> = [
    { title: t('group:field.id'), dataIndex: 'id', width: 80, sorter: true },
    {
      title: t('group:field.name'), dataIndex: 'name', sorter: true, width: 220,
      render: (name: string, row) => <span className="kind-cell">{name}{row.isSuper ? <Tag color="gold">{t('group:super')}</Tag> : null}</span>,
    },
    { title: t('group:field.description'), dataIndex: 'description', ellipsis: true, render: (v: string) => v || '—' },
    { title: t('group:field.admins'), dataIndex: 'adminCount', width: 140 },
    {
      title: t('group:field.permission_count'), dataIndex: 'permissionCount', width: 130,
      render: (count: number, row) => (row.isSuper ? t('group:all_permissions') : count),
    },
    {
      title: t('group:field.enabled'), dataIndex: 'enabled', width: 100,
      render: (enabled: boolean, row) => (
        <Switch
          checked={enabled}
          disabled={!can('setting_group_status') || row.isSuper}
          loading={status.isPending && status.variables?.id === row.id}
          aria-label={t('group:field.enabled')}
          onChange={(checked) => status.mutate({ id: row.id, enabled: checked })}
        />
      ),
    },
    { title: t('group:field.created'), dataIndex: 'createdAt', sorter: true, width: 170, render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm') },
    {
      title: t('common:actions'), key: 'actions', fixed: 'right', width: 170,
      render: (_: unknown, row) => (
        <Space size={0}>
          {can('setting_group_edit') ? (
            <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setEditing(row)}>
              {row.isSuper ? t('common:action.view') : t('common:action.edit')}
            </Button>
          ) : null}
          {can('setting_group_del') && !row.isSuper ? (
            <Popconfirm title={t('group:confirm_delete', { name: row.name })} okButtonProps={{ danger: true }} onConfirm={() => remove.mutateAsync(row.id).catch(() => undefined)}>
              <Button type="link" size="small" danger icon={<DeleteOutlined />}>{t('common:action.delete')}</Button>
            </Popconfirm>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<GroupRow>
        title={t('group:title')}
        testId="group-list"
        actions={can('setting_group_add') ? <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="group-add">{t('group:add')}</Button> : null}
        filterKeys={FILTER_KEYS}
        filters={
          <>
            <Form.Item name="keyword"><Input allowClear placeholder={t('group:keyword_placeholder')} style={{ width: 200 }} /></Form.Item>
            <Form.Item name="status">
              <Select allowClear placeholder={t('group:field.enabled')} aria-label={t('group:field.enabled')} style={{ width: 120 }}
                options={[{ value: 'enabled', label: t('common:status.enabled') }, { value: 'disabled', label: t('common:status.disabled') }]} />
            </Form.Item>
          </>
        }
        columns={columns}
        rowKey="id"
        queryKey={groupKeys.list}
        fetch={fetchGroups}
        scrollX={1150}
      />
      <GroupFormModal group={editing} onClose={() => setEditing(null)} />
    </>
  );
}
