import { ArrowLeftOutlined, AuditOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCan } from '../../lib/auth-store.ts';
import { ApiError } from '../../lib/request.ts';
import { fetchChoices, fetchOrder, orderKeys } from './api.ts';
import { HistorySection } from './history-section.tsx';
import { LineageSection } from './lineage-section.tsx';
import { LinesSection, TotalsSection } from './lines-section.tsx';
import { LinkButton } from './link-button.tsx';
import { OrderActions } from './order-actions.tsx';
import { PackagesSection } from './packages-section.tsx';
import { idParamOf, LIST_PATH, orderLogPath } from './paths.ts';
import { GeneratedTag, OrderTags } from './status-tags.tsx';
import { SummarySection } from './summary-section.tsx';
import './order.css';

/** A page that cannot show its order: unknown (or not the supplier's) id, or a failed read. */
export function OrderMissing({ error, onRetry }: { error: unknown; onRetry?: () => void }): ReactNode {
  const { t } = useTranslation(['order', 'common']);
  const notFound = !error || (error instanceof ApiError && error.status === 404);
  return (
    <section className="page-card" data-testid="order-not-found">
      <Result
        status={notFound ? '404' : 'error'}
        title={notFound ? t('order:not_found') : t('common:error.default')}
        subTitle={!notFound && error instanceof Error ? error.message : undefined}
        extra={[
          ...(onRetry && !notFound
            ? [
                <Button key="retry" icon={<ReloadOutlined />} onClick={onRetry}>
                  {t('order:retry')}
                </Button>,
              ]
            : []),
          <LinkButton key="back" to={LIST_PATH} type="primary">
            {t('order:back_to_list')}
          </LinkButton>,
        ]}
      />
    </section>
  );
}

/** /order/orderInfo/:id: one order with what may be done to it now. */
export function OrderInfoPage(): ReactNode {
  const { t } = useTranslation(['order', 'common']);
  const can = useCan();
  const id = idParamOf(useParams().id);
  const info = useQuery({
    queryKey: orderKeys.info(id ?? 0),
    queryFn: () => fetchOrder(id ?? 0),
    enabled: id !== null,
    retry: false,
  });
  const choices = useQuery({ queryKey: orderKeys.choices, queryFn: fetchChoices, staleTime: 5 * 60_000 });
  const base = choices.data?.currencies.find((c) => c.isBase)?.code ?? null;

  if (id === null) return <OrderMissing error={null} />;
  if (info.error && !info.data) return <OrderMissing error={info.error} onRetry={() => void info.refetch()} />;
  const order = info.data;
  if (!order)
    return (
      <section className="page-card" aria-busy="true">
        <Skeleton active paragraph={{ rows: 12 }} />
      </section>
    );

  return (
    <section className="page-card order-info" data-testid="order-info">
      <div className="page-title-row">
        <h2 className="order-title">
          <span data-testid="order-number">{t('order:order_number', { number: order.number })}</span>
          <OrderTags state={order.state} payStatus={order.payStatus} shipStatus={order.shipStatus} />
          {order.generated ? <GeneratedTag /> : null}
        </h2>
        <div className="order-head-links">
          {can('log') ? (
            <LinkButton to={orderLogPath(order.id)} icon={<AuditOutlined />} data-testid="order-log-link">
              {t('order:log_link')}
            </LinkButton>
          ) : null}
          <LinkButton to={LIST_PATH} icon={<ArrowLeftOutlined />}>
            {t('order:back_to_list')}
          </LinkButton>
        </div>
      </div>
      <OrderActions order={order} />
      {order.state === 'split' && order.children.length ? (
        <Alert
          type="info"
          showIcon
          className="order-refusal"
          data-testid="order-split-notice"
          title={t('order:split_notice', { count: order.children.length })}
        />
      ) : null}
      <h3 className="order-section-heading">{t('order:section.overview')}</h3>
      <SummarySection order={order} baseCurrency={base} />
      <h3 className="order-section-heading">{t('order:section.lines')}</h3>
      <LinesSection order={order} />
      <div className="order-totals-row">
        <TotalsSection order={order} baseCurrency={base} />
      </div>
      <h3 className="order-section-heading">{t('order:section.packages', { count: order.shipments.length })}</h3>
      <PackagesSection order={order} />
      <h3 className="order-section-heading">{t('order:section.lineage')}</h3>
      <LineageSection order={order} />
      <h3 className="order-section-heading">{t('order:section.history')}</h3>
      <HistorySection order={order} />
    </section>
  );
}
