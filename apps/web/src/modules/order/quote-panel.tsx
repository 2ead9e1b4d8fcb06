import { Alert, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderQuoteData, OrderTotals } from '@shop/shared/api/order';
import { formatDifference, formatMoney } from '../../lib/money.ts';

const ROWS: [keyof OrderTotals, string][] = [
  ['subtotal', 'order:total.subtotal'],
  ['discount', 'order:total.discount'],
  ['shippingFee', 'order:total.shipping'],
  ['tax', 'order:total.tax'],
  ['payFee', 'order:total.pay_fee'],
  ['total', 'order:total.total'],
];

interface Props {
  quote: OrderQuoteData | undefined;
  /** a newer quote is on its way */
  loading: boolean;
  error: string | null;
  /** the form is not complete enough to price */
  incomplete: boolean;
  baseCurrency: string | null;
}

/** The server's price of the form as it is: totals, and for an edit the order's current totals and the change. */
export function QuotePanel({ quote, loading, error, incomplete, baseCurrency }: Props): ReactNode {
  const { t, i18n } = useTranslation(['order']);
  const edit = quote?.current != null;
  const money = (v: number) => (quote ? formatMoney(v, quote.currency, i18n.language) : '—');
  const signed = (key: keyof OrderTotals, v: number) => (key === 'discount' && v ? `-${money(v)}` : money(v));
  return (
    <section className="order-quote" aria-labelledby="order-quote-title" aria-busy={loading} data-testid="order-quote">
      <div className="order-quote-head">
        <h3 id="order-quote-title">{t('order:quote.title')}</h3>
        {loading ? <Spin size="small" aria-label={t('order:quote.updating')} /> : null}
      </div>
      {incomplete && !quote ? <p className="order-sub">{t('order:quote.incomplete')}</p> : null}
      {quote ? (
        <table className="order-quote-table">
          {edit ? (
            <thead>
              <tr>
                <th scope="col">
                  <span className="order-visually-hidden">{t('order:quote.item')}</span>
                </th>
                <th scope="col">{t('order:quote.current')}</th>
                <th scope="col">{t('order:quote.new')}</th>
              </tr>
            </thead>
          ) : null}
          <tbody>
            {ROWS.map(([key, label]) => (
              <tr key={key} className={key === 'total' ? 'order-quote-total' : undefined}>
                <th scope="row">{t(label)}</th>
                {edit ? <td>{signed(key, quote.current![key])}</td> : null}
                <td data-testid={`order-quote-${key}`}>{signed(key, quote.totals[key])}</td>
              </tr>
            ))}
            {edit && quote.difference !== null ? (
              <tr className="order-quote-difference">
                <th scope="row">{t('order:quote.difference')}</th>
                <td colSpan={2} data-testid="order-quote-difference">
                  {formatDifference(quote.difference, quote.currency, i18n.language)}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      ) : null}
      {quote && baseCurrency && quote.currency !== baseCurrency ? (
        <p className="order-sub">
          {t('order:rate_text', { base: baseCurrency, rate: quote.rate, currency: quote.currency })}
        </p>
      ) : null}
      {error ? <Alert type="warning" showIcon title={error} data-testid="order-quote-error" /> : null}
      <p className="order-sub">{t('order:quote.server_note')}</p>
    </section>
  );
}
