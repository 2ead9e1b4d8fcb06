import { DeleteOutlined, EditOutlined, KeyOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Popconfirm, Select, Space, Switch, Tag, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminRow } from '@shop/shared/api/admin';
import { ListPage } from '../../../components/list-page.tsx';
import { useAuth, useCan } from '../../../lib/auth-store.ts';
import { adminKeys, deleteAdmin, fetchAdmins, fetchGroupOptions, setAdminStatus } from './api.ts';
import { AdminFormModal } from './form.tsx';
import { PasswordDialog } from './password-dialog.tsx';

const FILTER_KEYS = ['keyword', 'groupId', 'status', 'kind'] as const;

export function AdminListPage(): ReactNode {
  const { t } = useTranslation(['admin', 'common']);
  const { message } = App.useApp();
  const can = useCan();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<AdminRow | 'new' | null>(null);
  const [passwordFor, setPasswordFor] = useState<AdminRow | null>(null);
  const groups = useQuery({ queryKey: adminKeys.groups, queryFn: fetchGroupOptions });

  const done = (text: string) => {
    void message.success(text);
    void queryClient.invalidateQueries({ queryKey: adminKeys.all });
  };
  const status = useMutation({
    mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) => setAdminStatus(id, enabled),
    onSuccess: () => done(t('common:saved')),
  });
  const remove = useMutation({ mutationFn: deleteAdmin, onSuccess: () => done(t('common:deleted')) });

  const columns: TableColumnsType<AdminRow> = [
    { title: t('admin:field.id'), dataIndex: 'id', width: 80, sorter: true },
    { title: t('admin:field.username'), dataIndex: 'username', sorter: true, width: 180, render: (v: string, row) => (
      <span className="kind-cell">{v}{row.isSuper ? <Tag color="gold">{t('admin:super')}</Tag> : null}</span>
    ) },
    { title: t('admin:field.truename'), dataIndex: 'truename' },
    {
      title: t('admin:field.kind'), key: 'kind',
      width: 200,
      render: (_: unknown, row) => row.supplierId
        ? <span className="kind-cell"><Tag color="purple">{t('admin:kind.supplier')}</Tag>{row.supplierName}</span>
        : <span className="kind-cell"><Tag color="blue">{t('admin:kind.platform')}</Tag>{row.groupName ?? t('admin:no_group')}</span>,
    },
    { title: t('admin:field.contact'), key: 'contact', width: 220, ellipsis: true, render: (_: unknown, row) => [row.email, row.phone].filter(Boolean).join(' / ') || '—' },
    {
      title: t('admin:field.enabled'), dataIndex: 'enabled', width: 100,
      render: (enabled: boolean, row) => {
        const locked = !can('setting_admin_status') || row.id === user?.adminid;
        const toggle = (
          <Switch
            checked={enabled}
            disabled={locked}
            loading={status.isPending && status.variables?.id === row.id}
            aria-label={t('admin:field.enabled')}
            data-testid={`admin-status-${row.id}`}
            onChange={enabled ? undefined : () => status.mutate({ id: row.id, enabled: true })}
          />
        );
        // Disabling signs the account out: ask first. Enabling needs no confirmation.
        return enabled && !locked ? (
          <Popconfirm
            title={t('admin:confirm_disable', { name: row.username })}
            okButtonProps={{ danger: true, 'data-testid': 'admin-disable-confirm' }}
            onConfirm={() => status.mutateAsync({ id: row.id, enabled: false }).catch(() => undefined)}
          >
            {toggle}
          </Popconfirm>
        ) : toggle;
      },
    },
    { title: t('admin:field.last_login'), dataIndex: 'lastLoginAt', sorter: true, render: (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '—') },
    {
      title: t('common:actions'), key: 'actions', fixed: 'right', width: 220,
      render: (_: unknown, row) => (
        <Space size={0} wrap>
          {can('setting_admin_edit') ? <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setEditing(row)}>{t('common:action.edit')}</Button> : null}
          {can('setting_admin_password') ? <Button type="link" size="small" icon={<KeyOutlined />} onClick={() => setPasswordFor(row)}>{t('admin:reset_password')}</Button> : null}
          {can('setting_admin_del') && row.id !== user?.adminid ? (
            <Popconfirm title={t('admin:confirm_delete', { name: row.username })} okButtonProps={{ danger: true }} onConfirm={() => remove.mutateAsync(row.id).catch(() => undefined)}>
              <Button type="link" size="small" danger icon={<DeleteOutlined />}>{t('common:action.delete')}</Button>
            </Popconfirm>
          ) : null}
        </Space>
      ),
    },
  ];

  const groupOptions = (groups.data?.list ?? []).map((g) => ({ value: String(g.id), label: g.name }));
  return (
    <>
      <ListPage<AdminRow>
        title={t('admin:title')}
        testId="admin-list"
        actions={can('setting_admin_add') ? <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="admin-add">{t('admin:add')}</Button> : null}
        filterKeys={FILTER_KEYS}
        filters={
          <>
            <Form.Item name="keyword"><Input allowClear placeholder={t('admin:keyword_placeholder')} style={{ width: 200 }} /></Form.Item>
            <Form.Item name="groupId"><Select allowClear placeholder={t('admin:field.group')} aria-label={t('admin:field.group')} options={groupOptions} style={{ width: 160 }} /></Form.Item>
            <Form.Item name="kind">
              <Select allowClear placeholder={t('admin:field.kind')} aria-label={t('admin:field.kind')} style={{ width: 140 }}
                options={[{ value: 'platform', label: t('admin:kind.platform') }, { value: 'supplier', label: t('admin:kind.supplier') }]} />
            </Form.Item>
            <Form.Item name="status">
              <Select allowClear placeholder={t('admin:field.enabled')} aria-label={t('admin:field.enabled')} style={{ width: 120 }}
                options={[{ value: 'enabled', label: t('common:status.enabled') }, { value: 'disabled', label: t('common:status.disabled') }]} />
            </Form.Item>
          </>
        }
        columns={columns}
        rowKey="id"
        queryKey={adminKeys.list}
        fetch={fetchAdmins}
        scrollX={1250}
      />
      <AdminFormModal admin={editing} onClose={() => setEditing(null)} />
      <PasswordDialog admin={passwordFor} onClose={() => setPasswordFor(null)} />
    </>
  );
}
