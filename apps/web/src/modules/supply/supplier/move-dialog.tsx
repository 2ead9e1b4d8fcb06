import { App, DatePicker, Form, Input, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupplierAction } from '@shop/shared/api/supplier-standing';
import { applyServerErrors } from '../../../components/form-rules.ts';
import { suppliers } from './api.ts';

interface MoveValues {
  reason: string;
  until: Dayjs | null;
}

/**
 * One lifecycle action on a supplier: the reason (required, but to enable a passed supplier) and,
 * for a ban (required) or a suspension (optional), until when. Disabling asks for confirmation.
 */
export function MoveDialog({
  supplier,
  action,
  onClose,
}: {
  supplier: { id: number; name: string; state: string } | null;
  action: SupplierAction | null;
  onClose: () => void;
}): ReactNode {
  const { t } = useTranslation(['supplier', 'common']);
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<MoveValues>();
  const open = supplier !== null && action !== null;
  const move = suppliers.useChange('move', {
    onSuccess: () => {
      void message.success(t('supplier:moved', { name: supplier?.name }));
      onClose();
    },
    onError: (error) => {
      if (!applyServerErrors(form, error, t)) void message.error(error.message);
    },
  });
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  if (!open) return null;
  const needsUntil = action === 'ban';
  const takesUntil = action === 'ban' || action === 'suspend';
  const reasonOptional = action === 'enable' && supplier.state === 'passed';
  const send = (v: MoveValues) =>
    move.mutate({ id: supplier.id, action, reason: v.reason ?? '', until: v.until ? v.until.toISOString() : null });
  const submit = (v: MoveValues) => {
    if (action !== 'disable') return send(v);
    modal.confirm({
      title: t('supplier:confirm_disable', { name: supplier.name }),
      content: t('supplier:confirm_disable_hint'),
      okButtonProps: { danger: true },
      okText: t('supplier:action.disable'),
      cancelText: t('common:action.cancel'),
      onOk: () => send(v),
    });
  };
  return (
    <Modal
      open
      title={t('supplier:move_title', { action: t(`supplier:action.${action}`), name: supplier.name })}
      okText={t(`supplier:action.${action}`)}
      okButtonProps={{ danger: action === 'disable' || action === 'ban', loading: move.isPending }}
      cancelText={t('common:action.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<MoveValues> form={form} layout="vertical" onFinish={submit} data-testid="supplier-move-form">
        <Form.Item
          name="reason"
          label={t('supplier:field.reason')}
          rules={reasonOptional ? [] : [{ required: true, whitespace: true, message: t('supplier:reason_required') }]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount data-testid="supplier-move-reason" />
        </Form.Item>
        {takesUntil ? (
          <Form.Item
            name="until"
            label={t('supplier:field.until')}
            extra={needsUntil ? undefined : t('supplier:until_optional')}
            rules={[
              { required: needsUntil, message: t('supplier:until_required') },
              {
                validator: (_, v: Dayjs | null) =>
                  !v || v.isAfter(dayjs()) ? Promise.resolve() : Promise.reject(new Error(t('supplier:until_past'))),
              },
            ]}
          >
            <DatePicker
              showTime={{ format: 'HH:mm' }}
              format="YYYY-MM-DD HH:mm"
              disabledDate={(d) => d.isBefore(dayjs().startOf('day'))}
              style={{ width: '100%' }}
              data-testid="supplier-move-until"
            />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
