import { Empty, Table, Tag, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CustomerOrder, CustomerOrderSummary } from '@shop/shared/api/customer';
import { useCan } from '../../../lib/auth-store.ts';
import { formatMoney } from '../../../lib/money.ts';
import { GeneratedTag } from '../../order/status-tags.tsx';

export const orderPath = (id: number) => `/order/orderInfo/${id}`;

/** The customer's latest orders, newest first, each linking to its order screen. */
export function RecentOrders({ summary }: { summary: CustomerOrderSummary }): ReactNode {
  const { t, i18n } = useTranslation(['customer']);
  const can = useCan();
  const linked = can('catalog_order_orderinfo');
  const columns: TableColumnsType<CustomerOrder> = [
    {
      title: t('customer:order.number'),
      dataIndex: 'number',
      width: 150,
      render: (number: string, row) =>
        linked ? (
          <>
            <Link to={orderPath(row.id)} data-testid={`customer-order-${row.id}`}>
              {number}
            </Link>
            {row.generated ? <GeneratedTag /> : null}
          </>
        ) : (
          <>
            {number}
            {row.generated ? <GeneratedTag /> : null}
          </>
        ),
    },
    {
      title: t('customer:order.created'),
      dataIndex: 'createdAt',
      width: 150,
      render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm'),
    },
    {
      title: t('customer:order.total'),
      dataIndex: 'total',
      width: 130,
      align: 'right',
      render: (v: number, row) => formatMoney(v, row.currency, i18n.language),
    },
    {
      title: t('customer:order.state'),
      dataIndex: 'state',
      width: 110,
      render: (v: CustomerOrder['state']) => t(`customer:order_state.${v}`),
    },
    {
      title: t('customer:order.payment'),
      dataIndex: 'paymentStatus',
      width: 110,
      render: (v: CustomerOrder['paymentStatus']) => (
        <Tag color={v === 'paid' ? 'success' : undefined} className="customer-status-tag">
          {t(`customer:payment.${v}`)}
        </Tag>
      ),
    },
    {
      title: t('customer:order.fulfilment'),
      dataIndex: 'fulfilmentStatus',
      width: 130,
      render: (v: CustomerOrder['fulfilmentStatus']) => t(`customer:fulfilment.${v}`),
    },
  ];
  return (
    <div className="customer-section" data-testid="customer-orders">
      <div className="customer-section-head">
        <h3>{t('customer:section.orders')}</h3>
        {summary.count > summary.recent.length ? (
          <span className="form-hint">
            {t('customer:order.latest', { shown: summary.recent.length, count: summary.count })}
          </span>
        ) : null}
      </div>
      <Table<CustomerOrder>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={summary.recent}
        pagination={false}
        scroll={{ x: 780 }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('customer:order.none')} /> }}
      />
    </div>
  );
}
