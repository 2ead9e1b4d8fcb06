import { App, Form, Input, Modal, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { STAGES, type OverrideBody } from '@shop/shared/api/supply-inspection';
import { useActionDialog } from '../../../components/crud/use-action-dialog.ts';
import { inspectionPoints, useInspectionChoices } from './api.ts';

/** Staff set a supplier's sampling stage on a control point, or give it back to its history, with a reason. */
export function OverrideModal(): ReactNode {
  const { t } = useTranslation(['inspection', 'common']);
  const { message } = App.useApp();
  const dialog = useActionDialog();
  const open = dialog.is('override');
  const choices = useInspectionChoices();
  const [form] = Form.useForm<Omit<OverrideBody, 'stage'> & { stage: string }>();
  const send = inspectionPoints.useChange('override', {
    onSuccess: () => {
      void message.success(t('inspection:override.done'));
      dialog.close();
    },
  });
  return (
    <Modal
      open={open}
      title={t('inspection:override.title')}
      onCancel={dialog.close}
      onOk={() => form.submit()}
      okText={t('common:action.save')}
      cancelText={t('common:action.cancel')}
      confirmLoading={send.isPending}
      destroyOnHidden
    >
      <p>{t('inspection:override.hint')}</p>
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ stage: 'history' }}
        onFinish={(v) =>
          send.mutate({
            controlPointId: dialog.id ?? 0,
            supplierId: v.supplierId,
            stage: v.stage === 'history' ? null : (v.stage as OverrideBody['stage']),
            reason: v.reason,
          })
        }
      >
        <Form.Item name="supplierId" label={t('inspection:field.supplier')} rules={[{ required: true }]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={(choices.data?.suppliers ?? []).map((s) => ({ value: s.id, label: s.name }))}
          />
        </Form.Item>
        <Form.Item name="stage" label={t('inspection:field.stage')}>
          <Select
            options={[
              { value: 'history', label: t('inspection:override.history') },
              ...STAGES.map((s) => ({ value: s, label: t(`inspection:stage.${s}`) })),
            ]}
          />
        </Form.Item>
        <Form.Item name="reason" label={t('inspection:override.reason')} rules={[{ required: true, max: 500 }]}>
          <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
