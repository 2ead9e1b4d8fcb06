import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Radio } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { productAddBody } from '@shop/shared/api/catalog-product';
import { zodRule } from '../../../components/form-rules.ts';
import { DEFAULT_CURRENCY, PRICE_KEYS, type ProductFormValues } from './form-model.ts';
import { currencyDigits, moneyStep } from '../../../lib/money.ts';

/**
 * Prices (major units), weight, stock, minimum order, ladder prices or discount. Disabled (read-only)
 * hides the buttons that add or remove rows; the form's own `disabled` covers the inputs.
 */
export function PricingSection({ editing, disabled }: { editing: boolean; disabled: boolean }): ReactNode {
  const { t } = useTranslation(['product', 'common']);
  const form = Form.useFormInstance<ProductFormValues>();
  const currency = (Form.useWatch('currency', form) as string | undefined)?.toUpperCase() || DEFAULT_CURRENCY;
  const pricingMode = Form.useWatch('pricingMode', form) as ProductFormValues['pricingMode'] | undefined;
  const specMode = Form.useWatch('specMode', form) as ProductFormValues['specMode'] | undefined;
  const step = moneyStep(currency);
  const required = { required: true, message: t('common:field_error.required') };
  const moneyInput = (testId?: string) => (
    <InputNumber min={0} step={step} precision={currencyDigits(currency)} suffix={currency} data-testid={testId} />
  );
  return (
    <>
      <div className="product-form-grid">
        <Form.Item
          name="currency"
          label={t('product:field.currency')}
          rules={[zodRule(productAddBody.shape.currency, t)]}
          normalize={(v: string) => v.toUpperCase()}
        >
          <Input maxLength={3} style={{ width: 120 }} />
        </Form.Item>
        {PRICE_KEYS.map((key) => (
          <Form.Item key={key} name={key} label={t(`product:field.${key}`)} rules={key === 'price' ? [required] : []}>
            {moneyInput(`product-${key}`)}
          </Form.Item>
        ))}
        <Form.Item name="weight" label={t('product:field.weight')} extra={t('product:hint.weight')}>
          <InputNumber min={0} max={100_000_000} precision={0} suffix="g" />
        </Form.Item>
        {specMode !== 'multi' ? (
          <Form.Item
            name="stock"
            label={t('product:field.stock')}
            extra={editing ? t('product:hint.stock_in_inventory') : t('product:hint.initial_stock')}
          >
            <InputNumber
              min={0}
              max={1_000_000_000}
              precision={0}
              disabled={editing || disabled}
              data-testid="product-stock"
            />
          </Form.Item>
        ) : null}
        <Form.Item
          name="lowStockThreshold"
          label={t('product:field.low_stock_threshold')}
          extra={t('product:hint.low_stock_threshold')}
        >
          <InputNumber min={0} max={1_000_000} precision={0} />
        </Form.Item>
        <Form.Item name="minOrder" label={t('product:field.min_order')}>
          <InputNumber min={1} max={1_000_000} precision={0} />
        </Form.Item>
      </div>
      <Form.Item name="pricingMode" label={t('product:field.pricing_mode')}>
        <Radio.Group
          optionType="button"
          options={(['none', 'ladder', 'discount'] as const).map((m) => ({
            value: m,
            label: t(`product:pricing.${m}`),
          }))}
        />
      </Form.Item>
      {pricingMode === 'discount' ? (
        <Form.Item
          name="discountPercent"
          label={t('product:field.discount')}
          rules={[required]}
          extra={t('product:hint.discount')}
        >
          <InputNumber
            min={1}
            max={99}
            precision={0}
            suffix="%"
            style={{ width: 160 }}
            data-testid="product-discount"
          />
        </Form.Item>
      ) : null}
      {pricingMode === 'ladder' ? (
        <Form.List
          name="ladderPrices"
          rules={[
            {
              validator: async (_r, rows: unknown[]) => {
                if (!rows?.length) throw new Error(t('product:ladder_required'));
              },
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <div className="product-list-rows" data-testid="product-ladder">
              {fields.map((field) => (
                <div className="product-list-row" key={field.key}>
                  <Form.Item name={[field.name, 'minQty']} rules={[required]} label={t('product:field.ladder_qty')}>
                    <InputNumber min={2} max={1_000_000} precision={0} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'price']} rules={[required]} label={t('product:field.ladder_price')}>
                    {moneyInput()}
                  </Form.Item>
                  {disabled ? null : (
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('common:action.delete')}
                      onClick={() => remove(field.name)}
                      style={{ marginTop: 30 }}
                    />
                  )}
                </div>
              ))}
              {disabled ? null : (
                <div>
                  <Button
                    icon={<PlusOutlined />}
                    onClick={() => add({ minQty: null, price: null })}
                    disabled={fields.length >= 10}
                  >
                    {t('product:ladder_add')}
                  </Button>
                </div>
              )}
              <Form.ErrorList errors={errors} />
            </div>
          )}
        </Form.List>
      ) : null}
    </>
  );
}
