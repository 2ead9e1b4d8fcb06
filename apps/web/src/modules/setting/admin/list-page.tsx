import { KeyOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Select, Tag, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminRow } from '@shop/shared/api/admin';
import {
  dateTimeColumn,
  idColumn,
  taggedNameColumn,
  useRowActionsColumn,
  useStatusColumn,
} from '../../../components/crud/columns.tsx';
import { CrudListPage } from '../../../components/crud/crud-list-page.tsx';
import { useActionDialog } from '../../../components/crud/use-action-dialog.ts';
import { useAuth } from '../../../lib/auth-store.ts';
import { adminScreen, fetchGroupOptions, groupOptionsKey } from './api.ts';
import { AdminFormModal } from './form.tsx';
import { PasswordDialog } from './password-dialog.tsx';

/** Its own filters, between the keyword and the enabled filter. */
const FILTER_KEYS = ['groupId', 'kind'] as const;

/** /admin: administrators of the platform and of suppliers; nobody disables or deletes their own account here. */
export function AdminListPage(): ReactNode {
  const { t } = useTranslation(['admin', 'common']);
  const { user } = useAuth();
  const dialog = useActionDialog();
  const groups = useQuery({ queryKey: groupOptionsKey, queryFn: fetchGroupOptions });
  const isMe = (row: AdminRow) => row.id === user?.adminid;

  // Disabling signs the account out: ask first. Enabling needs no confirmation.
  const status = useStatusColumn<AdminRow>({
    screen: adminScreen,
    title: t('admin:field.enabled'),
    ariaLabel: () => t('admin:field.enabled'),
    locked: isMe,
    confirmOff: { title: (row) => t('admin:confirm_disable', { name: row.username }), testId: 'admin-disable-confirm' },
  });
  const actions = useRowActionsColumn<AdminRow>({
    screen: adminScreen,
    width: 220,
    extra: [
      {
        permission: 'setting_admin_password',
        render: (row) => (
          <Button
            type="link"
            size="small"
            icon={<KeyOutlined />}
            onClick={() => dialog.open('password', row.id)}
            data-testid={`admin-password-${row.id}`}
          >
            {t('admin:reset_password')}
          </Button>
        ),
      },
    ],
    remove: { hidden: isMe, confirm: (row) => t('admin:confirm_delete', { name: row.username }) },
  });
  const columns: TableColumnsType<AdminRow> = [
    idColumn(t('admin:field.id')),
    taggedNameColumn(t('admin:field.username'), 'username', {
      width: 180,
      tag: (row) => (row.isSuper ? <Tag color="gold">{t('admin:super')}</Tag> : null),
    }),
    { title: t('admin:field.truename'), dataIndex: 'truename' },
    {
      title: t('admin:field.kind'),
      key: 'kind',
      width: 200,
      render: (_: unknown, row) =>
        row.supplierId ? (
          <span className="kind-cell">
            <Tag color="purple">{t('admin:kind.supplier')}</Tag>
            {row.supplierName}
          </span>
        ) : (
          <span className="kind-cell">
            <Tag color="blue">{t('admin:kind.platform')}</Tag>
            {row.groupName ?? t('admin:no_group')}
          </span>
        ),
    },
    {
      title: t('admin:field.contact'),
      key: 'contact',
      width: 220,
      ellipsis: true,
      render: (_: unknown, row) => [row.email, row.phone].filter(Boolean).join(' / ') || '—',
    },
    status,
    { ...dateTimeColumn<AdminRow>(t('admin:field.last_login'), 'lastLoginAt', { sorter: true }), width: undefined },
    ...actions,
  ];

  const groupOptions = (groups.data?.list ?? []).map((g) => ({ value: String(g.id), label: g.name }));
  const select = (name: string, label: string, width: number, options: { value: string; label: string }[]) => (
    <Form.Item name={name}>
      <Select allowClear placeholder={label} aria-label={label} style={{ width }} options={options} />
    </Form.Item>
  );
  return (
    <CrudListPage<AdminRow>
      screen={adminScreen}
      filterKeys={FILTER_KEYS}
      filters={
        <>
          {select('groupId', t('admin:field.group'), 160, groupOptions)}
          {select('kind', t('admin:field.kind'), 140, [
            { value: 'platform', label: t('admin:kind.platform') },
            { value: 'supplier', label: t('admin:kind.supplier') },
          ])}
        </>
      }
      columns={columns}
      scrollX={1250}
    >
      <AdminFormModal />
      <PasswordDialog />
    </CrudListPage>
  );
}
