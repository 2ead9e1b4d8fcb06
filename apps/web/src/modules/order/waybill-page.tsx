import { PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Result, Skeleton } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { pickLocalized } from '../../components/localized.ts';
import { useAuth } from '../../lib/auth-store.ts';
import { addressLines } from '../customer/customer/address-lines.ts';
import { fetchOrder, orderKeys } from './api.ts';
import { OrderMissing } from './detail-page.tsx';
import { LinkButton } from './link-button.tsx';
import { idParamOf, infoPath } from './paths.ts';
import './order.css';

function hostOf(url: string | undefined): string {
  try {
    return url ? new URL(url).host : '';
  } catch {
    return '';
  }
}

/** /order/transportation?shipment=&order=: the waybill and packing list of one package, made for printing. */
export function WaybillPage(): ReactNode {
  const { t, i18n } = useTranslation(['order', 'common']);
  const { user } = useAuth();
  const [search] = useSearchParams();
  const orderId = idParamOf(search.get('order'));
  const shipmentId = idParamOf(search.get('shipment'));
  const info = useQuery({
    queryKey: orderKeys.info(orderId ?? 0),
    queryFn: () => fetchOrder(orderId ?? 0),
    enabled: orderId !== null,
    retry: false,
  });
  if (orderId === null || shipmentId === null) return <OrderMissing error={null} />;
  if (info.error && !info.data) return <OrderMissing error={info.error} onRetry={() => void info.refetch()} />;
  const order = info.data;
  if (!order)
    return (
      <section className="page-card" aria-busy="true">
        <Skeleton active paragraph={{ rows: 8 }} />
      </section>
    );
  const shipment = order.shipments.find((s) => s.id === shipmentId);
  if (!shipment) {
    return (
      <section className="page-card" data-testid="order-waybill-missing">
        <Result
          status="404"
          title={t('order:waybill.not_found')}
          extra={
            <LinkButton to={infoPath(order.id)} type="primary">
              {t('order:back_to_order')}
            </LinkButton>
          }
        />
      </section>
    );
  }
  const language = i18n.language;
  const a = order.address;
  const total = shipment.lines.reduce((sum, l) => sum + l.quantity, 0);
  const store = hostOf(user?.base_url);
  return (
    <section className="page-card order-waybill-page" data-testid="order-waybill">
      <div className="page-title-row order-no-print">
        <h2>{t('order:waybill.title')}</h2>
        <div className="order-head-links">
          <LinkButton to={infoPath(order.id)}>{t('order:back_to_order')}</LinkButton>
          <Button
            type="primary"
            icon={<PrinterOutlined />}
            onClick={() => window.print()}
            data-testid="order-waybill-print"
          >
            {t('order:waybill.print')}
          </Button>
        </div>
      </div>
      <article className="order-sheet" aria-label={t('order:waybill.title')}>
        <header className="order-sheet-head">
          <div>
            <div className="order-sheet-label">{t('order:field.provider')}</div>
            <div className="order-sheet-provider">{shipment.providerName}</div>
          </div>
          <div className="order-sheet-dates">
            <div>
              <span className="order-sheet-label">{t('order:field.shipped_on')}</span>{' '}
              {dayjs(shipment.shippedOn).format('YYYY-MM-DD')}
            </div>
            {shipment.expectedBy ? (
              <div>
                <span className="order-sheet-label">{t('order:field.expected_by')}</span>{' '}
                {dayjs(shipment.expectedBy).format('YYYY-MM-DD')}
              </div>
            ) : null}
            <div>
              <span className="order-sheet-label">{t('order:field.number')}</span> {shipment.orderNumber}
            </div>
          </div>
        </header>
        <div className="order-sheet-waybill">
          <div className="order-sheet-label">{t('order:field.waybill')}</div>
          <div className="order-sheet-waybill-number" data-testid="order-waybill-number">
            {shipment.waybill}
          </div>
        </div>
        <div className="order-sheet-parties">
          <section>
            <h3>{t('order:waybill.sender')}</h3>
            <div>
              <strong>{order.supplierName ?? t('order:waybill.store')}</strong>
            </div>
            {!order.supplierName && store ? <div>{store}</div> : null}
          </section>
          <section data-testid="order-waybill-recipient">
            <h3>{t('order:waybill.recipient')}</h3>
            <div>
              <strong>{a.name}</strong>
              {a.phone ? ` · ${a.phone}` : ''}
            </div>
            {addressLines(a, language).map((line) => (
              <div key={line}>{line}</div>
            ))}
          </section>
        </div>
        <h3 className="order-sheet-title">{t('order:waybill.packing_list')}</h3>
        <table className="order-sheet-table" data-testid="order-waybill-lines">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t('order:field.product')}</th>
              <th scope="col">{t('order:field.sku')}</th>
              <th scope="col" className="order-num">
                {t('order:field.quantity')}
              </th>
            </tr>
          </thead>
          <tbody>
            {shipment.lines.map((l, i) => (
              <tr key={l.lineId}>
                <td>{i + 1}</td>
                <td>{pickLocalized(l.name, language) || l.sku}</td>
                <td>{l.sku}</td>
                <td className="order-num">{l.quantity}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                {t('order:waybill.total_items')}
              </th>
              <td className="order-num">{total}</td>
            </tr>
          </tfoot>
        </table>
        {shipment.note ? (
          <p className="order-text">
            <span className="order-sheet-label">{t('order:field.note')}</span> {shipment.note}
          </p>
        ) : null}
      </article>
    </section>
  );
}
