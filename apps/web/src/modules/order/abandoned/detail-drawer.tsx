import { MailOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../components/query-status.tsx';
import { Link } from 'react-router';
import type { CheckoutLineData } from '@shop/shared/api/abandoned';
import { pickLocalized } from '../../../components/localized.ts';
import { useCan } from '../../../lib/auth-store.ts';
import { useUi } from '../../../lib/ui-store.ts';
import { formatMoney } from '../../../lib/money.ts';
import { abandonedKeys, fetchAbandonedInfo } from './api.ts';
import { customerInfoPath, orderInfoPath } from './paths.ts';
import { useRecall } from './recall-action.tsx';
import { recallBlock } from './recallable.ts';
import { RecallStatusTag } from './status-tags.tsx';

const time = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '—');

/** One checkout: its cart, recall history and the order that converted it; recall from here too. */
export function CheckoutDrawer({
  id,
  mailConfigured,
  onClose,
}: {
  id: number | null;
  mailConfigured: boolean;
  onClose: () => void;
}): ReactNode {
  const { t, i18n } = useTranslation(['abandoned', 'common']);
  const can = useCan();
  const small = useUi().stage === 'small';
  const { confirm, pending } = useRecall();
  const info = useQuery({
    queryKey: abandonedKeys.info(id ?? 0),
    queryFn: () => fetchAbandonedInfo(id!),
    enabled: id !== null,
    refetchInterval: (q) => (q.state.data?.recallStatus === 'queued' ? 2_000 : false),
  });
  const c = info.data;
  const block = c ? recallBlock(c) : null;
  const money = (v: number) => formatMoney(v, c?.currency ?? 'USD', i18n.language);

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={small ? '100%' : 720}
      mask={{ closable: false }}
      destroyOnHidden
      rootClassName="abandoned-drawer"
      title={c ? t('abandoned:detail.title', { email: c.email }) : t('abandoned:detail.loading')}
      extra={
        c ? (
          <Button
            type="primary"
            icon={<MailOutlined />}
            disabled={!mailConfigured || block !== null}
            loading={pending}
            onClick={() => confirm([{ id: c.id, email: c.email }])}
            data-testid="abandoned-detail-recall"
          >
            {t('abandoned:recall.action')}
          </Button>
        ) : null
      }
      data-testid="abandoned-detail"
    >
      <QueryStatus query={info} failedTitle={t('abandoned:detail.load_failed')} />
      {c ? (
        <>
          <Descriptions
            column={1}
            size="small"
            bordered
            className="abandoned-detail-facts"
            items={[
              {
                key: 'customer',
                label: t('abandoned:field.customer'),
                children: (
                  <span>
                    {c.customerId && can('customer_customer_info') ? (
                      <Link to={customerInfoPath(c.customerId)}>{c.name || c.email}</Link>
                    ) : (
                      c.name || '—'
                    )}
                    <span className="abandoned-sub abandoned-email">{c.email}</span>
                    {c.customerId ? null : <Tag className="abandoned-guest">{t('abandoned:guest')}</Tag>}
                  </span>
                ),
              },
              { key: 'created', label: t('abandoned:field.created'), children: time(c.createdAt) },
              { key: 'activity', label: t('abandoned:field.last_activity'), children: time(c.lastActivityAt) },
              {
                key: 'recall',
                label: t('abandoned:field.recall_status'),
                children: (
                  <RecallStatusTag
                    status={c.recallStatus}
                    count={c.recallCount}
                    at={c.lastRecallAt}
                    error={c.recallError}
                  />
                ),
              },
              ...(c.recallError
                ? [
                    {
                      key: 'error',
                      label: t('abandoned:field.recall_error'),
                      children: <span className="abandoned-error-text">{c.recallError}</span>,
                    },
                  ]
                : []),
              ...(c.recallableAt
                ? [{ key: 'again', label: t('abandoned:field.recallable_at'), children: time(c.recallableAt) }]
                : []),
              {
                key: 'order',
                label: t('abandoned:field.conversion'),
                children: c.orderId ? (
                  <span data-testid="abandoned-detail-order">
                    {can('catalog_order_orderinfo') ? (
                      <Link to={orderInfoPath(c.orderId)}>{c.orderNumber ?? c.orderId}</Link>
                    ) : (
                      c.orderNumber
                    )}
                    <span className="abandoned-sub"> · {time(c.convertedAt)}</span>
                    {c.recovered ? (
                      <Tag color="success" className="abandoned-recovered">
                        {t('abandoned:recovered')}
                      </Tag>
                    ) : null}
                  </span>
                ) : (
                  t('abandoned:converted.no')
                ),
              },
            ]}
          />
          <h3 className="abandoned-section-title">{t('abandoned:detail.cart', { count: c.itemCount })}</h3>
          <Table<CheckoutLineData>
            size="small"
            rowKey={(l) => `${l.productId}:${l.variantId ?? 0}`}
            pagination={false}
            dataSource={c.lines}
            columns={[
              {
                title: t('abandoned:field.product'),
                dataIndex: 'name',
                render: (_: unknown, l) => (
                  <>
                    <div>{pickLocalized(l.name, i18n.language) || l.sku}</div>
                    <div className="abandoned-sub">{l.sku}</div>
                  </>
                ),
              },
              {
                title: t('abandoned:field.unit_price'),
                dataIndex: 'unitPrice',
                align: 'right',
                width: 110,
                render: (v: number) => money(v),
              },
              { title: t('abandoned:field.quantity'), dataIndex: 'quantity', align: 'right', width: 70 },
              {
                title: t('abandoned:field.amount'),
                dataIndex: 'amount',
                align: 'right',
                width: 120,
                render: (v: number) => money(v),
              },
            ]}
            summary={() => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={3}>
                  <strong>{t('abandoned:field.value')}</strong>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={1} align="right">
                  <strong data-testid="abandoned-detail-value">{money(c.value)}</strong>
                </Table.Summary.Cell>
              </Table.Summary.Row>
            )}
          />
        </>
      ) : null}
    </Drawer>
  );
}
