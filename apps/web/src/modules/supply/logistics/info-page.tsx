import { Button, Descriptions, Input, Popconfirm, Skeleton, Table, Tag, Timeline } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  SHIPMENT_MOVES,
  SHIPMENT_TRANSITIONS,
  type ShipmentInfo,
  type ShipmentItemData,
  type ShipmentMove,
} from '@shop/shared/api/supply-logistics';
import { useAuth, useCan } from '../../../lib/auth-store.ts';
import { formatMoney } from '../../../lib/money.ts';
import { notify } from '../../../lib/notify.ts';
import { NotFoundPage } from '../../../shell/not-found-page.tsx';
import { logisticsPaths, shipments } from './api.ts';
import { RouteTag, StateTag, when } from './parts.tsx';
import { ReceiveDialog } from './receive-dialog.tsx';
import './logistics.css';

/**
 * /supplier/logisticsInfo/:id: a shipment with its items and their declarations, what the warehouse
 * received, and the tracking timeline (who moved it, when, with what note); the moves its state
 * allows, after confirming; staff receive it at the warehouse.
 */
export function ShipmentInfoPage(): ReactNode {
  const { t } = useTranslation(['shipment', 'common']);
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const record = shipments.useRecord(valid ? id : null);
  if (!valid || record.isError) return <NotFoundPage />;
  const s = record.data;
  return (
    <section className="page-card" data-testid="shipment-info">
      <div className="page-title-row">
        <h2>{s ? t('shipment:info_title', { waybill: s.waybill }) : t('shipment:title')}</h2>
        <Link to={logisticsPaths.list}>{t('shipment:title')}</Link>
      </div>
      {s ? <ShipmentView s={s} /> : <Skeleton active />}
    </section>
  );
}

