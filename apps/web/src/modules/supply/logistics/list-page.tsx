import { Button, Form, Input, Space, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SHIPMENT_STATES, type ShipmentRow } from '@shop/shared/api/supply-logistics';
import { CrudListPage } from '../../../components/crud/crud-list-page.tsx';
import { SelectFilter } from '../../../components/crud/filters.tsx';
import { useAuth, useCan } from '../../../lib/auth-store.ts';
import { logisticsPaths, shipmentScreen } from './api.ts';
import { RouteTag, StateTag, useLogisticsOptions, when } from './parts.tsx';

const FILTER_KEYS = ['state', 'supplierId', 'warehouseId', 'from', 'to'] as const;

/**
 * /supplier/logistics: the shipments to the platform's warehouses, newest first, by state,
 * supplier (staff), warehouse and shipping dates, searched by waybill or product. A draft is
 * edited on its own page; every shipment opens on its page (items, declarations, timeline).
 */
export function ShipmentListPage(): ReactNode {
  const { t } = useTranslation(['shipment', 'common']);
  const staff = useAuth().user?.supplier_id == null;
  const can = useCan();
  const options = useLogisticsOptions().data;
  const columns: TableColumnsType<ShipmentRow> = [
    {
      title: t('shipment:field.waybill'),
      key: 'waybill',
      width: 170,
      render: (_: unknown, r) => (
        <Link to={logisticsPaths.info(r.id)} data-testid={`shipment-link-${r.id}`}>
          {r.waybill}
        </Link>
      ),
    },
    ...(staff ? [{ title: t('shipment:field.supplier'), dataIndex: 'supplierName', width: 150 }] : []),
    { title: t('shipment:field.products'), dataIndex: 'products', width: 240, ellipsis: true },
    { title: t('shipment:field.quantity'), dataIndex: 'quantity', width: 90, align: 'right' },
    { title: t('shipment:field.warehouse'), dataIndex: 'warehouseName', width: 140 },
    {
      title: t('shipment:field.route'),
      key: 'route',
      width: 170,
      render: (_: unknown, r) => <RouteTag crossBorder={r.crossBorder} from={r.fromCountry} to={r.toCountry} />,
    },
    { title: t('shipment:field.provider'), dataIndex: 'providerName', width: 130 },
    { title: t('shipment:field.shipDate'), dataIndex: 'shipDate', width: 110 },
    {
      title: t('shipment:field.state'),
      dataIndex: 'state',
      width: 110,
      render: (s: ShipmentRow['state']) => <StateTag state={s} />,
    },
    { title: t('shipment:field.createdAt'), dataIndex: 'createdAt', width: 160, render: when },
    {
      title: t('common:actions'),
      key: 'actions',
      width: 140,
      fixed: 'right',
      render: (_: unknown, r) => (
        <Space size={4}>
          <Link to={logisticsPaths.info(r.id)}>
            <Button size="small" data-testid={`shipment-view-${r.id}`}>
              {t('shipment:view')}
            </Button>
          </Link>
          {r.state === 'draft' && can('supply_logistics_edit') ? (
            <Link to={logisticsPaths.edit(r.id)}>
              <Button size="small" data-testid={`shipment-edit-${r.id}`}>
                {t('common:action.edit')}
              </Button>
            </Link>
          ) : null}
        </Space>
      ),
    },
  ];
  const filters = (
    <>
      <SelectFilter
        name="state"
        placeholder={t('shipment:filter.state')}
        label={t('shipment:field.state')}
        width={130}
        options={SHIPMENT_STATES.map((s) => ({ value: s, label: t(`shipment:state.${s}`) }))}
        testId="shipment-state-filter"
      />
      {staff ? (
        <SelectFilter
          name="supplierId"
          placeholder={t('shipment:filter.supplier')}
          label={t('shipment:field.supplier')}
          width={170}
          search
          options={options?.suppliers.map((s) => ({ value: String(s.id), label: s.name }))}
        />
      ) : null}
      <SelectFilter
        name="warehouseId"
        placeholder={t('shipment:filter.warehouse')}
        label={t('shipment:field.warehouse')}
        width={160}
        options={options?.warehouses.map((w) => ({ value: String(w.id), label: w.name }))}
      />
      <Form.Item name="from">
        <Input type="date" aria-label={t('shipment:filter.from')} title={t('shipment:filter.from')} />
      </Form.Item>
      <Form.Item name="to">
        <Input type="date" aria-label={t('shipment:filter.to')} title={t('shipment:filter.to')} />
      </Form.Item>
    </>
  );
  return (
    <CrudListPage<ShipmentRow>
      screen={shipmentScreen}
      columns={columns}
      scrollX={1500}
      filters={filters}
      filterKeys={FILTER_KEYS}
      addTo={logisticsPaths.add}
    />
  );
}
