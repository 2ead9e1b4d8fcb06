import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { AutoComplete, Button, Form, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductOptionsData } from '@shop/shared/api/catalog-product';
import type { ProductFormValues } from './form-model.ts';

/** Attributes: each chosen once, each with a value (spec: value required, no repeats). Disabled: shown, not changed. */
export function AttributesSection({
  options,
  disabled,
}: {
  options: ProductOptionsData | undefined;
  disabled: boolean;
}): ReactNode {
  const { t } = useTranslation(['product', 'common']);
  const form = Form.useFormInstance<ProductFormValues>();
  const rows = (Form.useWatch('attributes', form) as ProductFormValues['attributes'] | undefined) ?? [];
  const all = options?.attributes ?? [];
  const required = { required: true, whitespace: true, message: t('common:field_error.required') };
  return (
    <Form.List name="attributes">
      {(fields, { add, remove }) => (
        <div className="product-list-rows" data-testid="product-attributes">
          {fields.map((field) => {
            const chosen = rows[field.name]?.attributeId;
            const values = all.find((a) => a.id === chosen)?.values ?? [];
            return (
              <div className="product-list-row" key={field.key}>
                <Form.Item
                  name={[field.name, 'attributeId']}
                  style={{ minWidth: 200 }}
                  rules={[
                    { required: true, message: t('common:field_error.required') },
                    {
                      validator: async (_r, id: number | null) => {
                        if (id !== null && id !== undefined && rows.filter((r) => r?.attributeId === id).length > 1)
                          throw new Error(t('product:attribute_repeated'));
                      },
                    },
                  ]}
                >
                  <Select
                    placeholder={t('product:field.attribute')}
                    aria-label={t('product:field.attribute')}
                    showSearch={{ optionFilterProp: 'label' }}
                    options={all.map((a) => ({
                      value: a.id,
                      label: a.name,
                      disabled: rows.some((r, i) => i !== field.name && r?.attributeId === a.id),
                    }))}
                  />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'value']}
                  style={{ minWidth: 220, flex: 1 }}
                  rules={[required, { max: 200, message: t('common:field_error.too_long', { max: 200 }) }]}
                >
                  <AutoComplete
                    placeholder={t('product:field.attribute_value')}
                    aria-label={t('product:field.attribute_value')}
                    options={values.map((v) => ({ value: v }))}
                    showSearch={{
                      filterOption: (input, option) =>
                        String(option?.value ?? '')
                          .toLowerCase()
                          .includes(input.toLowerCase()),
                    }}
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
          {disabled ? (
            fields.length === 0 ? (
              <div className="upload-hint">{t('product:read_only.no_attributes')}</div>
            ) : null
          ) : (
            <div>
              <Button
                icon={<PlusOutlined />}
                onClick={() => add({ attributeId: null, value: '' })}
                disabled={fields.length >= Math.min(100, all.length)}
              >
                {t('product:attribute_add')}
              </Button>
              {all.length === 0 ? (
                <span className="upload-hint" style={{ marginInlineStart: 8 }}>
                  {t('product:no_attributes')}
                </span>
              ) : null}
            </div>
          )}
        </div>
      )}
    </Form.List>
  );
}
