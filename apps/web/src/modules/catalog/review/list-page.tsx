import '../catalog-screens.css';
import { EyeOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Select, Space, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { REVIEW_STATUSES, type ReviewRow } from '@shop/shared/api/catalog-review';
import { ListPage } from '../../../components/list-page.tsx';
import { pickLocalized } from '../../../components/localized.ts';
import { useCan } from '../../../lib/auth-store.ts';
import { fetchProductChoices, fetchReviews, reviewKeys } from './api.ts';
import { AuditActions } from './audit-actions.tsx';
import { BatchAudit } from './batch-audit.tsx';
import { Rating } from './rating.tsx';
import { ReviewStatusTag } from './status-tag.tsx';

const FILTER_KEYS = ['keyword', 'productId', 'rating', 'status'] as const;

/** The product filter: products searched by name, number or SKU (needs the product list right). */
function ProductChoice(props: { value?: string; onChange?: (value: string | undefined) => void }): ReactNode {
  const { t, i18n } = useTranslation('review');
  const [keyword, setKeyword] = useState('');
  const choices = useQuery({
    queryKey: reviewKeys.products(keyword),
    queryFn: () => fetchProductChoices(keyword),
    staleTime: 30_000,
  });
  const options = (choices.data?.list ?? []).map((p) => ({
    value: String(p.id),
    label: `${pickLocalized(p.name, i18n.language)} (${p.sku})`,
  }));
  if (props.value && !options.some((o) => o.value === props.value))
    options.unshift({ value: props.value, label: `#${props.value}` });
  return (
    <Select
      {...props}
      allowClear
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      placeholder={t('review:field.product')}
      aria-label={t('review:field.product')}
      loading={choices.isFetching}
      options={options}
      style={{ width: 220 }}
    />
  );
}

/** /product/comment: reviews with product, rating and audit-state filters; audit after confirming. */
export function ReviewListPage(): ReactNode {
  const { t, i18n } = useTranslation(['review', 'common']);
  const can = useCan();
  const [selected, setSelected] = useState<number[]>([]);
  const auditable = can('catalog_review_audit');

  const columns: TableColumnsType<ReviewRow> = [
    { title: t('review:field.id'), dataIndex: 'id', width: 70, sorter: true },
    {
      title: t('review:field.product'),
      key: 'product',
      width: 150,
      ellipsis: true,
      render: (_: unknown, row) => pickLocalized(row.productName, i18n.language),
    },
    { title: t('review:field.customer'), dataIndex: 'customerName', width: 120 },
    {
      title: t('review:field.rating'),
      dataIndex: 'rating',
      width: 110,
      sorter: true,
      render: (v: number) => <Rating value={v} />,
    },
    { title: t('review:field.content'), dataIndex: 'content', width: 220, ellipsis: true },
    {
      title: t('review:field.status'),
      dataIndex: 'status',
      width: 140,
      render: (v: ReviewRow['status']) => <ReviewStatusTag status={v} />,
    },
    {
      title: t('review:field.replied'),
      dataIndex: 'replied',
      width: 90,
      render: (v: boolean) => (v ? t('review:replied_yes') : t('review:replied_no')),
    },
    {
      title: t('review:field.created'),
      dataIndex: 'createdAt',
      width: 150,
      render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm'),
    },
    {
      title: t('common:actions'),
      key: 'actions',
      fixed: 'right',
      width: can('catalog_review_audit') ? 280 : 100,
      render: (_: unknown, row) => (
        <Space size={0} wrap>
          {can('catalog_review_info') ? (
            <Link to={`/product/reviewInfo/${row.id}`} data-testid={`review-view-${row.id}`}>
              <Button type="link" size="small" icon={<EyeOutlined />} tabIndex={-1}>
                {t('common:action.view')}
              </Button>
            </Link>
          ) : null}
          {can('catalog_review_audit') ? <AuditActions id={row.id} status={row.status} /> : null}
        </Space>
      ),
    },
  ];

  return (
    <ListPage<ReviewRow>
      title={t('review:title')}
      testId="review-list"
      filterKeys={FILTER_KEYS}
      filters={
        <>
          <Form.Item name="keyword">
            <Input allowClear placeholder={t('review:keyword_placeholder')} style={{ width: 200 }} />
          </Form.Item>
          {can('catalog_product_index') ? (
            <Form.Item name="productId">
              <ProductChoice />
            </Form.Item>
          ) : null}
          <Form.Item name="rating">
            <Select
              allowClear
              placeholder={t('review:field.rating')}
              aria-label={t('review:field.rating')}
              style={{ width: 130 }}
              options={[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: t('review:rating_option', { n }) }))}
            />
          </Form.Item>
          <Form.Item name="status">
            <Select
              allowClear
              placeholder={t('review:field.status')}
              aria-label={t('review:field.status')}
              style={{ width: 150 }}
              data-testid="review-status-filter"
              options={REVIEW_STATUSES.map((s) => ({ value: s, label: t(`review:status.${s}`) }))}
            />
          </Form.Item>
        </>
      }
      columns={columns}
      rowKey="id"
      queryKey={reviewKeys.list}
      fetch={fetchReviews}
      scrollX={1250}
      toolbar={auditable ? <BatchAudit ids={selected} onDone={() => setSelected([])} /> : null}
      // No select-all box: antd also renders column titles into the table's aria-hidden measure row,
      // where a focusable checkbox fails the accessibility check.
      rowSelection={
        auditable
          ? {
              selectedRowKeys: selected,
              preserveSelectedRowKeys: true,
              hideSelectAll: true,
              onChange: (keys) => setSelected(keys.map(Number)),
            }
          : undefined
      }
    />
  );
}
