import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { authStore, useAuth } from '../../../lib/auth-store.ts';
import { ApiError } from '../../../lib/request.ts';
import { LanguageNativeSelect } from './language-native-select.tsx';
import { login, safeRedirect } from './api.ts';

interface LoginValues {
  username: string;
  password: string;
}

export function LoginPage(): ReactNode {
  const { t } = useTranslation(['login', 'common']);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user } = useAuth();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const target = safeRedirect(params.get('redirect'));

  useEffect(() => {
    document.title = `${t('login:title')} · ${t('common:app_name')}`;
  }, [t]);

  if (user) return <Navigate to={target} replace />;

  const onFinish = async (values: LoginValues) => {
    setSubmitting(true);
    setError(null);
    try {
      authStore.login(await login(values.username, values.password));
      navigate(target, { replace: true });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('common:error.default'));
      setSubmitting(false);
    }
  };

  return (
    <main className="login-page">
      <section className="login-panel" aria-labelledby="login-title">
        <div className="login-head">
          <h1 id="login-title">{t('common:app_name')}</h1>
          <LanguageNativeSelect />
        </div>
        <p className="login-sub">{t('login:subtitle')}</p>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} data-testid="login-error" />}
        <Form<LoginValues> layout="vertical" onFinish={onFinish} requiredMark={false} disabled={submitting} size="large">
          <Form.Item
            name="username"
            label={t('login:username')}
            rules={[{ required: true, whitespace: true, message: t('login:username_required') }]}
          >
            <Input prefix={<UserOutlined />} autoComplete="username" autoFocus placeholder={t('login:username_placeholder')} />
          </Form.Item>
          <Form.Item name="password" label={t('login:password')} rules={[{ required: true, message: t('login:password_required') }]}>
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" placeholder={t('login:password_placeholder')} />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" block loading={submitting} data-testid="login-submit">
              {t('login:submit')}
            </Button>
          </Form.Item>
        </Form>
        <p className="login-foot">{t('login:footer')}</p>
      </section>
    </main>
  );
}
