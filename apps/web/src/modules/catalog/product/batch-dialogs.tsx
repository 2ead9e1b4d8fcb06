import { useQuery } from '@tanstack/react-query';
import { Form, InputNumber, Modal, Radio, Select } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PRICE_FIELDS, type ProductChangePriceBody, type ProductTagsBody } from '@shop/shared/api/catalog-product';
import { fetchProductOptions, productKeys } from './api.ts';
import { moneyStep, toMinor } from '../../../lib/money.ts';

export type BatchDialogKind = 'tags' | 'warning' | 'price';

interface DialogProps {
  kind: BatchDialogKind | null;
  count: number;
  currency: string;
  pending: boolean;
  onClose: () => void;
  onTags: (body: Omit<ProductTagsBody, 'ids'>) => void;
  onWarning: (threshold: number) => void;
  onPrice: (body: Omit<ProductChangePriceBody, 'ids'>) => void;
}

interface Values {
  mode?: string;
  tagIds?: number[];
  threshold?: number;
  field?: (typeof PRICE_FIELDS)[number];
  amount?: number;
}

/** The batch dialogs that need input: tags, stock-warning threshold, price change. */
export function BatchDialog({
  kind,
  count,
  currency,
  pending,
  onClose,
  onTags,
  onWarning,
  onPrice,
}: DialogProps): ReactNode {
  const { t } = useTranslation(['product', 'common']);
  const [form] = Form.useForm<Values>();
  const options = useQuery({ queryKey: productKeys.options, queryFn: fetchProductOptions, enabled: kind === 'tags' });
  const mode = Form.useWatch('mode', form);

  useEffect(() => {
    if (!kind) return;
    form.resetFields();
    if (kind === 'tags') form.setFieldsValue({ mode: 'add', tagIds: [] });
    if (kind === 'price') form.setFieldsValue({ field: 'price', mode: 'percent' });
  }, [kind, form]);

  const finish = (values: Values) => {
    if (kind === 'tags') onTags({ mode: values.mode as ProductTagsBody['mode'], tagIds: values.tagIds ?? [] });
    if (kind === 'warning') onWarning(values.threshold ?? 0);
    if (kind === 'price') {
      const priceMode = values.mode as ProductChangePriceBody['mode'];
      const amount =
        priceMode === 'percent' ? Math.round(values.amount ?? 0) : (toMinor(values.amount ?? 0, currency) ?? 0);
      onPrice({ field: values.field ?? 'price', mode: priceMode, amount });
    }
  };

  const required = { required: true, message: t('common:field_error.required') };
  return (
    <Modal
      open={kind !== null}
      title={kind ? t(`product:batch.${kind}_title`, { count }) : ''}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('product:batch.apply')}
      cancelText={t('common:action.cancel')}
      confirmLoading={pending}
      okButtonProps={{ 'data-testid': 'product-batch-ok' }}
      maskClosable={false}
      destroyOnHidden
      width={520}
    >
      <Form<Values> form={form} layout="vertical" onFinish={finish} data-testid="product-batch-form">
        {kind === 'tags' ? (
          <>
            <Form.Item name="mode" label={t('product:batch.tags_mode')}>
              <Radio.Group
                optionType="button"
                options={(['add', 'remove', 'replace'] as const).map((m) => ({
                  value: m,
                  label: t(`product:batch.tags_mode_${m}`),
                }))}
              />
            </Form.Item>
            <Form.Item
              name="tagIds"
              label={t('product:field.tags')}
              rules={mode === 'replace' ? [] : [{ ...required, type: 'array', min: 1 }]}
            >
              <Select
                mode="multiple"
                allowClear
                loading={options.isLoading}
                placeholder={t('product:field.tags')}
                options={(options.data?.tags ?? [])
                  // Disabled tags can be taken off products, not added to them.
                  .filter((tag) => tag.enabled || mode === 'remove')
                  .map((tag) => ({
                    value: tag.id,
                    label: tag.enabled ? tag.name : t('product:disabled_choice', { name: tag.name }),
                  }))}
                optionFilterProp="label"
              />
            </Form.Item>
          </>
        ) : null}
        {kind === 'warning' ? (
          <Form.Item
            name="threshold"
            label={t('product:field.low_stock_threshold')}
            rules={[required]}
            extra={t('product:hint.low_stock_threshold')}
          >
            <InputNumber min={0} max={1_000_000} precision={0} style={{ width: 200 }} />
          </Form.Item>
        ) : null}
        {kind === 'price' ? (
          <>
            <Form.Item name="field" label={t('product:batch.price_field')}>
              <Select
                options={PRICE_FIELDS.map((f) => ({ value: f, label: t(`product:field.${f}`) }))}
                style={{ width: 220 }}
              />
            </Form.Item>
            <Form.Item name="mode" label={t('product:batch.price_mode')}>
              <Radio.Group
                optionType="button"
                options={(['percent', 'add', 'set'] as const).map((m) => ({
                  value: m,
                  label: t(`product:batch.price_mode_${m}`),
                }))}
              />
            </Form.Item>
            <Form.Item
              name="amount"
              label={
                mode === 'percent' ? t('product:batch.amount_percent') : t('product:batch.amount_money', { currency })
              }
              rules={[required]}
              extra={t('product:batch.price_hint')}
            >
              <InputNumber
                style={{ width: 220 }}
                precision={mode === 'percent' ? 0 : undefined}
                step={mode === 'percent' ? 1 : moneyStep(currency)}
                min={mode === 'set' ? 0 : undefined}
                suffix={mode === 'percent' ? '%' : currency}
              />
            </Form.Item>
          </>
        ) : null}
      </Form>
    </Modal>
  );
}
