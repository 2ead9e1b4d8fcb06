import { Form, Input, Select, Switch, TreeSelect } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { productAddBody, type ProductInfo, type ProductOptionsData } from '@shop/shared/api/catalog-product';
import { isLanguage } from '@shop/shared/constants';
import { zodRule } from '../../../components/form-rules.ts';
import { LANGUAGE_NAMES } from '../../../lib/i18n.ts';
import { useAuth } from '../../../lib/auth-store.ts';
import { categoryTree } from './category-tree.ts';
import { RelatedPicker } from './related-picker.tsx';

/** Number and SKU: the shared schema's code rule (1-64 characters, no spaces or commas). */
const productCode = productAddBody.shape.number;

interface Props {
  options: ProductOptionsData | undefined;
  languages: readonly (keyof typeof LANGUAGE_NAMES)[];
  /** the enabled content languages: the name is required in each */
  requiredLanguages: readonly string[];
  selfId?: number;
  /** the related products' labels from the product's detail */
  related?: ProductInfo['related'];
  disabled: boolean;
}

/** Names and brief per language, codes, category, owner, warehouse, tax class, tags, related products. */
export function BasicSection({ options, languages, requiredLanguages, selfId, related, disabled }: Props): ReactNode {
  const { t, i18n } = useTranslation(['product', 'common']);
  const { user } = useAuth();
  const language = isLanguage(i18n.language) ? i18n.language : 'zh-CN';
  const required = { required: true, whitespace: true, message: t('common:field_error.required') };
  const form = Form.useFormInstance();
  const tagIds = Form.useWatch<number[] | undefined>('tagIds', form);
  const warehouseId = Form.useWatch<number | null | undefined>('warehouseId', form);
  const defaultTaxClass = options?.taxClasses.find((c) => c.isDefault);
  // Disabled tags and warehouses are not offered for new choices, but a product that has one
  // still shows it by name (marked) until it is taken off.
  const offered = (choices: { id: number; name: string; enabled: boolean }[], chosen: number[]) =>
    choices
      .filter((c) => c.enabled || chosen.includes(c.id))
      .map((c) => ({ value: c.id, label: c.enabled ? c.name : t('product:disabled_choice', { name: c.name }) }));
  return (
    <>
      {languages.map((lang) => (
        <div className="product-lang-block" key={lang} data-testid={`product-lang-${lang}`}>
          <div className="product-lang-title" lang={lang}>
            {LANGUAGE_NAMES[lang]}
          </div>
          <div className="product-form-grid">
            <Form.Item
              name={['name', lang]}
              label={t('product:field.name')}
              rules={[
                ...(requiredLanguages.includes(lang) ? [required] : []),
                { max: 200, message: t('common:field_error.too_long', { max: 200 }) },
              ]}
            >
              <Input maxLength={200} data-testid={`product-name-${lang}`} />
            </Form.Item>
            <Form.Item
              name={['brief', lang]}
              label={t('product:field.brief')}
              rules={[{ max: 1000, message: t('common:field_error.too_long', { max: 1000 }) }]}
              className="product-form-wide"
            >
              <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={1000} showCount />
            </Form.Item>
          </div>
        </div>
      ))}
      <div className="product-form-grid">
        <Form.Item
          name="number"
          label={t('product:field.number')}
          rules={[zodRule(productCode, t)]}
          extra={t('product:hint.code')}
        >
          <Input maxLength={64} data-testid="product-number" />
        </Form.Item>
        <Form.Item name="sku" label={t('product:field.sku')} rules={[zodRule(productCode, t)]}>
          <Input maxLength={64} data-testid="product-sku" />
        </Form.Item>
        <Form.Item name="categoryId" label={t('product:field.category')}>
          <TreeSelect
            allowClear
            showSearch
            treeNodeFilterProp="title"
            treeDefaultExpandAll
            placeholder={t('product:field.category')}
            treeData={categoryTree(options?.categories ?? [], language, { disableOff: true })}
          />
        </Form.Item>
        {user?.supplier ? (
          <Form.Item label={t('product:field.supplier')} extra={t('product:hint.own_supplier')}>
            <Input value={user.supplier_name ?? ''} disabled aria-label={t('product:field.supplier')} />
          </Form.Item>
        ) : (
          <Form.Item name="supplierId" label={t('product:field.supplier')} extra={t('product:hint.platform_owned')}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('product:platform_owned')}
              options={(options?.suppliers ?? []).map((s) => ({ value: s.id, label: s.name }))}
            />
          </Form.Item>
        )}
        <Form.Item name="warehouseId" label={t('product:field.warehouse')}>
          <Select
            allowClear
            placeholder={t('product:hint.default_warehouse')}
            data-testid="product-warehouse"
            options={offered(
              options?.warehouses ?? [],
              warehouseId === null || warehouseId === undefined ? [] : [warehouseId],
            )}
          />
        </Form.Item>
        <Form.Item name="taxClassId" label={t('product:field.tax_class')} extra={t('product:hint.tax_class')}>
          <Select
            allowClear
            placeholder={t('product:default_tax_class', { name: defaultTaxClass?.name ?? '' })}
            data-testid="product-tax-class"
            options={(options?.taxClasses ?? []).map((c) => ({
              value: c.id,
              label: c.isDefault ? `${c.name} (${t('product:default_mark')})` : c.name,
            }))}
          />
        </Form.Item>
        <Form.Item name="tagIds" label={t('product:field.tags')}>
          <Select
            mode="multiple"
            allowClear
            optionFilterProp="label"
            data-testid="product-tags"
            options={offered(options?.tags ?? [], tagIds ?? [])}
          />
        </Form.Item>
        <Form.Item name="relatedIds" label={t('product:field.related')} className="product-form-wide">
          <RelatedPicker selfId={selfId} known={related} disabled={disabled} />
        </Form.Item>
        <Form.Item name="stockStatusId" label={t('product:field.stock_status')} extra={t('product:hint.stock_status')}>
          <Select allowClear options={(options?.stockStatuses ?? []).map((s) => ({ value: s.id, label: s.name }))} />
        </Form.Item>
        <Form.Item name="onShelf" label={t('product:field.shelf')} valuePropName="checked">
          <Switch
            checkedChildren={t('product:shelf.on')}
            unCheckedChildren={t('product:shelf.off')}
            data-testid="product-on-shelf"
          />
        </Form.Item>
      </div>
    </>
  );
}
