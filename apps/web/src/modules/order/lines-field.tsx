import { DeleteOutlined, PictureOutlined } from '@ant-design/icons';
import { App, Button, Form, Image, InputNumber, Table, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderQuoteData } from '@shop/shared/api/order';
import { pickLocalized } from '../../components/localized.ts';
import type { PickMode } from './api.ts';
import { addChoice, type FormLine } from './form-model.ts';
import { formatMoney } from '../../lib/money.ts';
import { ProductPicker } from './product-picker.tsx';

interface Row {
  field: { key: number; name: number };
  line: FormLine;
}

/** The order's lines: a picker that adds goods, and a table of quantities checked against live stock. */
export function LinesField({ mode, quote }: { mode: PickMode; quote: OrderQuoteData | undefined }): ReactNode {
  const { t, i18n } = useTranslation(['order', 'common']);
  const { message } = App.useApp();
  const form = Form.useFormInstance();
  const lines = (Form.useWatch('lines', { form, preserve: true }) ?? []) as FormLine[];
  const priced = (l: FormLine) => quote?.lines.find((q) => q.productId === l.productId && q.variantId === l.variantId);
  const money = (v: number | undefined) =>
    v === undefined || !quote ? '—' : formatMoney(v, quote.currency, i18n.language);

  return (
    <Form.List
      name="lines"
      rules={[
        {
          validator: async (_r, value: FormLine[] | undefined) => {
            if (!value?.length) throw new Error(t('order:line.required'));
          },
        },
      ]}
    >
      {(fields, { remove }, { errors }) => {
        const rows: Row[] = fields
          .map((field) => ({
            field,
            line: lines[field.name] ?? (form.getFieldValue(['lines', field.name]) as FormLine),
          }))
          .filter((r) => r.line);
        const columns: TableColumnsType<Row> = [
          {
            title: t('order:field.product'),
            key: 'product',
            render: (_: unknown, { line }) => (
              <div className="order-line-product">
                {line.image ? (
                  <Image src={line.image} width={40} height={40} className="order-thumb" alt="" preview={false} />
                ) : (
                  <span className="order-thumb order-thumb-empty" aria-hidden="true">
                    <PictureOutlined />
                  </span>
                )}
                <div className="order-wrap">
                  <div>{pickLocalized(line.name, i18n.language) || line.sku}</div>
                  <div className="order-sub">
                    {line.sku} · {line.supplierName ?? t('order:platform')}
                  </div>
                </div>
              </div>
            ),
          },
          {
            title: t('order:field.unit_price'),
            key: 'price',
            width: 104,
            align: 'right',
            render: (_: unknown, { line }) => money(priced(line)?.unitPrice),
          },
          {
            title: t('order:field.quantity'),
            key: 'quantity',
            width: 116,
            render: (_: unknown, { field, line }) => (
              <Form.Item
                name={[field.name, 'quantity']}
                className="order-line-quantity"
                rules={[
                  {
                    validator: async (_r, value: number | null) => {
                      if (value === null || value === undefined) throw new Error(t('common:field_error.required'));
                      if (!Number.isInteger(value) || value < 1)
                        throw new Error(t('common:field_error.too_small', { min: 1 }));
                      const available =
                        (form.getFieldValue(['lines', field.name, 'available']) as number | null) ?? null;
                      if (available !== null && value > available)
                        throw new Error(t('order:line.over_stock', { count: available }));
                    },
                  },
                ]}
              >
                <InputNumber
                  min={1}
                  precision={0}
                  style={{ width: 96 }}
                  aria-label={t('order:line.quantity_of', { sku: line.sku })}
                  data-testid={`order-line-qty-${line.sku}`}
                />
              </Form.Item>
            ),
          },
          {
            title: t('order:field.available'),
            key: 'available',
            width: 72,
            align: 'right',
            render: (_: unknown, { line }) =>
              line.available === null ? (
                '—'
              ) : (
                <span
                  className={line.available < 1 ? 'order-stock-out' : undefined}
                  data-testid={`order-line-stock-${line.sku}`}
                >
                  {line.available}
                </span>
              ),
          },
          {
            title: t('order:field.amount'),
            key: 'amount',
            width: 104,
            align: 'right',
            render: (_: unknown, { line }) => money(priced(line)?.amount),
          },
          {
            title: <span className="order-visually-hidden">{t('common:actions')}</span>,
            key: 'remove',
            width: 52,
            render: (_: unknown, { field, line }) => (
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                onClick={() => remove(field.name)}
                aria-label={t('order:line.remove', { sku: line.sku })}
                data-testid={`order-line-remove-${line.sku}`}
              />
            ),
          },
        ];
        return (
          <div className="order-lines-field">
            <div className="order-picker-row">
              <label htmlFor="order-product-picker" className="order-picker-label">
                {t('order:line.add')}
              </label>
              <ProductPicker
                id="order-product-picker"
                mode={mode}
                onPick={(choice) => {
                  const next = addChoice(form.getFieldValue('lines') ?? [], choice);
                  if (next.result === 'no_stock' || next.result === 'at_stock') {
                    void message.warning(t(`order:line.${next.result}`, { sku: choice.sku }));
                    return;
                  }
                  form.setFieldValue('lines', next.lines);
                  void form.validateFields([['lines']]).catch(() => undefined);
                }}
              />
            </div>
            <Table<Row>
              rowKey={(r) => r.field.key}
              columns={columns}
              dataSource={rows}
              pagination={false}
              size="small"
              scroll={{ x: 600 }}
              locale={{ emptyText: t('order:line.none') }}
              data-testid="order-form-lines"
            />
            <Form.ErrorList errors={errors} />
          </div>
        );
      }}
    </Form.List>
  );
}
