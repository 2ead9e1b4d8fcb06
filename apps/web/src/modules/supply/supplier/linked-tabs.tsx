import { useQuery } from '@tanstack/react-query';
import { Button, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { productApi } from '@shop/shared/api/catalog-product';
import { orderApi } from '@shop/shared/api/order';
import { pickLocalized } from '../../../components/localized.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useCan } from '../../../lib/auth-store.ts';
import { formatMoney } from '../../../lib/money.ts';

/** The supplier's latest products (10) and a link to the product list filtered by it. */
export function ProductsTab({ supplierId }: { supplierId: number }): ReactNode {
  const { t, i18n } = useTranslation('supplier');
  const can = useCan();
  const allowed = can('catalog_product_index');
  const q = useQuery({
    queryKey: ['products', 'list', { supplierId, pageSize: 10, sort: '-id' }],
    queryFn: () => callApi(productApi.list, { supplierId, pageSize: 10, sort: '-id' }),
    enabled: allowed,
  });
  if (!allowed) return <p className="supplier-muted">{t('no_right')}</p>;
  return (
    <>
      <p className="supplier-linked-head">
        {t('products_summary', { count: q.data?.total ?? 0 })}{' '}
        <Link to={`/product/product?supplierId=${supplierId}`}>
          <Button type="link" size="small">
            {t('open_products')}
          </Button>
        </Link>
      </p>
      <Table
        size="small"
        rowKey="id"
        loading={q.isLoading}
        pagination={false}
        dataSource={q.data?.list ?? []}
        scroll={{ x: 600 }}
        columns={[
          { title: t('field.product'), key: 'name', render: (_: unknown, p) => pickLocalized(p.name, i18n.language) },
          { title: t('field.sku'), dataIndex: 'sku', width: 140 },
          {
            title: t('field.price'),
            key: 'price',
            width: 120,
            render: (_: unknown, p) => formatMoney(p.price, p.currency, i18n.language),
          },
          {
            title: t('field.on_shelf'),
            dataIndex: 'onShelf',
            width: 100,
            render: (v: boolean) => <Tag color={v ? 'green' : 'default'}>{t(v ? 'on_shelf' : 'off_shelf')}</Tag>,
          },
        ]}
      />
    </>
  );
}

/** The supplier's latest orders (10) and a link to the order list filtered by it. */
export function OrdersTab({ supplierId }: { supplierId: number }): ReactNode {
  const { t, i18n } = useTranslation('supplier');
  const can = useCan();
  const allowed = can('catalog_order_index');
  const q = useQuery({
    queryKey: ['orders', 'list', { supplierId, pageSize: 10 }],
    queryFn: () => callApi(orderApi.list, { supplierId, pageSize: 10 }),
    enabled: allowed,
  });
  if (!allowed) return <p className="supplier-muted">{t('no_right')}</p>;
  return (
    <>
      <p className="supplier-linked-head">
        {t('orders_summary', { count: q.data?.total ?? 0 })}{' '}
        <Link to={`/order/management?supplierId=${supplierId}`}>
          <Button type="link" size="small">
            {t('open_orders')}
          </Button>
        </Link>
      </p>
      <Table
        size="small"
        rowKey="id"
        loading={q.isLoading}
        pagination={false}
        dataSource={q.data?.list ?? []}
        scroll={{ x: 600 }}
        columns={[
          { title: t('field.order'), dataIndex: 'number', width: 170 },
          { title: t('field.customer'), dataIndex: 'customerName' },
          {
            title: t('field.total'),
            key: 'total',
            width: 120,
            render: (_: unknown, o) => formatMoney(o.total, o.currency, i18n.language),
          },
          {
            title: t('field.createdAt'),
            dataIndex: 'createdAt',
            width: 150,
            render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm'),
          },
        ]}
      />
    </>
  );
}
