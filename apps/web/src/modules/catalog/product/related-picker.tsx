import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductInfo } from '@shop/shared/api/catalog-product';
import { isLanguage } from '@shop/shared/constants';
import { fetchProducts, productKeys } from './api.ts';
import { localName } from './category-tree.ts';

interface Props {
  /** from Form.Item, so that the field's label names the select */
  id?: string;
  value?: number[];
  onChange?: (ids: number[]) => void;
  /** the product being edited (not related to itself) */
  selfId?: number;
  /** names of the products already related (from the product's detail), labelled without a search */
  known?: ProductInfo['related'];
  disabled?: boolean;
}

/** Related products: a search over the product list by name, number or SKU. */
export function RelatedPicker({ id, value, onChange, selfId, known, disabled }: Props): ReactNode {
  const { t, i18n } = useTranslation('product');
  const language = isLanguage(i18n.language) ? i18n.language : 'zh-CN';
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const labels = useRef(new Map<number, string>());
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useQuery({
    queryKey: productKeys.search(keyword),
    queryFn: () => fetchProducts({ keyword: keyword || undefined, pageSize: 20, page: 1 }),
    enabled: !disabled,
  });
  /* eslint-disable react-hooks/refs -- a label cache kept across renders; state or useMemo is a refactor */
  for (const row of known ?? [])
    if (!labels.current.has(row.id)) labels.current.set(row.id, `${localName(row.name, language)} · ${row.sku}`);
  for (const row of found.data?.list ?? []) labels.current.set(row.id, `${localName(row.name, language)} · ${row.sku}`);
  const ids = new Set<number>([...(found.data?.list ?? []).map((r) => r.id), ...(value ?? [])]);
  const options = [...ids]
    .filter((id) => id !== selfId)
    .map((id) => ({ value: id, label: labels.current.get(id) ?? `#${id}` }));
  /* eslint-enable react-hooks/refs */
  return (
    <Select
      id={id}
      mode="multiple"
      allowClear
      disabled={disabled}
      value={value}
      onChange={(ids: number[]) => onChange?.(ids)}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      loading={found.isFetching}
      options={options}
      placeholder={t('product:hint.related_search')}
      notFoundContent={found.isFetching ? t('product:searching') : t('product:nothing_found')}
      data-testid="product-related"
    />
  );
}
