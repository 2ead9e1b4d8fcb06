import { StarOutlined } from '@ant-design/icons';
import { App, Button, Popconfirm, Tag, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WarehouseRow } from '@shop/shared/api/warehouse';
import { countryName } from '../../../components/countries.ts';
import { useRowActionsColumn, useStatusColumn } from '../../../components/crud/columns.tsx';
import { CrudListPage } from '../../../components/crud/crud-list-page.tsx';
import { warehouses, warehouseScreen } from './api.ts';
import { WarehouseFormModal } from './form.tsx';
import './warehouse.css';

/** /warehouse: where stock is kept; one enabled warehouse is the default for stock placement. */
export function WarehouseListPage(): ReactNode {
  const { t, i18n } = useTranslation(['warehouse', 'common']);
  const { message } = App.useApp();
  const makeDefault = warehouses.useChange('makeDefault', {
    onSuccess: (saved) => void message.success(t('warehouse:default_done', { name: saved.name })),
  });
  const status = useStatusColumn<WarehouseRow>({
    screen: warehouseScreen,
    title: t('warehouse:field.enabled'),
    width: 80,
    ariaLabel: (row) => t('warehouse:toggle', { name: row.name }),
    // The default warehouse stays enabled: say why the switch does not move.
    locked: (row) => (row.isDefault ? t('warehouse:default_stays_enabled') : false),
  });
  const actions = useRowActionsColumn<WarehouseRow>({
    screen: warehouseScreen,
    width: 270,
    extra: [
      {
        permission: 'setting_warehouse_edit',
        render: (row) =>
          !row.isDefault && row.enabled ? (
            <Popconfirm
              title={t('warehouse:confirm_default', { name: row.name })}
              okText={t('warehouse:make_default')}
              cancelText={t('common:action.cancel')}
              okButtonProps={{ 'data-testid': `warehouse-make-default-confirm-${row.id}` }}
              onConfirm={() => makeDefault.mutateAsync({ id: row.id, version: row.version }).catch(() => undefined)}
            >
              <Button type="link" size="small" icon={<StarOutlined />} data-testid={`warehouse-make-default-${row.id}`}>
                {t('warehouse:make_default')}
              </Button>
            </Popconfirm>
          ) : null,
      },
    ],
    remove: {
      hidden: (row) => row.isDefault,
      confirm: (row) => t('warehouse:confirm_delete', { name: row.name }),
      description: t('warehouse:confirm_delete_hint'),
    },
  });

  const columns: TableColumnsType<WarehouseRow> = [
    {
      title: t('warehouse:field.name'),
      dataIndex: 'name',
      sorter: true,
      width: 180,
      render: (name: string, row) => (
        <span className="warehouse-name">
          <span>{name}</span>
          {row.isDefault ? (
            <Tag color="blue" data-testid={`warehouse-default-${row.id}`}>
              {t('warehouse:default')}
            </Tag>
          ) : null}
        </span>
      ),
    },
    {
      title: t('warehouse:field.code'),
      dataIndex: 'code',
      sorter: true,
      width: 100,
      render: (code: string) => <code className="warehouse-code">{code}</code>,
    },
    {
      // Street and postcode, then the place: city, region (when it differs) and country in the interface language.
      title: t('warehouse:field.address'),
      key: 'address',
      render: (_: unknown, row) => (
        <span className="warehouse-address">
          <span className="warehouse-street">{[row.address, row.postcode].filter(Boolean).join(' · ') || '—'}</span>
          <span className="warehouse-place">
            {[row.city, row.region !== row.city ? row.region : '', countryName(row.country, i18n.language)]
              .filter(Boolean)
              .join(', ')}
          </span>
        </span>
      ),
    },
    {
      title: t('warehouse:field.contact'),
      key: 'contact',
      width: 150,
      render: (_: unknown, row) =>
        row.contactName || row.contactPhone ? (
          <span className="warehouse-contact">
            <span>{row.contactName || '—'}</span>
            <span className="warehouse-phone">{row.contactPhone}</span>
          </span>
        ) : (
          '—'
        ),
    },
    status,
    ...actions,
  ];

  return (
    <CrudListPage<WarehouseRow> screen={warehouseScreen} columns={columns} scrollX={1000}>
      <WarehouseFormModal />
    </CrudListPage>
  );
}
