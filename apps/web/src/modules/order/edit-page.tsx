import { useQuery } from '@tanstack/react-query';
import { Alert, Skeleton } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { orderQuoteBody, type OrderInfo } from '@shop/shared/api/order';
import { fetchChoices, fetchOrder, orderKeys, orders, quoteOrder } from './api.ts';
import { OrderMissing } from './detail-page.tsx';
import { draftBody, formFromOrder, withQuoteStock, type OrderFormValues } from './form-model.ts';
import { LinkButton } from './link-button.tsx';
import { OrderForm } from './order-form.tsx';
import { idParamOf, infoPath } from './paths.ts';
import { OrderTags } from './status-tags.tsx';
import './order.css';

/**
 * The edit form starts from the order as read. Its discount field is the manual part only: a first
 * quote without one gives the customer group's part, the rest of the order's discount is manual.
 */
async function editStart(order: OrderInfo): Promise<{ values: OrderFormValues; priced: boolean }> {
  const values = formFromOrder(order);
  const body = orderQuoteBody.safeParse({
    ...draftBody({ ...values, discount: 0 }),
    orderId: order.id,
    customerId: order.customerId ?? 0,
    currency: order.currency,
  });
  if (!body.success) return { values: { ...values, discount: 0 }, priced: false };
  try {
    const quote = await quoteOrder('edit', body.data);
    return {
      values: {
        ...values,
        discount: Math.max(0, order.discount - quote.totals.discount),
        lines: withQuoteStock(values.lines, quote),
      },
      priced: true,
    };
  } catch {
    return { values: { ...values, discount: 0 }, priced: false };
  }
}

/**
 * /order/orderEdit/:id: lines, address, shipping and adjustments of an unshipped order, with the change shown before
 * saving.
 */
export function OrderEditPage(): ReactNode {
  const { t } = useTranslation(['order', 'common']);
  const refresh = orders.useRefresh();
  const id = idParamOf(useParams().id);
  const [round, setRound] = useState(0);
  const info = useQuery({
    queryKey: orderKeys.info(id ?? 0),
    queryFn: () => fetchOrder(id ?? 0),
    enabled: id !== null,
    retry: false,
    staleTime: 0,
  });
  const choices = useQuery({ queryKey: orderKeys.choices, queryFn: fetchChoices, staleTime: 5 * 60_000 });
  const order = info.data;
  const start = useQuery({
    queryKey: ['orders', 'edit-start', id, order?.version, round],
    queryFn: () => editStart(order!),
    enabled: !!order && order.actions.includes('edit'),
    staleTime: Infinity,
    gcTime: 0,
  });

  if (id === null) return <OrderMissing error={null} />;
  if (info.error && !order) return <OrderMissing error={info.error} onRetry={() => void info.refetch()} />;
  if (!order || !choices.data)
    return (
      <section className="page-card" aria-busy="true">
        <Skeleton active paragraph={{ rows: 10 }} />
      </section>
    );

  const head = (
    <div className="page-title-row">
      <h2 className="order-title">
        <span data-testid="order-number">{t('order:edit_title', { number: order.number })}</span>
        <OrderTags state={order.state} payStatus={order.payStatus} shipStatus={order.shipStatus} />
      </h2>
    </div>
  );
  if (!order.actions.includes('edit')) {
    return (
      <section className="page-card" data-testid="order-edit-page">
        {head}
        <Alert
          type="warning"
          showIcon
          title={t('order:edit_closed')}
          data-testid="order-edit-closed"
          action={
            <LinkButton to={infoPath(order.id)} size="small">
              {t('order:back_to_order')}
            </LinkButton>
          }
        />
      </section>
    );
  }
  return (
    <section className="page-card" data-testid="order-edit-page">
      {head}
      {start.data ? (
        <>
          {!start.data.priced ? (
            <Alert type="warning" showIcon title={t('order:edit_unpriced')} className="order-refusal" />
          ) : null}
          <OrderForm
            key={`${order.id}:${order.version}:${round}`}
            mode="edit"
            order={order}
            choices={choices.data}
            initial={start.data.values}
            onReload={() => {
              void refresh([orderKeys.info(order.id)]).then(() => setRound((r) => r + 1));
            }}
          />
        </>
      ) : (
        <Skeleton active paragraph={{ rows: 10 }} />
      )}
    </section>
  );
}
