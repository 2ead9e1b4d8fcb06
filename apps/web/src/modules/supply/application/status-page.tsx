import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Form, Spin, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { APPLICATION_FIELDS, applyPublicApi, type ApplicationField } from '@shop/shared/api/supply-application';
import { applyServerErrors } from '../../../components/form-rules.ts';
import { callApi } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/request.ts';
import { ACTIVATE_PATH, csrfToken } from './api.ts';
import { DocumentFields, documentsBody, EnterpriseFields, NS, type DocumentValue } from './fields.tsx';
import { PublicLayout, publicPage } from './public-layout.tsx';
import { RoundsHistory, StatusTag, useItemLabel, ValuesView } from './status-view.tsx';

interface ResubmitValues {
  values?: Record<string, string>;
  documents?: Record<string, DocumentValue | undefined>;
}

/**
 * /supplier/apply/status?ref=…&token=… (the link of the e-mails and of the confirmation): the
 * application's state, the rejected items with their reasons and a form for just those, every
 * round, and once approved the way to set the new account's password.
 */
function ApplyStatusPageInner(): ReactNode {
  const { t } = useTranslation([NS, 'common']);
  const [params] = useSearchParams();
  const access = { reference: params.get('ref') ?? '', token: params.get('token') ?? '' };
  const key = ['applyStatus', access.reference, access.token];
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const label = useItemLabel();
  const [form] = Form.useForm<ResubmitValues>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const status = useQuery({
    queryKey: key,
    queryFn: () => callApi(applyPublicApi.status, access, { quiet: true }),
    enabled: Boolean(access.reference && access.token),
    retry: false,
  });

  const resubmit = async (v: ResubmitValues) => {
    setBusy(true);
    setError(null);
    try {
      const next = await callApi(
        applyPublicApi.resubmit,
        { ...access, csrf_token: await csrfToken(), values: v.values ?? {}, documents: documentsBody(v.documents) },
        { quiet: true },
      );
      queryClient.setQueryData(key, next);
      window.scrollTo(0, 0);
    } catch (e) {
      applyServerErrors(form, e, t);
      setError(e instanceof ApiError ? e.message : t('common:error.default'));
    } finally {
      setBusy(false);
    }
  };

  const activate = async () => {
    setBusy(true);
    setError(null);
    try {
      const { key: activation } = await callApi(applyPublicApi.activation, access, { quiet: true });
      void navigate(
        `${ACTIVATE_PATH}?ref=${encodeURIComponent(access.reference)}&key=${encodeURIComponent(activation)}`,
      );
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('common:error.default'));
      setBusy(false);
    }
  };

  const data = status.data;
  const rejectedFields = (data?.rejected ?? [])
    .map((d) => d.item)
    .filter((i): i is ApplicationField => (APPLICATION_FIELDS as readonly string[]).includes(i));
  const rejectedDocs = (data?.rejected ?? []).map((d) => d.item).filter((i) => !rejectedFields.includes(i as never));

  return (
    <PublicLayout title={t('status_title')}>
      {status.isPending && status.fetchStatus !== 'idle' ? <Spin /> : null}
      {!access.reference || status.isError ? (
        <Empty description={t('status_not_found')} data-testid="apply-status-missing" />
      ) : null}
      {data ? (
        <div data-testid="apply-status-page">
          <Typography.Paragraph>
            {t('reference')}: <span className="apply-reference">{data.reference}</span>{' '}
            <StatusTag status={data.status} />
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary">{t(`status_hint.${data.status}`)}</Typography.Paragraph>
          {error ? <Alert type="error" showIcon message={error} data-testid="apply-error" /> : null}

          {data.status === 'failed' ? (
            <Card title={t('rejected_title')} size="small" data-testid="apply-rejected">
              {data.rejected.map((d) => (
                <div key={d.item} className="apply-rejected" data-testid={`apply-rejected-${d.item}`}>
                  <Typography.Text strong>{label(d.item)}</Typography.Text>
                  <div>
                    {d.reasonCode ? t(`reason.${d.reasonCode}`) : ''}
                    {d.note ? ` (${d.note})` : ''}
                  </div>
                </div>
              ))}
              <Form<ResubmitValues>
                form={form}
                layout="vertical"
                onFinish={(v) => void resubmit(v)}
                onFinishFailed={() => setError(t('form_invalid'))}
                initialValues={{ values: Object.fromEntries(rejectedFields.map((f) => [f, data.values[f] ?? ''])) }}
                data-testid="apply-resubmit-form"
              >
                {rejectedFields.length ? <EnterpriseFields names={rejectedFields} /> : null}
                {rejectedDocs.length ? <DocumentFields kinds={rejectedDocs} required={rejectedDocs} /> : null}
                <Button type="primary" htmlType="submit" loading={busy} data-testid="apply-resubmit">
                  {t('resubmit')}
                </Button>
              </Form>
            </Card>
          ) : null}

          {data.status === 'passed' && data.account ? (
            <Card size="small" title={t('account_title')} data-testid="apply-account">
              <p>{t('account_username', { username: data.account.username })}</p>
              {data.account.activated ? (
                <Typography.Text>{t('account_activated')}</Typography.Text>
              ) : (
                <Button type="primary" loading={busy} onClick={() => void activate()} data-testid="apply-set-password">
                  {t('set_password')}
                </Button>
              )}
            </Card>
          ) : null}

          <Typography.Title level={2} className="apply-subtitle">
            {t('rounds')}
          </Typography.Title>
          <RoundsHistory rounds={data.rounds} />
          <Typography.Title level={2} className="apply-subtitle">
            {t('submitted_values')}
          </Typography.Title>
          <ValuesView values={data.values} documents={data.documents} source={access} />
        </div>
      ) : null}
    </PublicLayout>
  );
}

export const ApplyStatusPage = publicPage(ApplyStatusPageInner);
