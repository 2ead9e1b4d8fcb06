import { Descriptions } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderInfo } from '@shop/shared/api/order';
import { pickLocalized } from '../../components/localized.ts';
import { useCan } from '../../lib/auth-store.ts';
import { addressLines } from '../customer/customer/address-lines.ts';
import { infoPath as customerPath } from '../customer/customer/paths.ts';
import { PayTag, ShipTag } from './status-tags.tsx';

const when = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '—');

/** Customer, address, payment, shipping, times and remarks of one order. */
export function SummarySection({ order, baseCurrency }: { order: OrderInfo; baseCurrency: string | null }): ReactNode {
  const { t, i18n } = useTranslation(['order']);
  const can = useCan();
  const language = i18n.language;
  const a = order.address;
  const customer =
    order.customerId !== null && can('customer_customer_info') ? (
      <Link to={customerPath(order.customerId)}>{order.customerName}</Link>
    ) : (
      order.customerName
    );
  const rate =
    baseCurrency && baseCurrency !== order.currency
      ? t('order:rate_text', { base: baseCurrency, rate: order.rate, currency: order.currency })
      : null;
  const times = [
    { key: 'created', label: t('order:field.created_at'), children: when(order.createdAt) },
    { key: 'paid', label: t('order:field.paid_at'), children: when(order.paidAt) },
    ...(order.shippedAt
      ? [{ key: 'shipped', label: t('order:field.shipped_at'), children: when(order.shippedAt) }]
      : []),
    ...(order.deliveredAt
      ? [{ key: 'delivered', label: t('order:field.delivered_at'), children: when(order.deliveredAt) }]
      : []),
    ...(order.completedAt
      ? [{ key: 'completed', label: t('order:field.completed_at'), children: when(order.completedAt) }]
      : []),
    ...(order.cancelledAt
      ? [{ key: 'cancelled', label: t('order:field.cancelled_at'), children: when(order.cancelledAt) }]
      : []),
  ];
  return (
    <div className="order-summary">
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 1, md: 2 }}
        data-testid="order-summary"
        items={[
          {
            key: 'customer',
            label: t('order:field.customer'),
            children: (
              <div className="order-wrap">
                <div>{customer}</div>
                <div className="order-sub">{order.customerEmail}</div>
              </div>
            ),
          },
          {
            key: 'supplier',
            label: t('order:field.supplier'),
            children:
              order.supplierName ??
              (order.lines.every((l) => l.supplierId === null) ? t('order:platform') : t('order:platform_or_mixed')),
          },
          { key: 'pay', label: t('order:field.pay_status'), children: <PayTag status={order.payStatus} /> },
          {
            key: 'paymentMethod',
            label: t('order:field.payment_method'),
            children: (
              <span data-testid="order-payment-method">
                {order.paymentMethodName ? pickLocalized(order.paymentMethodName, language) : '—'}
              </span>
            ),
          },
          {
            key: 'ship',
            label: t('order:field.ship_status'),
            children: (
              <span className="order-tags">
                <ShipTag status={order.shipStatus} />
                {order.shippingMethodName ? <span>{pickLocalized(order.shippingMethodName, language)}</span> : null}
              </span>
            ),
          },
          {
            key: 'currency',
            label: t('order:field.currency'),
            children: (
              <span>
                {order.currency}
                {rate ? <span className="order-sub"> · {rate}</span> : null}
              </span>
            ),
          },
          { key: 'source', label: t('order:field.source'), children: t(`order:source.${order.source}`) },
          ...times,
          {
            key: 'address',
            label: t('order:field.address'),
            span: 'filled',
            children: (
              <address className="order-address" data-testid="order-address">
                <div>
                  <strong>{a.name}</strong>
                  {a.phone ? <span> · {a.phone}</span> : null}
                </div>
                {addressLines(a, language).map((line) => (
                  <div key={line}>{line}</div>
                ))}
              </address>
            ),
          },
          {
            key: 'remark',
            label: t('order:field.remark'),
            span: 'filled',
            children: order.remark ? <p className="order-text">{order.remark}</p> : '—',
          },
          ...(order.cancelRemark
            ? [
                {
                  key: 'cancelRemark',
                  label: t('order:field.cancel_remark'),
                  span: 'filled' as const,
                  children: (
                    <p className="order-text" data-testid="order-cancel-remark">
                      {order.cancelRemark}
                    </p>
                  ),
                },
              ]
            : []),
        ]}
      />
    </div>
  );
}
