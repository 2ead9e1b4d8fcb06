import { Alert, Form, Input, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BANK_LIMITS, type BankSubmitBody } from '@shop/shared/api/supply-bank';
import { notify } from '../../../lib/notify.ts';
import { ApiError } from '../../../lib/request.ts';
import { bankOwn } from './api.ts';

/**
 * The supplier user's request of a bank card change. The server checks the fields; a refusal (the
 * spec's bank card message naming the field) is shown on that field.
 */
export function RequestForm({
  open,
  coolingDays,
  onClose,
}: {
  open: boolean;
  coolingDays: number;
  onClose: () => void;
}): ReactNode {
  const { t } = useTranslation(['bank', 'common']);
  const [form] = Form.useForm<BankSubmitBody>();
  const submit = bankOwn.useChange('submit', {
    onSuccess: () => {
      notify.success(t('bank:submitted'));
      form.resetFields();
      onClose();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fieldErrors.length > 0)
        form.setFields(
          error.fieldErrors.map((e) => ({ name: e.field as keyof BankSubmitBody, errors: [error.message] })),
        );
      else notify.error(error.message, 5);
    },
  });
  const required = { required: true, whitespace: true, message: t('common:field_error.required') };
  return (
    <Modal
      open={open}
      title={t('bank:request_title')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common:action.submit')}
      cancelText={t('common:action.cancel')}
      confirmLoading={submit.isPending}
      destroyOnHidden
    >
      <Alert type="info" showIcon title={t('bank:request_hint', { days: coolingDays })} style={{ marginBottom: 16 }} />
      <Form<BankSubmitBody>
        form={form}
        layout="vertical"
        onFinish={(values) => submit.mutate(values)}
        data-testid="bank-request-form"
        preserve={false}
      >
        <Form.Item name="bankName" label={t('bank:field.bankName')} rules={[required]}>
          <Input maxLength={BANK_LIMITS.bankNameMax} autoComplete="off" />
        </Form.Item>
        <Form.Item name="bankBranch" label={t('bank:field.bankBranch')}>
          <Input maxLength={BANK_LIMITS.branchMax} autoComplete="off" />
        </Form.Item>
        <Form.Item name="accountName" label={t('bank:field.accountName')} rules={[required]}>
          <Input maxLength={BANK_LIMITS.accountNameMax} autoComplete="off" />
        </Form.Item>
        <Form.Item name="accountNumber" label={t('bank:field.accountNumber')} rules={[required]}>
          <Input
            maxLength={BANK_LIMITS.accountNumberMax}
            placeholder={t('bank:placeholder.accountNumber')}
            autoComplete="off"
            inputMode="text"
            className="bank-number"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
