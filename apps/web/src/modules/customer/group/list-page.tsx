import '../customer/customer.css';
import { App, Popconfirm, Space, Switch, Tag, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CustomerGroupRow } from '@shop/shared/api/customer-group';
import { dateTimeColumn, useRowActionsColumn } from '../../../components/crud/columns.tsx';
import { CrudListPage } from '../../../components/crud/crud-list-page.tsx';
import { pickLocalized } from '../../../components/localized.ts';
import { useCan } from '../../../lib/auth-store.ts';
import { LIST_PATH } from '../customer/paths.ts';
import { customerGroups, customerGroupScreen } from './api.ts';
import { CustomerGroupFormModal } from './form.tsx';

/** /setting/vip: customer groups with their discount, members and the default for new customers. */
export function CustomerGroupListPage(): ReactNode {
  const { t, i18n } = useTranslation(['customer-group', 'common']);
  const { message } = App.useApp();
  const can = useCan();
  const canEdit = can('customer_group_edit');
  const nameOf = (row: CustomerGroupRow) => pickLocalized(row.name, i18n.language);
  const makeDefault = customerGroups.useChange('setDefault', {
    onSuccess: () => void message.success(t('customer-group:default_set')),
  });
  const actions = useRowActionsColumn<CustomerGroupRow>({
    screen: customerGroupScreen,
    remove: {
      confirm: (row) => t('customer-group:confirm_delete', { name: nameOf(row) }),
      blocked: (row) =>
        row.isDefault
          ? t('customer-group:delete_default')
          : row.customerCount > 0
            ? t('customer-group:delete_members', { count: row.customerCount })
            : null,
    },
  });

  const columns: TableColumnsType<CustomerGroupRow> = [
    {
      title: t('customer-group:field.name'),
      dataIndex: 'name',
      width: 220,
      render: (_: unknown, row) => (
        <Space size={6} wrap>
          <span data-testid={`customer-group-name-cell-${row.id}`}>{nameOf(row)}</span>
          {row.isDefault ? <Tag color="blue">{t('customer-group:default')}</Tag> : null}
        </Space>
      ),
    },
    {
      title: t('customer-group:field.discount'),
      dataIndex: 'discountPercent',
      width: 110,
      align: 'right',
      render: (v: number) => `${v}%`,
    },
    {
      title: t('customer-group:field.customers'),
      dataIndex: 'customerCount',
      width: 120,
      align: 'right',
      render: (v: number, row) =>
        can('customer_customer_index') && v > 0 ? <Link to={`${LIST_PATH}?groupId=${row.id}`}>{v}</Link> : v,
    },
    { title: t('customer-group:field.sort'), dataIndex: 'sort', width: 90, align: 'right' },
    {
      title: t('customer-group:field.default'),
      dataIndex: 'isDefault',
      width: 110,
      render: (isDefault: boolean, row) => {
        const toggle = (
          <Switch
            checked={isDefault}
            disabled={!canEdit || isDefault}
            loading={makeDefault.isPending && makeDefault.variables?.id === row.id}
            aria-label={t('customer-group:make_default_of', { name: nameOf(row) })}
            data-testid={`customer-group-default-${row.id}`}
          />
        );
        // The default is switched off by making another group the default: exactly one is always on.
        if (isDefault || !canEdit) return toggle;
        return (
          <Popconfirm
            title={t('customer-group:confirm_default', { name: nameOf(row) })}
            okText={t('customer-group:make_default')}
            cancelText={t('common:action.cancel')}
            okButtonProps={{ 'data-testid': `customer-group-default-confirm-${row.id}` }}
            onConfirm={() => makeDefault.mutateAsync({ id: row.id }).catch(() => undefined)}
          >
            {toggle}
          </Popconfirm>
        );
      },
    },
    dateTimeColumn<CustomerGroupRow>(t('customer-group:field.created'), 'createdAt', { width: 150 }),
    ...actions,
  ];

  return (
    <CrudListPage<CustomerGroupRow> screen={customerGroupScreen} columns={columns} scrollX={980}>
      <CustomerGroupFormModal />
    </CrudListPage>
  );
}
