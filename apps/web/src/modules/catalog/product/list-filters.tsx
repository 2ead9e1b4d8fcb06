import { Form, Input, InputNumber, Select, TreeSelect } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductOptionsData } from '@shop/shared/api/catalog-product';
import { isLanguage } from '@shop/shared/constants';
import { categoryTree } from './category-tree.ts';
import { DEFAULT_CURRENCY } from './form-model.ts';
import { moneyStep, toMajor, toMinor } from '../../../lib/money.ts';

export const FILTER_KEYS = [
  'keyword',
  'categoryId',
  'supplierId',
  'shelf',
  'stock',
  'tagId',
  'priceMin',
  'priceMax',
] as const;
const ID_KEYS = ['categoryId', 'supplierId', 'tagId'] as const;

type Values = Record<string, unknown>;

/** URL (prices in minor units, as the API takes them) -> filter form (major units, numeric ids). */
export function toForm(filters: Record<string, string>): Values {
  const out: Values = { ...filters };
  for (const key of ID_KEYS) if (filters[key] !== undefined) out[key] = Number(filters[key]);
  for (const key of ['priceMin', 'priceMax'] as const)
    if (filters[key] !== undefined) out[key] = toMajor(Number(filters[key]), DEFAULT_CURRENCY);
  return out;
}

/** Filter form -> URL. */
export function fromForm(values: Values): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = values[key];
    if (value === undefined || value === null || value === '') continue;
    if (key === 'priceMin' || key === 'priceMax') out[key] = String(toMinor(Number(value), DEFAULT_CURRENCY));
    else out[key] = String(value).trim();
  }
  if (out.keyword === '') delete out.keyword;
  return out;
}

export function ProductFilters({
  options,
  platform,
}: {
  options: ProductOptionsData | undefined;
  platform: boolean;
}): ReactNode {
  const { t, i18n } = useTranslation(['product']);
  const language = isLanguage(i18n.language) ? i18n.language : 'zh-CN';
  return (
    <>
      <Form.Item name="keyword">
        <Input
          allowClear
          placeholder={t('product:filter.keyword')}
          aria-label={t('product:filter.keyword')}
          style={{ width: 220 }}
          data-testid="product-filter-keyword"
        />
      </Form.Item>
      <Form.Item name="categoryId">
        <TreeSelect
          allowClear
          showSearch
          treeNodeFilterProp="title"
          placeholder={t('product:field.category')}
          aria-label={t('product:field.category')}
          treeData={categoryTree(options?.categories ?? [], language)}
          style={{ width: 180 }}
          treeDefaultExpandAll
          popupMatchSelectWidth={false}
        />
      </Form.Item>
      {platform ? (
        <Form.Item name="supplierId">
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('product:field.supplier')}
            aria-label={t('product:field.supplier')}
            style={{ width: 170 }}
            options={[
              { value: 0, label: t('product:platform_owned') },
              ...(options?.suppliers ?? []).map((s) => ({ value: s.id, label: s.name })),
            ]}
          />
        </Form.Item>
      ) : null}
      <Form.Item name="shelf">
        <Select
          allowClear
          placeholder={t('product:field.shelf')}
          aria-label={t('product:field.shelf')}
          style={{ width: 130 }}
          options={[
            { value: 'on', label: t('product:shelf.on') },
            { value: 'off', label: t('product:shelf.off') },
          ]}
        />
      </Form.Item>
      <Form.Item name="stock">
        <Select
          allowClear
          placeholder={t('product:field.stock_state')}
          aria-label={t('product:field.stock_state')}
          style={{ width: 140 }}
          options={(['in', 'low', 'out'] as const).map((s) => ({ value: s, label: t(`product:stock.${s}`) }))}
        />
      </Form.Item>
      <Form.Item name="tagId">
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('product:field.tags')}
          aria-label={t('product:field.tags')}
          style={{ width: 140 }}
          options={(options?.tags ?? []).map((tag) => ({
            value: tag.id,
            label: tag.enabled ? tag.name : t('product:disabled_choice', { name: tag.name }),
          }))}
        />
      </Form.Item>
      <Form.Item name="priceMin">
        <InputNumber
          min={0}
          step={moneyStep(DEFAULT_CURRENCY)}
          placeholder={t('product:filter.price_min')}
          aria-label={t('product:filter.price_min')}
          style={{ width: 120 }}
        />
      </Form.Item>
      <Form.Item name="priceMax">
        <InputNumber
          min={0}
          step={moneyStep(DEFAULT_CURRENCY)}
          placeholder={t('product:filter.price_max')}
          aria-label={t('product:filter.price_max')}
          style={{ width: 120 }}
        />
      </Form.Item>
    </>
  );
}
