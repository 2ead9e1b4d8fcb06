import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Result, Skeleton, Tag } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { ProductInfo } from '@shop/shared/api/catalog-product';
import { isLanguage } from '@shop/shared/constants';
import { useCan } from '../../../lib/auth-store.ts';
import { ApiError } from '../../../lib/request.ts';
import { NoPermission } from '../../../shell/no-permission.tsx';
import { fetchProduct, productKeys } from './api.ts';
import { localName } from './category-tree.ts';
import { formatMoney } from '../../../lib/money.ts';
import { LIST_PATH } from './paths.ts';
import { ProductForm } from './product-form.tsx';
import './product.css';

function idOf(text: string | null): number | null {
  const n = Number(text);
  return text && Number.isInteger(n) && n > 0 ? n : null;
}

/**
 * /product/product/detail3 adds a product (catalog_product_add); with ?id= it shows that product,
 * editable with catalog_product_edit and read-only otherwise (the route needs catalog_product_index).
 */
export function ProductDetailPage(): ReactNode {
  const { t, i18n } = useTranslation(['product', 'common']);
  const language = isLanguage(i18n.language) ? i18n.language : 'zh-CN';
  const can = useCan();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const rawId = search.get('id');
  const id = idOf(rawId);
  const info = useQuery({
    queryKey: productKeys.info(id ?? 0),
    queryFn: () => fetchProduct(id ?? 0),
    enabled: id !== null,
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  // The form is filled once from what was read; a later version replaces it only when the user asks
  // (after a conflict) or after a save, so that nothing typed is lost silently.
  const [base, setBase] = useState<ProductInfo | null>(null);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a newer read refills the form only on purpose
    if (id === null) setBase(null);
    else if (
      info.data &&
      info.data.id === id &&
      (base === null || base.id !== id || (info.data.version > base.version && !info.isRefetching))
    )
      setBase(info.data);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- base is only replaced by a newer read of the same product
  }, [id, info.data]);

  if (rawId === null && !can('catalog_product_add')) return <NoPermission permission="catalog_product_add" />;
  if (rawId !== null && id === null) {
    return (
      <section className="page-card">
        <Result
          status="404"
          title={t('product:not_found')}
          extra={
            <Link to={LIST_PATH}>
              <Button>{t('product:back_to_list')}</Button>
            </Link>
          }
        />
      </section>
    );
  }
  if (id !== null && info.error) {
    const notFound = info.error instanceof ApiError && info.error.code === 404;
    return (
      <section className="page-card" data-testid="product-not-found">
        <Result
          status={notFound ? '404' : 'error'}
          title={notFound ? t('product:not_found') : t('common:error.default')}
          subTitle={info.error.message}
          extra={
            <Link to={LIST_PATH}>
              <Button type="primary">{t('product:back_to_list')}</Button>
            </Link>
          }
        />
      </section>
    );
  }
  if (id !== null && (!base || base.id !== id))
    return (
      <section className="page-card">
        <Skeleton active paragraph={{ rows: 10 }} />
      </section>
    );

  const title = base ? localName(base.name, language) || `#${base.id}` : t('product:add');
  const readOnly = base ? !can('catalog_product_edit') : !can('catalog_product_add');
  return (
    <section className="page-card" data-testid="product-detail">
      <div className="page-title-row">
        <h2 className="product-detail-head">
          <span data-testid="product-detail-title">{title}</span>
          {base ? (
            <Tag color={base.onShelf ? 'green' : 'default'}>
              {base.onShelf ? t('product:shelf.on') : t('product:shelf.off')}
            </Tag>
          ) : null}
          {base && base.stock <= 0 ? <Tag color="red">{t('product:stock.out')}</Tag> : null}
          {readOnly ? <Tag data-testid="product-read-only">{t('product:read_only.tag')}</Tag> : null}
        </h2>
        {base ? (
          <span className="product-sub">
            {base.number} · {base.sku} · {formatMoney(base.price, base.currency, language)} ·{' '}
            {t('product:version', { version: base.version })}
          </span>
        ) : null}
      </div>
      {readOnly ? (
        <Alert type="info" showIcon className="product-read-only-note" title={t('product:read_only.note')} />
      ) : null}
      <ProductForm
        key={base ? `${base.id}:${base.version}` : 'new'}
        product={base}
        readOnly={readOnly}
        onReload={() => {
          void queryClient
            .fetchQuery({ queryKey: productKeys.info(id ?? 0), queryFn: () => fetchProduct(id ?? 0) })
            .then(setBase, () => undefined);
        }}
      />
    </section>
  );
}
