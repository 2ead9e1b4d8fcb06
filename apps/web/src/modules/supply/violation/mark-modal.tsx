import { Alert, App, DatePicker, Form, Input, Modal, Rate, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MARK_LIMITS, type MarkPendingRow } from '@shop/shared/api/supply-mark';
import { ApiError } from '../../../lib/request.ts';
import { marks, useSupplierChoices } from './api.ts';

interface Values {
  supplierId?: number;
  period?: Dayjs;
  mark?: number;
  comment?: string;
}

/**
 * Give a mark: for an item awaiting one (an order or a month of a supplier), or for a month chosen
 * here. A refusal reads 'Mark failure' with why (already marked, not the supplier's order ...).
 */
export function MarkModal(props: { open: boolean; item: MarkPendingRow | null; onClose: () => void }): ReactNode {
  const { t } = useTranslation(['violation', 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [failure, setFailure] = useState<string | null>(null);
  const suppliers = useSupplierChoices('mark', props.open && !props.item);
  const close = () => {
    setFailure(null);
    props.onClose();
  };
  const save = marks.useChange('add', {
    refresh: { success: [marks.keys.all, ['markPending']] },
    onSuccess: () => {
      message.success(t('violation:mark.saved'));
      form.resetFields();
      close();
    },
    onError: (err) => {
      const reason = err instanceof ApiError ? err.fieldErrors[0]?.key : undefined;
      setFailure(reason ? `${err.message}: ${t(`violation:mark.failure.${reason}`)}` : err.message);
    },
  });
  const item = props.item;
  return (
    <Modal
      open={props.open}
      title={t('violation:mark.give')}
      onCancel={close}
      onOk={() => form.submit()}
      okText={t('common:action.save')}
      cancelText={t('common:action.cancel')}
      confirmLoading={save.isPending}
      okButtonProps={{ 'data-testid': 'mark-submit' }}
      width={480}
      destroyOnHidden
    >
      {failure ? <Alert type="error" showIcon title={failure} data-testid="mark-failure" /> : null}
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ mark: 5, period: dayjs().subtract(1, 'month') }}
        onFinish={(v) => {
          setFailure(null);
          save.mutate({
            supplierId: item?.supplierId ?? v.supplierId!,
            ...(item?.orderId ? { orderId: item.orderId } : { period: item?.period ?? v.period!.format('YYYY-MM') }),
            mark: v.mark ?? 5,
            comment: v.comment ?? '',
          });
        }}
      >
        {item ? (
          <p data-testid="mark-subject">
            <strong>{item.supplierName}</strong> ·{' '}
            {item.orderId
              ? t('violation:mark.for_order', { number: item.orderNumber })
              : t('violation:mark.for_period', { period: item.period })}
          </p>
        ) : (
          <>
            <Form.Item
              name="supplierId"
              label={t('violation:field.supplier')}
              rules={[{ required: true, message: t('common:field_error.required') }]}
            >
              <Select
                showSearch
                optionFilterProp="label"
                data-testid="mark-supplier"
                options={(suppliers.data?.list ?? []).map((s) => ({ value: s.id, label: s.name }))}
              />
            </Form.Item>
            <Form.Item
              name="period"
              label={t('violation:mark.period')}
              rules={[{ required: true, message: t('common:field_error.required') }]}
            >
              <DatePicker picker="month" disabledDate={(d) => d.isAfter(dayjs(), 'month')} />
            </Form.Item>
          </>
        )}
        <Form.Item name="mark" label={t('violation:mark.mark')} rules={[{ required: true }]}>
          <Rate count={MARK_LIMITS.max} data-testid="mark-rate" />
        </Form.Item>
        <Form.Item name="comment" label={t('violation:mark.comment')}>
          <Input.TextArea maxLength={MARK_LIMITS.commentMax} showCount autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
