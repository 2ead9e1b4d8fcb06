import { useQuery } from '@tanstack/react-query';
import { App, Button, Form, Input, Skeleton } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { profileEditBody } from '@shop/shared/api/profile';
import { applyServerErrors, zodRule } from '../../../components/form-rules.ts';
import { authStore } from '../../../lib/auth-store.ts';
import { fetchProfile, ownProfile, profileKeys } from './api.ts';
import { AvatarField } from './avatar-field.tsx';
import { PasswordForm } from './password-form.tsx';

interface EditValues {
  truename: string;
  email: string;
  phone: string;
  /** a picture the server stored (/files/…), '' for none */
  avatar: string;
}

const shape = profileEditBody.shape;

/** Own name, contact details and avatar, and the password. */
export function ProfileEditPage(): ReactNode {
  const { t } = useTranslation(['profile', 'common']);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<EditValues>();
  const profile = useQuery({ queryKey: profileKeys.info, queryFn: fetchProfile });

  useEffect(() => {
    if (profile.data) {
      const { truename, email, phone, avatar } = profile.data;
      form.setFieldsValue({ truename, email: email ?? '', phone: phone ?? '', avatar: avatar ?? '' });
    }
  }, [profile.data, form]);

  const save = ownProfile.useChange('edit', {
    onSuccess: (saved) => {
      void message.success(t('common:saved'));
      // The top bar shows the session user: it gets the new name and avatar at once.
      const user = authStore.get().user;
      if (user && saved) {
        authStore.set({ ...authStore.get(), user: { ...user, truename: saved.truename, avatar: saved.avatar } });
      }
      void navigate('/profile/index');
    },
    onError: (error) => applyServerErrors(form, error, t),
  });

  return (
    <div className="profile-page">
      <section className="page-card form-card" data-testid="profile-edit">
        <div className="page-title-row">
          <h2>{t('profile:edit')}</h2>
        </div>
        {profile.isLoading ? (
          <Skeleton active />
        ) : (
          <Form<EditValues>
            form={form}
            layout="vertical"
            onFinish={(values) =>
              save.mutate({
                version: profile.data?.version ?? 0,
                truename: values.truename,
                email: values.email?.trim() ?? '',
                phone: values.phone?.trim() ?? '',
                avatar: values.avatar ?? '',
              })
            }
            style={{ maxWidth: 480 }}
          >
            <Form.Item label={t('profile:field.username')} htmlFor="profile-username">
              <Input id="profile-username" value={profile.data?.username} disabled />
            </Form.Item>
            <Form.Item name="avatar" label={t('profile:field.avatar')} rules={[zodRule(shape.avatar, t)]}>
              <AvatarField stored={profile.data?.avatar ?? ''} />
            </Form.Item>
            <Form.Item name="truename" label={t('profile:field.truename')} rules={[zodRule(shape.truename, t)]}>
              <Input maxLength={64} />
            </Form.Item>
            <Form.Item name="email" label={t('profile:field.email')} rules={[zodRule(shape.email, t)]}>
              <Input type="email" />
            </Form.Item>
            <Form.Item name="phone" label={t('profile:field.phone')} rules={[zodRule(shape.phone, t)]}>
              <Input />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="profile-save">
              {t('common:action.save')}
            </Button>
            <Button style={{ marginLeft: 8 }} onClick={() => navigate('/profile/index')}>
              {t('common:action.cancel')}
            </Button>
          </Form>
        )}
      </section>
      <PasswordForm />
    </div>
  );
}
