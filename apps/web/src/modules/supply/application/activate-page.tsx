import { Alert, Button, Form, Input, Result } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { password } from '@shop/shared/api/admin';
import { applyPublicApi } from '@shop/shared/api/supply-application';
import { zodRule } from '../../../components/form-rules.ts';
import { callApi } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/request.ts';
import { csrfToken } from './api.ts';
import { NS } from './fields.tsx';
import { PublicLayout, publicPage } from './public-layout.tsx';

/**
 * /supplier/apply/activate?ref=…&key=…: the new supplier user sets the password with the one-time
 * key (from the approval e-mail or the status page); then signs in and accepts the agreement.
 */
function ActivatePageInner(): ReactNode {
  const { t } = useTranslation([NS, 'common']);
  const [params] = useSearchParams();
  const reference = params.get('ref') ?? '';
  const key = params.get('key') ?? '';
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [username, setUsername] = useState<string | null>(null);

  const submit = async (v: { password: string }) => {
    setBusy(true);
    setError(null);
    try {
      const done = await callApi(
        applyPublicApi.activate,
        { csrf_token: await csrfToken(), reference, key, password: v.password },
        { quiet: true },
      );
      setUsername(done.username);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('common:error.default'));
    } finally {
      setBusy(false);
    }
  };

  if (username)
    return (
      <PublicLayout title={t('activate_title')}>
        <Result
          status="success"
          title={t('activated', { username })}
          subTitle={t('activated_hint')}
          extra={
            <Link to="/" data-testid="activate-login">
              {t('go_to_login')}
            </Link>
          }
        />
      </PublicLayout>
    );

  return (
    <PublicLayout title={t('activate_title')}>
      {!key ? (
        <Alert type="info" showIcon message={t('activate_no_key')} />
      ) : (
        <Form layout="vertical" onFinish={(v: { password: string }) => void submit(v)} style={{ maxWidth: 420 }}>
          {error ? <Alert type="error" showIcon message={error} data-testid="activate-error" /> : null}
          <Form.Item name="password" label={t('new_password')} required rules={[zodRule(password, t)]} hasFeedback>
            <Input.Password autoComplete="new-password" data-testid="activate-password" />
          </Form.Item>
          <Form.Item
            name="confirm"
            label={t('confirm_password')}
            dependencies={['password']}
            required
            rules={[
              ({ getFieldValue }) => ({
                validator: async (_r, v: string) => {
                  if (!v || v !== getFieldValue('password')) throw new Error(t('password_mismatch'));
                },
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" data-testid="activate-confirm" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy} data-testid="activate-submit">
            {t('set_password')}
          </Button>
        </Form>
      )}
    </PublicLayout>
  );
}

export const ActivatePage = publicPage(ActivatePageInner);
