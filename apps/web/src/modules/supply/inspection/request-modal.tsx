import { App, Form, Input, InputNumber, Modal, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { RequestBody } from '@shop/shared/api/supply-inspection';
import { useActionDialog } from '../../../components/crud/use-action-dialog.ts';
import { pickLocalized } from '../../../components/localized.ts';
import { useCan } from '../../../lib/auth-store.ts';
import { DETAIL_PATH, inspections, useInspectionChoices } from './api.ts';

/** A supplier requests an inspection of one of its lots (a slot of its level; a refusal says why). */
export function RequestModal(): ReactNode {
  const { t, i18n } = useTranslation(['inspection', 'common']);
  const { message } = App.useApp();
  const dialog = useActionDialog();
  const navigate = useNavigate();
  const can = useCan();
  const open = dialog.is('add') && can('supply_inspection_request');
  const choices = useInspectionChoices();
  const [form] = Form.useForm<RequestBody>();
  const send = inspections.useChange('request', {
    onSuccess: (saved) => {
      void message.success(t('inspection:request.done'));
      void navigate(`${DETAIL_PATH}?id=${saved.id}`);
    },
  });
  return (
    <Modal
      open={open}
      title={t('inspection:request.title')}
      onCancel={dialog.close}
      onOk={() => form.submit()}
      okText={t('inspection:request.submit')}
      cancelText={t('common:action.cancel')}
      confirmLoading={send.isPending}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'inspection-request-submit' } as never}
    >
      <p>{t('inspection:request.hint')}</p>
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={(v) => send.mutate({ ...v, variantId: null })}
        data-testid="inspection-request-form"
      >
        <Form.Item name="productId" label={t('inspection:field.product')} rules={[{ required: true }]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={(choices.data?.list ?? []).map((p) => ({
              value: p.id,
              label: pickLocalized(p.name, i18n.language),
            }))}
          />
        </Form.Item>
        <Form.Item name="warehouseId" label={t('inspection:field.warehouse')} rules={[{ required: true }]}>
          <Select options={(choices.data?.warehouses ?? []).map((w) => ({ value: w.id, label: w.name }))} />
        </Form.Item>
        <Form.Item name="lot" label={t('inspection:field.lot')} rules={[{ required: true, max: 40 }]}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="quantity" label={t('inspection:field.quantity')} rules={[{ required: true }]}>
          <InputNumber min={1} max={1_000_000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
