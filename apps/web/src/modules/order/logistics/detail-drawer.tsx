import { ExportOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, Empty, Table, Tag, Timeline } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../components/query-status.tsx';
import { Link } from 'react-router';
import { pickLocalized } from '../../../components/localized.ts';
import { useAuth, useCan } from '../../../lib/auth-store.ts';
import { useUi } from '../../../lib/ui-store.ts';
import { fetchShipment, logisticsKeys } from './api.ts';
import { orderInfoPath } from './paths.ts';
import { ShipmentStatusTag } from './status-tag.tsx';
import type { TrackTarget } from './track-dialog.tsx';

const time = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '—');
const day = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD') : '—');
const DOT: Record<string, string> = { in_transit: 'blue', delivered: 'green', exception: 'red' };

/**
 * One shipment: provider, waybill (with the carrier's tracking page), order, dates, lines and the tracking timeline,
 * newest first.
 */
export function ShipmentDrawer({
  id,
  onClose,
  onTrack,
}: {
  id: number | null;
  onClose: () => void;
  onTrack: (target: TrackTarget) => void;
}): ReactNode {
  const { t, i18n } = useTranslation(['logistics', 'common']);
  const can = useCan();
  const platform = !useAuth().user?.supplier;
  const small = useUi().stage === 'small';
  const info = useQuery({
    queryKey: logisticsKeys.info(id ?? 0),
    queryFn: () => fetchShipment(id!),
    enabled: id !== null,
  });
  const s = info.data;
  const open = s && (s.status === 'in_transit' || s.status === 'exception');
  const last = s?.events[s.events.length - 1];

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={small ? '100%' : 720}
      mask={{ closable: false }}
      destroyOnHidden
      rootClassName="logistics-drawer"
      data-testid="logistics-detail"
      title={s ? t('logistics:detail.title', { waybill: s.waybill }) : t('logistics:detail.loading')}
      extra={
        s ? (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            disabled={!open}
            onClick={() =>
              onTrack({ id: s.id, waybill: s.waybill, shippedOn: s.shippedOn, lastEventAt: last?.at ?? null })
            }
            data-testid="logistics-detail-track"
          >
            {t('logistics:track.action')}
          </Button>
        ) : null
      }
    >
      <QueryStatus query={info} failedTitle={t('logistics:detail.load_failed')} />
      {s ? (
        <>
          <Descriptions
            column={small ? 1 : 2}
            size="small"
            bordered
            items={[
              {
                key: 'status',
                label: t('logistics:field.status'),
                children: <ShipmentStatusTag status={s.status} late={s.late} />,
                span: small ? 1 : 2,
              },
              { key: 'provider', label: t('logistics:field.provider'), children: s.providerName },
              {
                key: 'waybill',
                label: t('logistics:field.waybill'),
                children: s.trackingUrl ? (
                  <a href={s.trackingUrl} target="_blank" rel="noopener noreferrer">
                    {s.waybill} <ExportOutlined aria-label={t('logistics:detail.carrier_page')} />
                  </a>
                ) : (
                  s.waybill
                ),
              },
              {
                key: 'order',
                label: t('logistics:field.order'),
                children: can('catalog_order_orderinfo') ? (
                  <Link to={orderInfoPath(s.orderId)}>{s.orderNumber}</Link>
                ) : (
                  s.orderNumber
                ),
              },
              { key: 'customer', label: t('logistics:field.customer'), children: s.customerName },
              ...(platform
                ? [
                    {
                      key: 'supplier',
                      label: t('logistics:field.supplier'),
                      children: s.supplierName ?? t('logistics:platform'),
                    },
                  ]
                : []),
              { key: 'shipped', label: t('logistics:field.shipped_on'), children: day(s.shippedOn) },
              {
                key: 'expected',
                label: t('logistics:field.expected_by'),
                children: <span className={s.late ? 'logistics-late-text' : undefined}>{day(s.expectedBy)}</span>,
              },
              { key: 'delivered', label: t('logistics:field.delivered_at'), children: time(s.deliveredAt) },
              ...(s.note
                ? [{ key: 'note', label: t('logistics:field.note'), children: s.note, span: small ? 1 : 2 }]
                : []),
            ]}
          />
          <h3 className="logistics-section-title">{t('logistics:detail.lines')}</h3>
          <Table
            size="small"
            rowKey="sku"
            pagination={false}
            dataSource={s.lines}
            columns={[
              {
                title: t('logistics:field.product'),
                dataIndex: 'name',
                render: (_: unknown, l) => pickLocalized(l.name, i18n.language) || l.sku,
              },
              { title: 'SKU', dataIndex: 'sku', width: 160 },
              { title: t('logistics:field.quantity'), dataIndex: 'quantity', width: 80, align: 'right' },
            ]}
          />
          <h3 className="logistics-section-title">{t('logistics:detail.timeline')}</h3>
          {s.events.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('logistics:detail.no_events')} />
          ) : (
            <Timeline
              className="logistics-timeline"
              data-testid="logistics-timeline"
              items={[...s.events].reverse().map((e) => ({
                key: e.id,
                color: DOT[e.status],
                content: (
                  <div className="logistics-event">
                    <div className="logistics-event-head">
                      <strong>{t(`logistics:status.${e.status}`)}</strong>
                      {e.location ? <span> · {e.location}</span> : null}
                      <Tag className="logistics-source">{t(`logistics:source.${e.source}`)}</Tag>
                    </div>
                    {e.description ? <div>{e.description}</div> : null}
                    <div className="logistics-sub">{time(e.at)}</div>
                  </div>
                ),
              }))}
            />
          )}
        </>
      ) : null}
    </Drawer>
  );
}
