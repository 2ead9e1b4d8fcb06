import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Modal, Select } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderInfo } from '@shop/shared/api/order';
import { pickLocalized } from '../../components/localized.ts';
import { fetchChoices, orderKeys } from './api.ts';

interface Props {
  order: OrderInfo;
  open: boolean;
  pending: boolean;
  /** the server's refusal, shown in the dialog */
  error: string | null;
  onSubmit: (paymentMethodId: number | undefined) => void;
  onClose: () => void;
}

/**
 * Marks an order paid after confirming: the payment method it was paid with may be recorded (the
 * enabled ones of settings /payment); none chosen records none.
 */
export function PayDialog({ order, open, pending, error, onSubmit, onClose }: Props): ReactNode {
  const { t, i18n } = useTranslation(['order', 'common']);
  const [form] = Form.useForm<{ paymentMethodId?: number }>();
  const choices = useQuery({
    queryKey: orderKeys.choices,
    queryFn: fetchChoices,
    staleTime: 5 * 60_000,
    enabled: open,
  });
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  const mixed = new Set(order.lines.map((l) => l.supplierId)).size > 1;
  return (
    <Modal
      open={open}
      title={t('order:confirm.pay_title', { number: order.number })}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('order:action.pay')}
      cancelText={t('common:action.cancel')}
      okButtonProps={{ 'data-testid': 'order-pay-ok' }}
      confirmLoading={pending}
      destroyOnHidden
    >
      <p>{mixed ? t('order:confirm.pay_mixed') : t('order:confirm.pay_text')}</p>
      <Form form={form} layout="vertical" onFinish={(v) => onSubmit(v.paymentMethodId)} data-testid="order-pay-form">
        <Form.Item
          name="paymentMethodId"
          label={t('order:field.payment_method')}
          extra={t('order:payment_method_hint')}
        >
          <Select
            allowClear
            loading={choices.isLoading}
            placeholder={t('order:payment_method_none')}
            data-testid="order-pay-method"
            options={(choices.data?.paymentMethods ?? []).map((m) => ({
              value: m.id,
              label: pickLocalized(m.name, i18n.language),
            }))}
          />
        </Form.Item>
      </Form>
      {error ? <Alert type="error" showIcon title={error} data-testid="order-pay-error" /> : null}
    </Modal>
  );
}
