import { App, Form, Input, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { password } from '@shop/shared/api/admin';
import { useActionDialog } from '../../../components/crud/use-action-dialog.ts';
import { applyServerErrors, zodRule } from '../../../components/form-rules.ts';
import { useCan } from '../../../lib/auth-store.ts';
import { admins } from './api.ts';

interface PasswordValues {
  password: string;
  confirm: string;
}

/** `?action=password&id=N`: sets a new password for another administrator (their sessions end on the server). */
export function PasswordDialog(): ReactNode {
  const { t } = useTranslation(['admin', 'common']);
  const { message } = App.useApp();
  const can = useCan();
  const dialog = useActionDialog();
  const id = dialog.is('password') && can('setting_admin_password') ? dialog.id : null;
  const admin = admins.useRecord(id);
  const [form] = Form.useForm<PasswordValues>();
  const save = admins.useChange('password', {
    onSuccess: () => {
      void message.success(t('admin:password_reset_done'));
      dialog.close();
    },
    onError: (error) => applyServerErrors(form, error, t),
  });
  return (
    <Modal
      open={id !== null}
      title={t('admin:reset_password_for', { name: admin.data?.username ?? '' })}
      onCancel={dialog.close}
      onOk={() => form.submit()}
      okText={t('common:action.save')}
      cancelText={t('common:action.cancel')}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form<PasswordValues>
        form={form}
        layout="vertical"
        data-testid="admin-password-form"
        onFinish={(values) => id !== null && !save.isPending && save.mutate({ id, password: values.password })}
      >
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