function ShipmentView({ s }: { s: ShipmentInfo }): ReactNode {
  const { t, i18n } = useTranslation(['shipment', 'common']);
  const can = useCan();
  const staff = useAuth().user?.supplier_id == null;
  const [note, setNote] = useState('');
  const [receiving, setReceiving] = useState(false);
  const move = shipments.useChange('move', { onSuccess: () => notify.success(t('shipment:moved')) });
  const moves = SHIPMENT_MOVES.filter((m) => SHIPMENT_TRANSITIONS[s.state].includes(m));
  const receivable = staff && SHIPMENT_TRANSITIONS[s.state].includes('received');
  const money = (minor: number, currency: string) => formatMoney(minor, currency, i18n.language);
  const columns = [
    {
      title: t('shipment:field.productId'),
      key: 'product',
      width: 200,
      render: (_: unknown, i: ShipmentItemData) => `${i.productName} · ${i.sku}`,
    },
    { title: t('shipment:field.lot'), dataIndex: 'lot', width: 110 },
    { title: t('shipment:field.quantity'), dataIndex: 'quantity', width: 80, align: 'right' as const },
    {
      title: t('shipment:field.received'),
      key: 'received',
      width: 150,
      render: (_: unknown, i: ShipmentItemData) =>
        i.receivedQuantity === null ? (
          '—'
        ) : (
          <span data-testid={`shipment-received-${i.id}`}>
            {i.receivedQuantity}
            {i.receivedQuantity !== i.quantity ? (
              <Tag color="orange" style={{ marginLeft: 6 }}>
                {i.receivedQuantity < i.quantity
                  ? t('shipment:difference', { n: i.quantity - i.receivedQuantity })
                  : t('shipment:surplus', { n: i.receivedQuantity - i.quantity })}
              </Tag>
            ) : null}
            {i.receiptNote ? <div className="shipment-timeline-note">{i.receiptNote}</div> : null}
          </span>
        ),
    },
    {
      title: t('shipment:field.nameZh'),
      key: 'zh',
      width: 120,
      render: (_: unknown, i: ShipmentItemData) => i.declaration.nameZh,
    },
    {
      title: t('shipment:field.nameEn'),
      key: 'en',
      width: 160,
      render: (_: unknown, i: ShipmentItemData) => i.declaration.nameEn,
    },
    {
      title: t('shipment:field.material'),
      key: 'material',
      width: 120,
      render: (_: unknown, i: ShipmentItemData) => i.declaration.material,
    },
    {
      title: t('shipment:field.purpose'),
      key: 'purpose',
      width: 120,
      render: (_: unknown, i: ShipmentItemData) => i.declaration.purpose,
    },
    {
      title: t('shipment:field.hsCode'),
      key: 'hs',
      width: 100,
      render: (_: unknown, i: ShipmentItemData) => i.declaration.hsCode || '—',
    },
    {
      title: t('shipment:field.originCountry'),
      key: 'origin',
      width: 80,
      render: (_: unknown, i: ShipmentItemData) => i.declaration.originCountry,
    },
    {
      title: t('shipment:field.declaredValue'),
      key: 'value',
      width: 130,
      align: 'right' as const,
      render: (_: unknown, i: ShipmentItemData) => (
        <>
          {money(i.declaration.declaredValue, i.declaration.currency)}
          {i.declaration.battery ? (
            <Tag color="gold" style={{ marginLeft: 6 }}>
              {t('shipment:battery_tag')}
            </Tag>
          ) : null}
        </>
      ),
    },
  ];
  return (
    <>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2, lg: 3 }}>
        <Descriptions.Item label={t('shipment:field.state')}>
          <StateTag state={s.state} />
        </Descriptions.Item>
        <Descriptions.Item label={t('shipment:field.supplier')}>{s.supplierName}</Descriptions.Item>
        <Descriptions.Item label={t('shipment:field.warehouse')}>{s.warehouseName}</Descriptions.Item>
        <Descriptions.Item label={t('shipment:field.route')}>
          <RouteTag crossBorder={s.crossBorder} from={s.fromCountry} to={s.toCountry} />
        </Descriptions.Item>
        <Descriptions.Item label={t('shipment:field.provider')}>{s.providerName}</Descriptions.Item>
        <Descriptions.Item label={t('shipment:field.waybill')}>
          {s.trackingUrl ? (
            <a href={s.trackingUrl} target="_blank" rel="noreferrer">
              {s.waybill}
            </a>
          ) : (
            s.waybill
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('shipment:field.shipDate')}>{s.shipDate}</Descriptions.Item>
        <Descriptions.Item label={t('shipment:field.quantity')}>{s.quantity}</Descriptions.Item>
        <Descriptions.Item label={t('shipment:field.receivedAt')}>{when(s.receivedAt)}</Descriptions.Item>
        {s.note ? <Descriptions.Item label={t('shipment:field.note')}>{s.note}</Descriptions.Item> : null}
      </Descriptions>
      <div className="shipment-info-actions" style={{ margin: '16px 0' }}>
        {s.state === 'draft' && can('supply_logistics_edit') ? (
          <Link to={logisticsPaths.edit(s.id)}>
            <Button data-testid="shipment-edit">{t('common:action.edit')}</Button>
          </Link>
        ) : null}
        {can('supply_logistics_edit')
          ? moves.map((m: ShipmentMove) => (
              <Popconfirm
                key={m}
                title={t(`shipment:move_confirm.${m}`, { waybill: s.waybill })}
                description={
                  <Input.TextArea
                    rows={2}
                    value={note}
                    maxLength={500}
                    placeholder={t('shipment:note_placeholder')}
                    onChange={(e) => setNote(e.target.value)}
                  />
                }
                okText={t(`shipment:move.${m}`)}
                cancelText={t('common:action.cancel')}
                onConfirm={() =>
                  move.mutateAsync({ id: s.id, to: m, note, version: s.version }).then(() => setNote(''))
                }
              >
                <Button
                  type={m === 'shipped' ? 'primary' : 'default'}
                  danger={m === 'cancelled' || m === 'exception'}
                  data-testid={`shipment-move-${m}`}
                >
                  {t(`shipment:move.${m}`)}
                </Button>
              </Popconfirm>
            ))
          : null}
        {receivable && can('supply_logistics_info') ? (
          <Button type="primary" onClick={() => setReceiving(true)} data-testid="shipment-receive">
            {t('shipment:receive')}
          </Button>
        ) : null}
      </div>
      <h3>{t('shipment:field.items')}</h3>
      <Table<ShipmentItemData>
        size="small"
        rowKey="id"
        pagination={false}
        columns={columns}
        dataSource={s.items}
        scroll={{ x: 1500 }}
        data-testid="shipment-items"
      />
      <h3 style={{ marginTop: 16 }}>{t('shipment:timeline')}</h3>
      <Timeline
        data-testid="shipment-timeline"
        items={s.events.map((e) => ({
          key: e.id,
          color: e.to === 'exception' || e.to === 'cancelled' ? 'red' : e.to === 'received' ? 'green' : 'blue',
          children: (
            <>
              <StateTag state={e.to} /> {when(e.at)} · {t('shipment:by', { name: e.actorName })}
              {e.note ? <div className="shipment-timeline-note">{e.note}</div> : null}
            </>
          ),
        }))}
      />
      {receivable ? <ReceiveDialog shipment={s} open={receiving} onClose={() => setReceiving(false)} /> : null}
    </>
  );
}
