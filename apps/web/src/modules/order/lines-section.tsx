import { PictureOutlined, SendOutlined } from '@ant-design/icons';
import { Descriptions, Image, Table, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderInfo } from '@shop/shared/api/order';
import { pickLocalized } from '../../components/localized.ts';
import { useCan } from '../../lib/auth-store.ts';
import { detailPath as productPath } from '../catalog/product/paths.ts';
import { formatMoney } from '../../lib/money.ts';
import { shipPath } from './paths.ts';

type Line = OrderInfo['lines'][number];

/** The order's lines; a line still to ship links to the shipment form with that line chosen. */
export function LinesSection({ order }: { order: OrderInfo }): ReactNode {
  const { t, i18n } = useTranslation(['order']);
  const can = useCan();
  const language = i18n.language;
  const money = (v: number) => formatMoney(v, order.currency, language);
  const canShip = order.actions.includes('ship');
  const columns: TableColumnsType<Line> = [
    {
      title: t('order:field.image'),
      dataIndex: 'image',
      width: 64,
      render: (src: string, line) =>
        src ? (
          <Image
            src={src}
            width={44}
            height={44}
            className="order-thumb"
            alt={pickLocalized(line.name, language)}
            preview={{ mask: false }}
          />
        ) : (
          <span className="order-thumb order-thumb-empty" role="img" aria-label={t('order:no_image')}>
            <PictureOutlined />
          </span>
        ),
    },
    {
      title: t('order:field.product'),
      dataIndex: 'name',
      width: 220,
      render: (_: unknown, line) => {
        const name = pickLocalized(line.name, language) || line.sku;
        return can('catalog_product_index') ? (
          <Link to={productPath(line.productId)} className="order-wrap">
            {name}
          </Link>
        ) : (
          <span className="order-wrap">{name}</span>
        );
      },
    },
    {
      title: t('order:field.sku'),
      dataIndex: 'sku',
      width: 140,
      render: (v: string) => <span className="order-wrap">{v}</span>,
    },
    {
      title: t('order:field.supplier'),
      dataIndex: 'supplierName',
      width: 140,
      render: (v: string | null) => v ?? t('order:platform'),
    },
    { title: t('order:field.unit_price'), dataIndex: 'unitPrice', width: 120, align: 'right', render: money },
    { title: t('order:field.quantity'), dataIndex: 'quantity', width: 90, align: 'right' },
    {
      title: t('order:field.shipped'),
      dataIndex: 'shippedQuantity',
      width: 90,
      align: 'right',
      render: (v: number, line) => <span className={v >= line.quantity ? 'order-done' : undefined}>{v}</span>,
    },
    { title: t('order:field.amount'), dataIndex: 'amount', width: 120, align: 'right', render: money },
    ...(canShip
      ? [
          {
            title: t('order:field.line_actions'),
            key: 'ship',
            width: 110,
            render: (_: unknown, line: Line) =>
              line.shippedQuantity < line.quantity ? (
                <Link
                  to={shipPath(order.id, line.id)}
                  data-testid={`order-ship-line-${line.id}`}
                  aria-label={t('order:action.ship_line', { sku: line.sku })}
                >
                  <SendOutlined /> {t('order:action.ship')}
                </Link>
              ) : null,
          },
        ]
      : []),
  ];
  return (
    <Table<Line>
      rowKey="id"
      columns={columns}
      dataSource={order.lines}
      pagination={false}
      size="small"
      scroll={{ x: canShip ? 1000 : 890 }}
      data-testid="order-lines"
    />
  );
}

/** Subtotal to total in the order currency, with the base currency's figure when it differs. */
export function TotalsSection({ order, baseCurrency }: { order: OrderInfo; baseCurrency: string | null }): ReactNode {
  const { t, i18n } = useTranslation(['order']);
  const language = i18n.language;
  const money = (v: number) => formatMoney(v, order.currency, language);
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      className="order-totals"
      data-testid="order-totals"
      items={[
        { key: 'subtotal', label: t('order:total.subtotal'), children: money(order.subtotal) },
        {
          key: 'discount',
          label: t('order:total.discount'),
          children: order.discount ? `-${money(order.discount)}` : money(0),
        },
        { key: 'shipping', label: t('order:total.shipping'), children: money(order.shippingFee) },
        { key: 'tax', label: t('order:total.tax'), children: money(order.tax) },
        { key: 'payFee', label: t('order:total.pay_fee'), children: money(order.payFee) },
        {
          key: 'total',
          label: t('order:total.total'),
          children: <strong data-testid="order-total">{money(order.total)}</strong>,
        },
        ...(baseCurrency && baseCurrency !== order.currency
          ? [
              {
                key: 'base',
                label: t('order:total.in_base', { currency: baseCurrency }),
                children: formatMoney(order.totalBase, baseCurrency, language),
              },
            ]
          : []),
      ]}
    />
  );
}
