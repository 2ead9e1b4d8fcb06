import { App, Descriptions, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  STOCK_REASONS,
  stockAdjustBody,
  type InventoryRow,
  type StockReason,
} from '@shop/shared/api/catalog-inventory';
import { applyServerErrors, zodRule } from '../../../components/form-rules.ts';
import { pickLocalized } from '../../../components/localized.ts';
import { ApiError } from '../../../lib/request.ts';
import { inventory } from './api.ts';

interface AdjustValues {
  delta: number | null;
  reason: StockReason;
  note: string;
}

const shape = stockAdjustBody.shape;

const bodyOf = (row: InventoryRow, values: AdjustValues) => ({
  productId: row.productId,
  variantId: row.variantId,
  warehouseId: row.warehouseId,
  delta: values.delta ?? 0,
  reason: values.reason,
  note: values.note?.trim() ?? '',
});

/** Adds or takes out stock of one SKU in one warehouse, with a reason; the ledger records it. */
export function AdjustDialog({ row, onClose }: { row: InventoryRow | null; onClose: () => void }): ReactNode {
  const { t, i18n } = useTranslation(['inventory', 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<AdjustValues>();
  const delta = Form.useWatch('delta', form);

  useEffect(() => {
    if (row) {
      form.resetFields();
      form.setFieldsValue({ reason: 'correction', note: '' });
    }
  }, [row, form]);

  // A submit retried after a network failure is the same action: applied once.
  const save = inventory.useChange('adjust', {
    onSuccess: (result) => {
      void message.success(t('inventory:adjusted', { quantity: result.quantity }));
      onClose();
    },
    onError: (error) => {
      if (applyServerErrors(form, error, t)) return;
      // Not enough stock to take out: the server's text goes on the quantity field.
      if (error instanceof ApiError && error.status === 409)
        form.setFields([{ name: 'delta', errors: [error.message] }]);
    },
  });

  const after = row && typeof delta === 'number' ? row.quantity + delta : null;
  return (
    <Modal
      open={row !== null}
      title={t('inventory:adjust')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common:action.save')}
      cancelText={t('common:action.cancel')}
      confirmLoading={save.isPending}
      okButtonProps={{ 'data-testid': 'adjust-submit' }}
      destroyOnHidden
      width={520}
    >
      {row ? (
        <>
          <Descriptions
            size="small"
            column={1}
            style={{ marginBottom: 16 }}
            items={[
              {
                key: 'p',
                label: t('inventory:field.product'),
                children: pickLocalized(row.productName, i18n.language),
              },
              { key: 's', label: t('inventory:field.sku'), children: row.sku },
              { key: 'w', label: t('inventory:field.warehouse'), children: row.warehouseName },
              { key: 'q', label: t('inventory:field.quantity'), children: row.quantity },
            ]}
          />
          <Form<AdjustValues>
            form={form}
            layout="vertical"
            data-testid="adjust-form"
            onFinish={(values) => !save.isPending && save.mutate(bodyOf(row, values))}
          >
            <Form.Item
              name="delta"
              label={t('inventory:field.delta')}
              extra={after !== null ? t('inventory:after', { quantity: after }) : t('inventory:delta_hint')}
              rules={[
                zodRule(shape.delta, t),
                {
                  validator: async (_r, value: number | null) => {
                    if (typeof value === 'number' && row.quantity + value < 0)
                      throw new Error(t('inventory:below_zero', { quantity: row.quantity }));
                  },
                },
              ]}
            >
              <InputNumber precision={0} style={{ width: '100%' }} placeholder="+10 / -3" data-testid="adjust-delta" />
            </Form.Item>
            <Form.Item name="reason" label={t('inventory:field.reason')} rules={[zodRule(shape.reason, t)]}>
              <Select
                options={STOCK_REASONS.map((r) => ({ value: r, label: t(`inventory:reason.${r}`) }))}
                data-testid="adjust-reason"
              />
            </Form.Item>
            <Form.Item name="note" label={t('inventory:field.note')} rules={[zodRule(shape.note, t)]}>
              <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} data-testid="adjust-note" />
            </Form.Item>
          </Form>
        </>
      ) : null}
    </Modal>
  );
}
