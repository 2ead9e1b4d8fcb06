import { EyeInvisibleOutlined, EyeOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { authStore, useAuth } from '../../../lib/auth-store.ts';
import { setNotifier } from '../../../lib/notify.ts';
import { clearSessionNotice, sessionNotice } from '../../../lib/session.ts';
import { ApiError } from '../../../lib/request.ts';
import { login, safeRedirect } from './api.ts';
import { ApplyLink } from '../../supply/application/apply-link.tsx';
import { LanguageNativeSelect } from './language-native-select.tsx';

type Field = 'username' | 'password';

/**
 * The login page. Deliberately without antd's Form, Input, Card or App: it is the entry route and
 * must stay small (antd's Input alone drags in its form machinery); the two checks are plain code.
 */
export function LoginPage(): ReactNode {
  const { t } = useTranslation(['login', 'common']);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user } = useAuth();
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '' });
  const [touched, setTouched] = useState<Record<Field, boolean>>({ username: false, password: false });
  const [error, setError] = useState<string | null>(null);
  // Why the last session ended (expired, revoked): the shell's toast is gone with the shell.
  const [notice, setNotice] = useState<string | null>(sessionNotice);
  const [submitting, setSubmitting] = useState(false);
  const [reveal, setReveal] = useState(false);
  const target = safeRedirect(params.get('redirect'));

  useEffect(() => {
    document.title = `${t('login:title')} · ${t('common:app_name')}`;
  }, [t]);

  // The request helper's toasts (network retries) show in the page's own notice line.
  useEffect(() => {
    clearSessionNotice();
    setNotifier({ error: setNotice, warning: setNotice, success: () => undefined });
    return () => setNotifier(null);
  }, []);

  if (user) return <Navigate to={target} replace />;

  const problems: Record<Field, string | null> = {
    username: values.username.trim() ? null : t('login:username_required'),
    password: values.password ? null : t('login:password_required'),
  };
  const shown = (field: Field) => (touched[field] ? problems[field] : null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ username: true, password: true });
    if (problems.username || problems.password || submitting) return;
    setSubmitting(true);
    setError(null);
    setNotice(null);
    try {
      authStore.login(await login(values.username, values.password));
      void navigate(target, { replace: true });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('common:error.default'));
      setNotice(null);
      setSubmitting(false);
    }
  };

  const field = (name: Field, label: string, input: ReactNode) => (
    <div className={`login-field${shown(name) ? ' has-error' : ''}`}>
      <label htmlFor={name}>{label}</label>
      {input}
      <div className="login-field-error" id={`${name}-error`} role="alert">
        {shown(name)}
      </div>
    </div>
  );

  const input = (name: Field, icon: ReactNode, props: Record<string, unknown>, suffix?: ReactNode) => (
    <span
      className={`login-input${shown(name) ? ' login-input-error' : ''}${submitting ? ' login-input-disabled' : ''}`}
    >
      <span className="login-input-icon" aria-hidden="true">
        {icon}
      </span>
      <input
        id={name}
        name={name}
        value={values[name]}
        aria-invalid={Boolean(shown(name))}
        aria-describedby={`${name}-error`}
        disabled={submitting}
        onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
        onBlur={() => setTouched((v) => ({ ...v, [name]: true }))}
        {...props}
      />
      {suffix}
    </span>
  );

  return (
    <main className="login-page">
      <section className="login-panel" aria-labelledby="login-title">
        <div className="login-head">
          <h1 id="login-title">{t('common:app_name')}</h1>
          <LanguageNativeSelect />
        </div>
        <p className="login-sub">{t('login:subtitle')}</p>
        {error ? (
          <div className="login-alert" role="alert" data-testid="login-error">
            {error}
          </div>
        ) : null}
        {notice && !error ? (
          <div className="login-notice" role="status">
            {notice}
          </div>
        ) : null}
        <form onSubmit={(e) => void onSubmit(e)} noValidate>
          {field(
            'username',
            t('login:username'),
            input('username', <UserOutlined />, {
              type: 'text',
              autoComplete: 'username',
              autoFocus: true,
              placeholder: t('login:username_placeholder'),
            }),
          )}
          {field(
            'password',
            t('login:password'),
            input(
              'password',
              <LockOutlined />,
              {
                type: reveal ? 'text' : 'password',
                autoComplete: 'current-password',
                placeholder: t('login:password_placeholder'),
              },
              <button
                type="button"
                className="login-reveal"
                onClick={() => setReveal((r) => !r)}
                aria-label={t(reveal ? 'login:hide_password' : 'login:show_password')}
                aria-pressed={reveal}
              >
                {reveal ? <EyeOutlined /> : <EyeInvisibleOutlined />}
              </button>,
            ),
          )}
          <Button type="primary" htmlType="submit" size="large" block loading={submitting} data-testid="login-submit">
            {t('login:submit')}
          </Button>
        </form>
        <ApplyLink />
        <p className="login-foot">{t('login:footer')}</p>
      </section>
    </main>
  );
}
