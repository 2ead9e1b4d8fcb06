import {
  DownloadOutlined,
  EditOutlined,
  EyeOutlined,
  PictureOutlined,
  PlusOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Image, Popconfirm, Switch, Tag, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { ProductRow } from '@shop/shared/api/catalog-product';
import { isLanguage } from '@shop/shared/constants';
import { ListPage } from '../../../components/list-page.tsx';
import { useAuth, useCan } from '../../../lib/auth-store.ts';
import { ui } from '../../../lib/ui-store.ts';
import { exportProducts, fetchProductOptions, fetchProducts, productKeys, products } from './api.ts';
import { BatchActions } from './batch-actions.tsx';
import { localName } from './category-tree.ts';
import { FILTER_KEYS, fromForm, ProductFilters, toForm } from './list-filters.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { DETAIL_PATH, IMPORT_PATH } from './paths.ts';
import './product.css';

export function ProductListPage(): ReactNode {
  const { t, i18n } = useTranslation(['product', 'common']);
  const { message } = App.useApp();
  const can = useCan();
  const { user } = useAuth();
  const platform = !user?.supplier;
  const language = isLanguage(i18n.language) ? i18n.language : 'zh-CN';
  const [search] = useSearchParams();
  const [selected, setSelected] = useState<Map<number, ProductRow>>(new Map());
  const [exporting, setExporting] = useState(false);
  const options = useQuery({ queryKey: productKeys.options, queryFn: fetchProductOptions });

  const shelf = products.useChange('status', { onSuccess: () => void message.success(t('common:saved')) });

  const onExport = async () => {
    const filters = Object.fromEntries(FILTER_KEYS.filter((k) => search.get(k)).map((k) => [k, search.get(k)]));
    setExporting(true);
    ui.setLoading(true);
    try {
      await exportProducts(filters);
    } catch {
      // the request helper has shown the reason
    } finally {
      setExporting(false);
      ui.setLoading(false);
    }
  };

  const stockCell = (stock: number, row: ProductRow) => {
    const out = stock <= 0;
    const low = !out && stock <= row.lowStockThreshold;
    return (
      <span className="product-stock-cell">
        <span className={out ? 'product-stock-out' : low ? 'product-stock-low' : undefined}>{stock}</span>
        {out ? (
          <Tag color="red">{t('product:stock.out')}</Tag>
        ) : low ? (
          <Tag color="orange">{t('product:stock.low')}</Tag>
        ) : null}
      </span>
    );
  };

  const columns: TableColumnsType<ProductRow> = [
    {
      title: t('product:field.image'),
      dataIndex: 'image',
      width: 72,
      render: (src: string | null, row) =>
        src ? (
          <Image
            src={src}
            width={48}
            height={48}
            className="product-thumb"
            alt={localName(row.name, language)}
            preview={{ mask: false }}
          />
        ) : (
          <span className="product-thumb product-thumb-empty" aria-label={t('product:no_image')}>
            <PictureOutlined />
          </span>
        ),
    },
    {
      title: t('product:field.name'),
      dataIndex: 'name',
      width: 210,
      render: (_: unknown, row) => (
        <div className="product-name-cell">
          <Link to={`${DETAIL_PATH}?id=${row.id}`} data-testid={`product-link-${row.id}`}>
            {localName(row.name, language) || '—'}
          </Link>
          <div className="product-sub">{localName(row.categoryName, language) || t('product:no_category')}</div>
        </div>
      ),
    },
    {
      title: t('product:field.number_sku'),
      dataIndex: 'sku',
      width: 150,
      render: (sku: string, row) => (
        <div className="product-codes">
          <div>{row.number}</div>
          <div className="product-sub">
            {sku}
            {row.specMode === 'multi' ? <Tag className="product-multi-tag">{t('product:spec.multi_short')}</Tag> : null}
          </div>
        </div>
      ),
    },
    {
      title: t('product:field.price'),
      dataIndex: 'price',
      width: 120,
      sorter: true,
      align: 'right',
      render: (v: number, row) => formatMoney(v, row.currency, language),
    },
    { title: t('product:field.stock'), dataIndex: 'stock', width: 140, sorter: true, render: stockCell },
    {
      title: t('product:field.shelf'),
      dataIndex: 'onShelf',
      width: 120,
      render: (on: boolean, row) => {
        const locked = !can('catalog_product_status');
        const toggle = (
          <Switch
            checked={on}
            disabled={locked}
            loading={shelf.isPending && shelf.variables?.ids[0] === row.id}
            aria-label={t('product:field.shelf')}
            data-testid={`product-shelf-${row.id}`}
            onChange={on ? undefined : () => shelf.mutate({ ids: [row.id], onShelf: true })}
          />
        );
        return (
          <span className="product-shelf-cell">
            {on && !locked ? (
              <Popconfirm
                title={t('product:confirm_off_one', { name: localName(row.name, language) })}
                okButtonProps={{ danger: true, 'data-testid': 'product-off-confirm' }}
                okText={t('product:shelf.take_off')}
                cancelText={t('common:action.cancel')}
                onConfirm={() => shelf.mutateAsync({ ids: [row.id], onShelf: false }).catch(() => undefined)}
              >
                {toggle}
              </Popconfirm>
            ) : (
              toggle
            )}
            {on ? null : <Tag data-testid={`product-off-${row.id}`}>{t('product:shelf.off')}</Tag>}
          </span>
        );
      },
    },
    ...(platform
      ? [
          {
            title: t('product:field.supplier'),
            dataIndex: 'supplierName',
            width: 150,
            ellipsis: true,
            render: (v: string | null) => v ?? t('product:platform_owned'),
          },
        ]
      : []),
    {
      title: t('product:field.updated_at'),
      dataIndex: 'updatedAt',
      width: 150,
      sorter: true,
      render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm'),
    },
    {
      title: t('common:actions'),
      key: 'actions',
      fixed: 'right',
      width: 100,
      render: (_: unknown, row) => (
        <Link to={`${DETAIL_PATH}?id=${row.id}`}>
          {can('catalog_product_edit') ? (
            <Button type="link" size="small" icon={<EditOutlined />} tabIndex={-1}>
              {t('common:action.edit')}
            </Button>
          ) : (
            <Button type="link" size="small" icon={<EyeOutlined />} tabIndex={-1}>
              {t('common:action.view')}
            </Button>
          )}
        </Link>
      ),
    },
  ];

  const selectedRows = [...selected.values()];
  return (
    <ListPage<ProductRow>
      title={t('product:title')}
      testId="product-list"
      actions={
        <>
          <Button
            icon={<DownloadOutlined />}
            loading={exporting}
            onClick={() => void onExport()}
            data-testid="product-export"
          >
            {t('product:export')}
          </Button>
          {can('catalog_product_import') ? (
            <Link to={IMPORT_PATH}>
              <Button icon={<UploadOutlined />} data-testid="product-import" tabIndex={-1}>
                {t('product:import')}
              </Button>
            </Link>
          ) : null}
          {can('catalog_product_add') ? (
            <Link to={DETAIL_PATH}>
              <Button type="primary" icon={<PlusOutlined />} data-testid="product-add" tabIndex={-1}>
                {t('product:add')}
              </Button>
            </Link>
          ) : null}
        </>
      }
      filterKeys={FILTER_KEYS}
      toForm={toForm}
      fromForm={fromForm}
      filters={<ProductFilters options={options.data} platform={platform} />}
      toolbar={<BatchActions selected={selectedRows} onClear={() => setSelected(new Map())} />}
      rowSelection={{
        selectedRowKeys: [...selected.keys()],
        preserveSelectedRowKeys: true,
        columnWidth: 44,
        onChange: (keys, rows) => {
          setSelected((current) => {
            const next = new Map<number, ProductRow>();
            for (const key of keys) {
              const id = Number(key);
              const row = rows.find((r) => r?.id === id) ?? current.get(id);
              if (row) next.set(id, row);
            }
            return next;
          });
        },
        getCheckboxProps: (row) => ({ 'aria-label': localName(row.name, language) }) as object,
      }}
      rowClassName={(row) => (row.onShelf ? '' : 'product-row-off')}
      columns={columns}
      rowKey="id"
      queryKey={productKeys.list}
      fetch={fetchProducts}
      scrollX={platform ? 1240 : 1100}
    />
  );
}
