import { App, Button, Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordChangeBody } from '@shop/shared/api/profile';
import { applyServerErrors, zodRule } from '../../../components/form-rules.ts';
import { ownProfile, profileKeys } from './api.ts';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirm: string;
}

/** Changing the password ends the user's other sessions (the server does that). */
export function PasswordForm(): ReactNode {
  const { t } = useTranslation(['profile', 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordValues>();
  const save = ownProfile.useChange('password', {
    onSuccess: () => {
      void message.success(t('profile:password.changed'));
      form.resetFields();
    },
    onError: (error) => applyServerErrors(form, error, t),
    // The server ended the other sessions.
    refresh: { success: [profileKeys.sessions] },
  });
  return (
    <section className="page-card form-card" style={{ marginTop: 16 }} data-testid="profile-password">
      <div className="page-title-row">
        <h2>{t('profile:password.title')}</h2>
      </div>
      <Form<PasswordValues>
        form={form}
        layout="vertical"
        style={{ maxWidth: 480 }}
        onFinish={({ currentPassword, newPassword }) => save.mutate({ currentPassword, newPassword })}
      >
        <Form.Item
          name="currentPassword"
          label={t('profile:password.current')}
          rules={[zodRule(passwordChangeBody.shape.currentPassword, t)]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={t('profile:password.new')}
          rules={[zodRule(passwordChangeBody.shape.newPassword, t)]}
          extra={t('profile:password.hint')}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('profile:password.confirm')}
          dependencies={['newPassword']}
          rules={[
            { required: true, message: t('common:field_error.required') },
            ({ getFieldValue }) => ({
              validator: async (_rule, value) => {
                if (value && value !== getFieldValue('newPassword')) throw new Error(t('profile:password.mismatch'));
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="password-save">
          {t('profile:password.submit')}
        </Button>
      </Form>
    </section>
  );
}
