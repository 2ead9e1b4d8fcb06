import { useMutation } from '@tanstack/react-query';
import { App, Form, Input, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { password } from '@shop/shared/api/admin';
import type { AdminRow } from '@shop/shared/api/admin';
import { applyServerErrors, zodRule } from '../../../components/form-rules.ts';
import { resetAdminPassword } from './api.ts';

interface PasswordValues {
  password: string;
  confirm: string;
}

/** Sets a new password for another administrator (their sessions end on the server). */
export function PasswordDialog({ admin, onClose }: { admin: AdminRow | null; onClose: () => void }): ReactNode {
  const { t } = useTranslation(['admin', 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordValues>();
  const save = useMutation({
    mutationFn: (values: PasswordValues) => resetAdminPassword(admin?.id ?? 0, values.password),
    onSuccess: () => {
      void message.success(t('admin:password_reset_done'));
      form.resetFields();
      onClose();
    },
    onError: (error) => applyServerErrors(form, error, t),
  });
  return (
    <Modal
      open={admin !== null}
      title={t('admin:reset_password_for', { name: admin?.username ?? '' })}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      onOk={() => form.submit()}
      okText={t('common:action.save')}
      cancelText={t('common:action.cancel')}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form<PasswordValues> form={form} layout="vertical" onFinish={(values) => save.mutate(values)}>
        <Form.Item name="password" label={t('admin:field.new_password')} rules={[zodRule(password, t)]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('admin:field.confirm_password')}
          dependencies={['password']}
          rules={[
            { required: true, message: t('common:field_error.required') },
            ({ getFieldValue }) => ({
              validator: async (_rule, value) => {
                if (value && value !== getFieldValue('password')) throw new Error(t('admin:password_mismatch'));
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
