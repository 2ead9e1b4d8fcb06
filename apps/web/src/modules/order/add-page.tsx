import { useQuery } from '@tanstack/react-query';
import { Result, Skeleton, Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchChoices, orderKeys } from './api.ts';
import { emptyForm } from './form-model.ts';
import { OrderForm } from './order-form.tsx';
import './order.css';

/** /order/orderAdd: a new order for a customer, priced by the server as it is typed. */
export function OrderAddPage(): ReactNode {
  const { t } = useTranslation(['order', 'common', 'perm']);
  const choices = useQuery({ queryKey: orderKeys.choices, queryFn: fetchChoices, staleTime: 5 * 60_000 });
  if (choices.error) {
    return (
      <section className="page-card">
        <Result
          status="error"
          title={t('common:error.default')}
          subTitle={choices.error.message}
          extra={<Button onClick={() => void choices.refetch()}>{t('order:retry')}</Button>}
        />
      </section>
    );
  }
  const data = choices.data;
  return (
    <section className="page-card" data-testid="order-add-page">
      <div className="page-title-row">
        <h2>{t('perm:catalog_order_addorder')}</h2>
      </div>
      {data ? (
        <OrderForm
          mode="add"
          choices={data}
          initial={emptyForm(
            data.currencies.find((c) => c.isBase)?.code ?? data.currencies[0]?.code ?? null,
            data.shippingMethods[0]?.id ?? null,
          )}
        />
      ) : (
        <Skeleton active paragraph={{ rows: 10 }} />
      )}
    </section>
  );
}
