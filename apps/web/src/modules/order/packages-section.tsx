import { PrinterOutlined, StopOutlined } from '@ant-design/icons';
import { App, Button, Empty, Tag, Timeline } from 'antd';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { shipmentCancelBody, type OrderInfo, type ShipmentData } from '@shop/shared/api/order';
import { pickLocalized } from '../../components/localized.ts';
import { useCan } from '../../lib/auth-store.ts';
import { cancelShipment } from './api.ts';
import { LinkButton } from './link-button.tsx';
import { waybillPath } from './paths.ts';
import { ReasonDialog } from './reason-dialog.tsx';
import { PackageTag } from './status-tags.tsx';
import { useOrderAction } from './use-order-action.ts';

const day = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD') : '—');

function PackageCard({
  order,
  shipment,
  onCancel,
}: {
  order: OrderInfo;
  shipment: ShipmentData;
  onCancel: (s: ShipmentData) => void;
}): ReactNode {
  const { t, i18n } = useTranslation(['order']);
  const can = useCan();
  const open = shipment.status === 'in_transit' || shipment.status === 'exception';
  const mayCancel = open && can('catalog_order_shipping') && order.actions.includes('cancel_shipment');
  return (
    <article
      className={`order-package${shipment.status === 'cancelled' ? ' order-package-cancelled' : ''}`}
      data-testid={`order-package-${shipment.id}`}
      aria-label={t('order:package.label', { waybill: shipment.waybill })}
    >
      <header className="order-package-head">
        <div className="order-package-title">
          <span className="order-waybill" data-testid="order-package-waybill">
            {shipment.waybill}
          </span>
          <span>{shipment.providerName}</span>
          <PackageTag status={shipment.status} />
          {shipment.late ? (
            <Tag color="red" className="order-tag" data-testid="order-package-late">
              {t('order:package.late')}
            </Tag>
          ) : null}
        </div>
        <div className="order-package-actions">
          {shipment.trackingUrl ? (
            <a href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
              {t('order:package.track')}
            </a>
          ) : null}
          {can('catalog_order_waybill') && shipment.status !== 'cancelled' ? (
            <LinkButton
              to={waybillPath(order.id, shipment.id)}
              size="small"
              icon={<PrinterOutlined />}
              data-testid={`order-package-print-${shipment.id}`}
            >
              {t('order:package.print')}
            </LinkButton>
          ) : null}
          {mayCancel ? (
            <Button
              size="small"
              danger
              icon={<StopOutlined />}
              onClick={() => onCancel(shipment)}
              data-testid={`order-package-cancel-${shipment.id}`}
            >
              {t('order:package.cancel')}
            </Button>
          ) : null}
        </div>
      </header>
      <dl className="order-package-facts">
        <div>
          <dt>{t('order:field.shipped_on')}</dt>
          <dd>{day(shipment.shippedOn)}</dd>
        </div>
        <div>
          <dt>{t('order:field.expected_by')}</dt>
          <dd>{day(shipment.expectedBy)}</dd>
        </div>
        {shipment.deliveredAt ? (
          <div>
            <dt>{t('order:field.delivered_at')}</dt>
            <dd>{day(shipment.deliveredAt)}</dd>
          </div>
        ) : null}
        {shipment.orderNumber !== order.number ? (
          <div>
            <dt>{t('order:package.from_order')}</dt>
            <dd>{shipment.orderNumber}</dd>
          </div>
        ) : null}
      </dl>
      <ul className="order-package-lines">
        {shipment.lines.map((l) => (
          <li key={l.lineId}>
            <span className="order-wrap">{pickLocalized(l.name, i18n.language) || l.sku}</span>{' '}
            <span className="order-sub">{l.sku}</span> × {l.quantity}
          </li>
        ))}
      </ul>
      {shipment.note ? <p className="order-text order-sub">{shipment.note}</p> : null}
      {shipment.events.length ? (
        <Timeline
          className="order-tracking"
          items={[...shipment.events].reverse().map((e) => ({
            key: e.id,
            color: e.status === 'exception' ? 'red' : e.status === 'delivered' ? 'green' : 'blue',
            content: (
              <div>
                <div>
                  <strong>{t(`order:package.status.${e.status}`)}</strong> · {dayjs(e.at).format('YYYY-MM-DD HH:mm')}
                  {e.location ? ` · ${e.location}` : ''}
                </div>
                {e.description ? <div className="order-sub">{e.description}</div> : null}
              </div>
            ),
          }))}
        />
      ) : (
        <p className="order-sub">{t('order:package.no_events')}</p>
      )}
    </article>
  );
}

/** The order's packages: waybill, provider, tracking, status, lines and events; print and cancel. */
export function PackagesSection({ order }: { order: OrderInfo }): ReactNode {
  const { t } = useTranslation(['order']);
  const { message } = App.useApp();
  const [cancelling, setCancelling] = useState<ShipmentData | null>(null);
  const action = useOrderAction(cancelShipment, () => {
    setCancelling(null);
    void message.success(t('order:done.cancel_shipment'));
  });
  if (!order.shipments.length)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('order:package.none')} />;
  return (
    <div className="order-packages" data-testid="order-packages">
      {order.shipments.map((s) => (
        <PackageCard
          key={s.id}
          order={order}
          shipment={s}
          onCancel={(x) => {
            action.clearError();
            setCancelling(x);
          }}
        />
      ))}
      <ReasonDialog
        open={cancelling !== null}
        title={cancelling ? t('order:package.cancel_title', { waybill: cancelling.waybill }) : ''}
        description={t('order:package.cancel_text')}
        label={t('order:field.reason')}
        schema={shipmentCancelBody.shape.reason}
        okText={t('order:package.cancel')}
        pending={action.pending}
        error={action.error}
        testId="order-shipment-cancel"
        onSubmit={(reason) => cancelling && void action.run({ shipmentId: cancelling.id, reason })}
        onClose={() => setCancelling(null)}
      />
    </div>
  );
}
