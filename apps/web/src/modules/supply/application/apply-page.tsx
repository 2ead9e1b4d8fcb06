import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Divider, Form, Input, Result, Spin, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { APPLICATION_FIELDS, applyPublicApi } from '@shop/shared/api/supply-application';
import { applyServerErrors } from '../../../components/form-rules.ts';
import { callApi } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/request.ts';
import { csrfToken, statusLink } from './api.ts';
import { DocumentFields, documentsBody, EnterpriseFields, NS, type DocumentValue } from './fields.tsx';
import { PublicLayout, publicPage } from './public-layout.tsx';

interface FormValues {
  email: string;
  username?: string;
  values: Record<string, string>;
  documents?: Record<string, DocumentValue | undefined>;
}

/** /supplier/apply: the public form to become a supplier; the answer is a reference and a status link. */
function ApplyPageInner(): ReactNode {
  const { t } = useTranslation([NS, 'common']);
  const [form] = Form.useForm<FormValues>();
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<{ reference: string; token: string } | null>(null);
  const checklist = useQuery({ queryKey: ['applyForm'], queryFn: () => callApi(applyPublicApi.form) });

  const submit = async (v: FormValues) => {
    setSending(true);
    setError(null);
    try {
      const answer = await callApi(
        applyPublicApi.submit,
        {
          csrf_token: await csrfToken(),
          email: v.email,
          username: v.username ?? '',
          values: v.values as never,
          documents: documentsBody(v.documents),
        },
        { quiet: true },
      );
      setDone(answer);
      window.scrollTo(0, 0);
    } catch (e) {
      applyServerErrors(form, e, t);
      setError(e instanceof ApiError ? e.message : t('common:error.default'));
    } finally {
      setSending(false);
    }
  };

  if (done)
    return (
      <PublicLayout title={t('title')}>
        <Result
          status="success"
          title={t('submitted')}
          subTitle={t('submitted_hint')}
          extra={
            <div data-testid="apply-done">
              <p>
                {t('reference')}:{' '}
                <span className="apply-reference" data-testid="apply-reference">
                  {done.reference}
                </span>
              </p>
              <Link to={statusLink(done.reference, done.token)} data-testid="apply-status-link">
                {t('follow_status')}
              </Link>
            </div>
          }
        />
      </PublicLayout>
    );

  return (
    <PublicLayout title={t('title')}>
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      {error ? <Alert type="error" showIcon message={error} className="apply-alert" data-testid="apply-error" /> : null}
      {checklist.isPending ? (
        <Spin />
      ) : (
        <Form<FormValues>
          form={form}
          layout="vertical"
          onFinish={(v) => void submit(v)}
          onFinishFailed={() => setError(t('form_invalid'))}
          scrollToFirstError
          data-testid="apply-form"
        >
          <Divider titlePlacement="start">{t('section.account')}</Divider>
          <div className="apply-grid">
            <Form.Item
              name="email"
              label={t('email')}
              required
              rules={[
                { required: true, message: t('email_required') },
                { type: 'email', message: t('email_invalid') },
              ]}
              extra={t('email_hint')}
            >
              <Input type="email" autoComplete="email" data-testid="apply-email" />
            </Form.Item>
            <Form.Item name="username" label={t('username')} extra={t('username_hint')}>
              <Input autoComplete="username" data-testid="apply-username" />
            </Form.Item>
          </div>
          <Divider titlePlacement="start">{t('section.enterprise')}</Divider>
          <EnterpriseFields names={APPLICATION_FIELDS.slice(0, 12)} />
          <Divider titlePlacement="start">{t('section.bank')}</Divider>
          <EnterpriseFields names={APPLICATION_FIELDS.slice(12)} />
          <Divider titlePlacement="start">{t('section.documents')}</Divider>
          <Typography.Paragraph type="secondary">{t('documents_hint')}</Typography.Paragraph>
          <DocumentFields kinds={checklist.data?.documents ?? []} required={checklist.data?.requiredDocuments ?? []} />
          <div className="apply-actions">
            <Button type="primary" htmlType="submit" loading={sending} size="large" data-testid="apply-submit">
              {t('submit')}
            </Button>
          </div>
        </Form>
      )}
    </PublicLayout>
  );
}

export const ApplyPage = publicPage(ApplyPageInner);
