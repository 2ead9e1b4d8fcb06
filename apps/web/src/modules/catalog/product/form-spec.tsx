import { DeleteOutlined, PlusOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, InputNumber, Radio, Select, Table } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductOptionsData } from '@shop/shared/api/catalog-product';
import { DEFAULT_CURRENCY, type ProductFormValues } from './form-model.ts';
import { moneyStep } from '../../../lib/money.ts';
import { combinationKey, generateVariants, type OptionChoice, type VariantRow } from './variants.ts';

/**
 * Single or multiple specification; for multiple, options and values make the variant grid. Disabled: shown, not
 * changed.
 */
export function SpecSection({
  options,
  disabled,
}: {
  options: ProductOptionsData | undefined;
  disabled: boolean;
}): ReactNode {
  const { t } = useTranslation(['product', 'common']);
  const { modal } = App.useApp();
  const form = Form.useFormInstance<ProductFormValues>();
  const specMode = Form.useWatch('specMode', form) as ProductFormValues['specMode'] | undefined;
  const choices = (Form.useWatch('specOptions', form) as OptionChoice[] | undefined) ?? [];
  const variants = (Form.useWatch('variants', form) as VariantRow[] | undefined) ?? [];
  const currency = (Form.useWatch('currency', form) as string | undefined)?.toUpperCase() || DEFAULT_CURRENCY;
  const all = options?.options ?? [];
  const valueName = (optionId: number, valueId: number) =>
    all.find((o) => o.id === optionId)?.values.find((v) => v.id === valueId)?.name ?? `#${valueId}`;
  const required = { required: true, message: t('common:field_error.required') };

  const generate = () => {
    const current = (form.getFieldValue('variants') as VariantRow[] | undefined) ?? [];
    const next = generateVariants(form.getFieldValue('specOptions') ?? [], current, {
      sku: form.getFieldValue('sku') ?? '',
      price: form.getFieldValue('price') ?? null,
    });
    const kept = new Set(next.map((v) => combinationKey(v.optionValues)));
    const dropped = current.filter((v) => !kept.has(combinationKey(v.optionValues)));
    const apply = () => {
      form.setFieldValue('variants', next);
      void form.validateFields(['variants']).catch(() => undefined);
    };
    if (dropped.length === 0) apply();
    else {
      modal.confirm({
        title: t('product:spec.confirm_drop', { count: dropped.length }),
        content: dropped.map((v) => v.sku).join(', '),
        okText: t('product:spec.generate'),
        cancelText: t('common:action.cancel'),
        okButtonProps: { danger: true },
        onOk: apply,
      });
    }
  };

  return (
    <>
      <Form.Item name="specMode" label={t('product:field.spec_mode')}>
        <Radio.Group
          optionType="button"
          options={(['single', 'multi'] as const).map((m) => ({ value: m, label: t(`product:spec.${m}`) }))}
          data-testid="product-spec-mode"
        />
      </Form.Item>
      {specMode === 'multi' ? (
        <>
          <Form.List name="specOptions">
            {(fields, { add, remove }) => (
              <div data-testid="product-spec-options">
                {fields.map((field) => {
                  const optionId = choices[field.name]?.optionId;
                  const option = all.find((o) => o.id === optionId);
                  return (
                    <div className="product-option-row" key={field.key}>
                      <Form.Item name={[field.name, 'optionId']} rules={[required]} style={{ minWidth: 180 }}>
                        <Select
                          placeholder={t('product:spec.option')}
                          aria-label={t('product:spec.option')}
                          data-testid={`product-option-${field.name}`}
                          options={all.map((o) => ({
                            value: o.id,
                            label: o.name,
                            disabled: choices.some((c, i) => i !== field.name && c?.optionId === o.id),
                          }))}
                          onChange={() => form.setFieldValue(['specOptions', field.name, 'valueIds'], [])}
                        />
                      </Form.Item>
                      <Form.Item
                        name={[field.name, 'valueIds']}
                        rules={[{ ...required, type: 'array', min: 1 }]}
                        style={{ minWidth: 260, flex: 1 }}
                      >
                        <Select
                          mode="multiple"
                          placeholder={t('product:spec.values')}
                          aria-label={t('product:spec.values')}
                          disabled={disabled || !option}
                          optionFilterProp="label"
                          data-testid={`product-option-values-${field.name}`}
                          options={(option?.values ?? []).map((v) => ({ value: v.id, label: v.name }))}
                        />
                      </Form.Item>
                      {disabled ? null : (
                        <Button
                          type="text"
                          danger
                          icon={<DeleteOutlined />}
                          aria-label={t('common:action.delete')}
                          onClick={() => remove(field.name)}
                        />
                      )}
                    </div>
                  );
                })}
                {disabled ? null : (
                  <div className="product-option-row">
                    <Button
                      icon={<PlusOutlined />}
                      onClick={() => add({ optionId: undefined, valueIds: [] })}
                      disabled={fields.length >= Math.min(10, all.length)}
                      data-testid="product-option-add"
                    >
                      {t('product:spec.add_option')}
                    </Button>
                    <Button
                      type="primary"
                      ghost
                      icon={<ThunderboltOutlined />}
                      onClick={generate}
                      disabled={!choices.some((c) => c?.optionId && c.valueIds?.length)}
                      data-testid="product-generate"
                    >
                      {t('product:spec.generate')}
                    </Button>
                  </div>
                )}
                {all.length === 0 && !disabled ? (
                  <div className="upload-hint">{t('product:spec.no_options')}</div>
                ) : null}
              </div>
            )}
          </Form.List>
          <Form.List
            name="variants"
            rules={[
              {
                validator: async (_r, rows: unknown[]) => {
                  if (!rows?.length) throw new Error(t('product:spec.variants_required'));
                },
              },
            ]}
          >
            {(fields, { remove }, { errors }) => (
              <>
                <Table
                  className="product-variant-table"
                  size="small"
                  rowKey="key"
                  pagination={false}
                  scroll={{ x: 720 }}
                  dataSource={fields}
                  data-testid="product-variants"
                  locale={{ emptyText: t('product:spec.empty_grid') }}
                  columns={[
                    {
                      title: t('product:spec.combination'),
                      key: 'combination',
                      width: 200,
                      render: (_: unknown, field) =>
                        (variants[field.name]?.optionValues ?? [])
                          .map((o) => valueName(o.optionId, o.valueId))
                          .join(' / ') || '—',
                    },
                    {
                      title: t('product:field.sku'),
                      key: 'sku',
                      width: 200,
                      render: (_: unknown, field) => (
                        <Form.Item name={[field.name, 'sku']} rules={[required]}>
                          <Input
                            maxLength={64}
                            aria-label={t('product:field.sku')}
                            data-testid={`product-variant-sku-${field.name}`}
                          />
                        </Form.Item>
                      ),
                    },
                    {
                      title: `${t('product:field.price')} (${currency})`,
                      key: 'price',
                      width: 160,
                      render: (_: unknown, field) => (
                        <Form.Item name={[field.name, 'price']} rules={[required]}>
                          <InputNumber
                            min={0}
                            step={moneyStep(currency)}
                            aria-label={t('product:field.price')}
                            data-testid={`product-variant-price-${field.name}`}
                            style={{ width: '100%' }}
                          />
                        </Form.Item>
                      ),
                    },
                    {
                      title: t('product:field.stock'),
                      key: 'stock',
                      width: 130,
                      render: (_: unknown, field) => (
                        <Form.Item name={[field.name, 'stock']}>
                          <InputNumber
                            min={0}
                            precision={0}
                            aria-label={t('product:field.stock')}
                            disabled={disabled || variants[field.name]?.id !== undefined}
                            title={
                              variants[field.name]?.id !== undefined ? t('product:hint.stock_in_inventory') : undefined
                            }
                            data-testid={`product-variant-stock-${field.name}`}
                            style={{ width: '100%' }}
                          />
                        </Form.Item>
                      ),
                    },
                    ...(disabled
                      ? []
                      : [
                          {
                            title: '',
                            key: 'remove',
                            width: 56,
                            render: (_: unknown, field: { name: number }) => (
                              <Button
                                type="text"
                                danger
                                icon={<DeleteOutlined />}
                                aria-label={t('common:action.delete')}
                                onClick={() => remove(field.name)}
                              />
                            ),
                          },
                        ]),
                  ]}
                />
                <Form.ErrorList errors={errors} />
                {disabled ? null : <div className="upload-hint">{t('product:spec.grid_hint')}</div>}
              </>
            )}
          </Form.List>
        </>
      ) : null}
    </>
  );
}
