import '../customer/customer.css';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm, Space, Switch, Tag, Tooltip, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ListResult } from '@shop/shared/api/common';
import type { CustomerGroupRow } from '@shop/shared/api/customer-group';
import { ListPage } from '../../../components/list-page.tsx';
import { pickLocalized } from '../../../components/localized.ts';
import { useCan } from '../../../lib/auth-store.ts';
import { customerKeys } from '../customer/api.ts';
import { LIST_PATH } from '../customer/paths.ts';
import { customerGroupKeys, deleteCustomerGroup, fetchCustomerGroups, setDefaultCustomerGroup } from './api.ts';
import { CustomerGroupFormModal } from './form.tsx';

const NO_FILTERS: readonly string[] = [];

/** /setting/vip: customer groups with their discount, members and the default for new customers. */
export function CustomerGroupListPage(): ReactNode {
  const { t, i18n } = useTranslation(['customer-group', 'common']);
  const { message } = App.useApp();
  const can = useCan();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<CustomerGroupRow | 'new' | null>(null);
  // A new group goes after the ones on screen unless its sort is changed.
  const nextSort = () => {
    const shown = queryClient.getQueriesData<ListResult<CustomerGroupRow>>({ queryKey: customerGroupKeys.all }).flatMap(([, data]) => data?.list ?? []);
    return Math.max(0, ...shown.map((g) => g.sort)) + 10;
  };
  const canEdit = can('customer_group_edit');
  const done = (text: string) => {
    void message.success(text);
    void queryClient.invalidateQueries({ queryKey: customerGroupKeys.all });
    void queryClient.invalidateQueries({ queryKey: customerKeys.all });
  };
  const makeDefault = useMutation({ mutationFn: setDefaultCustomerGroup, onSuccess: () => done(t('customer-group:default_set')) });
  const remove = useMutation({ mutationFn: deleteCustomerGroup, onSuccess: () => done(t('common:deleted')) });
  const nameOf = (row: CustomerGroupRow) => pickLocalized(row.name, i18n.language);

  const columns: TableColumnsType<CustomerGroupRow> = [
    {
      title: t('customer-group:field.name'), dataIndex: 'name', width: 220,
      render: (_: unknown, row) => (
        <Space size={6} wrap>
          <span data-testid={`customer-group-name-cell-${row.id}`}>{nameOf(row)}</span>
          {row.isDefault ? <Tag color="blue">{t('customer-group:default')}</Tag> : null}
        </Space>
      ),
    },
    { title: t('customer-group:field.discount'), dataIndex: 'discountPercent', width: 110, align: 'right', render: (v: number) => `${v}%` },
    {
      title: t('customer-group:field.customers'), dataIndex: 'customerCount', width: 120, align: 'right',
      render: (v: number, row) => (can('customer_customer_index') && v > 0 ? <Link to={`${LIST_PATH}?groupId=${row.id}`}>{v}</Link> : v),
    },
    { title: t('customer-group:field.sort'), dataIndex: 'sort', width: 90, align: 'right' },
    {
      title: t('customer-group:field.default'), dataIndex: 'isDefault', width: 110,
      render: (isDefault: boolean, row) => {
        const toggle = (
          <Switch checked={isDefault} disabled={!canEdit || isDefault} loading={makeDefault.isPending && makeDefault.variables === row.id}
            aria-label={t('customer-group:make_default_of', { name: nameOf(row) })} data-testid={`customer-group-default-${row.id}`} />
        );
        // The default is switched off by making another group the default: exactly one is always on.
        if (isDefault || !canEdit) return toggle;
        return (
          <Popconfirm title={t('customer-group:confirm_default', { name: nameOf(row) })} okText={t('customer-group:make_default')} cancelText={t('common:action.cancel')}
            okButtonProps={{ 'data-testid': `customer-group-default-confirm-${row.id}` }} onConfirm={() => makeDefault.mutateAsync(row.id).catch(() => undefined)}>
            {toggle}
          </Popconfirm>
        );
      },
    },
    { title: t('customer-group:field.created'), dataIndex: 'createdAt', width: 150, render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm') },
    ...(canEdit ? [{
      title: t('common:actions'), key: 'actions', fixed: 'right' as const, width: 170,
      render: (_: unknown, row: CustomerGroupRow) => {
        const blocked = row.isDefault ? t('customer-group:delete_default') : row.customerCount > 0 ? t('customer-group:delete_members', { count: row.customerCount }) : null;
        return (
          <Space size={0}>
            <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setEditing(row)} data-testid={`customer-group-edit-${row.id}`}>{t('common:action.edit')}</Button>
            {blocked ? (
              <Tooltip title={blocked}>
                <Button type="link" size="small" danger icon={<DeleteOutlined />} disabled aria-label={`${t('common:action.delete')}: ${blocked}`}>{t('common:action.delete')}</Button>
              </Tooltip>
            ) : (
              <Popconfirm title={t('customer-group:confirm_delete', { name: nameOf(row) })} okButtonProps={{ danger: true, 'data-testid': `customer-group-delete-confirm-${row.id}` }}
                okText={t('common:action.delete')} cancelText={t('common:action.cancel')} onConfirm={() => remove.mutateAsync(row.id).catch(() => undefined)}>
                <Button type="link" size="small" danger icon={<DeleteOutlined />} data-testid={`customer-group-delete-${row.id}`}>{t('common:action.delete')}</Button>
              </Popconfirm>
            )}
          </Space>
        );
      },
    }] : []),
  ];

  return (
    <>
      <ListPage<CustomerGroupRow>
        title={t('customer-group:title')}
        testId="customer-group-list"
        actions={canEdit ? <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="customer-group-add">{t('customer-group:add')}</Button> : null}
        filterKeys={NO_FILTERS}
        columns={columns}
        rowKey="id"
        queryKey={customerGroupKeys.list}
        fetch={fetchCustomerGroups}
        scrollX={980}
      />
      <CustomerGroupFormModal group={editing} nextSort={editing === 'new' ? nextSort() : 0} onClose={() => setEditing(null)} />
    </>
  );
}
