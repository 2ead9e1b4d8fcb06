import { CheckCircleFilled } from '@ant-design/icons';
import { Alert, App, Button, Card, Form, Popconfirm, Tabs } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { htmlHasText, type AgreementInfo, type AgreementKind } from '@shop/shared/api/agreement';
import type { Localized } from '@shop/shared/api/catalog-common';
import { LANGUAGES, type Language } from '@shop/shared/constants';
import { applyServerErrors } from '../../../components/form-rules.ts';
import { RichText } from '../../../components/rich-text.tsx';
import { LANGUAGE_NAMES } from '../../../lib/i18n.ts';
import { ApiError } from '../../../lib/request.ts';
import { agreements } from './api.ts';

const EMPTY: Localized = { 'zh-CN': '', en: '', es: '', ja: '' };

interface Values {
  content: Localized;
}

/**
 * The next version of a kind: one rich-text editor per language, starting from the current
 * version's text, and "publish new version" after a confirmation. The version it started from is
 * sent along: if someone published meanwhile, the server refuses and the page says so.
 */
export function AgreementEditor({
  kind,
  current,
  onReload,
}: {
  kind: AgreementKind;
  current: AgreementInfo | null;
  onReload: () => void;
}): ReactNode {
  const { t } = useTranslation(['agreement', 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [lang, setLang] = useState<Language>('zh-CN');
  const [confirming, setConfirming] = useState(false);
  const base = current?.version ?? 0;
  // A refusal as stale, for the version it was sent from: shown until another version is current.
  const [refused, setRefused] = useState<{ base: number; message: string } | null>(null);
  const stale = refused?.base === base ? refused.message : null;
  const content = Form.useWatch('content', form) as Localized | undefined;

  // Start again from the current version whenever another one becomes current (published here or reloaded).
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue({ content: current?.content ?? EMPTY });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per version shown
  }, [kind, current?.id, form]);

  const publish = agreements.useChange('publish', {
    onSuccess: (saved) => {
      void message.success(t('agreement:published', { version: saved.version }));
    },
    onError: (error, body) => {
      if (error instanceof ApiError && error.status === 409) {
        setRefused({ base: body.baseVersion, message: error.message });
        return;
      }
      if (applyServerErrors(form, error, t)) {
        const field = error instanceof ApiError ? error.fieldErrors[0]?.field : undefined;
        const named = LANGUAGES.find((l) => field === `content.${l}`);
        if (named) setLang(named);
        return;
      }
      void message.error(error.message);
    },
  });

  const filled = (l: Language) => htmlHasText(content?.[l] ?? '');

  const ask = () => {
    if (publish.isPending) return;
    if (!LANGUAGES.some(filled)) {
      form.setFields([{ name: ['content', lang], errors: [t('agreement:content_required')] }]);
      return;
    }
    setConfirming(true);
  };

  const send = () => {
    setConfirming(false);
    const values = form.getFieldValue('content') as Localized;
    publish.mutate({ kind, content: { ...EMPTY, ...values }, baseVersion: base });
  };

  return (
    <Card size="small" title={t('agreement:editor.title')} data-testid="agreement-editor">
      <p className="agreement-hint">{t('agreement:editor.hint')}</p>
      {stale ? (
        <Alert
          type="warning"
          showIcon
          className="agreement-stale"
          data-testid="agreement-stale"
          title={stale}
          action={
            <Button size="small" onClick={onReload} data-testid="agreement-reload">
              {t('agreement:reload')}
            </Button>
          }
        />
      ) : null}
      <Form form={form} layout="vertical" disabled={publish.isPending} initialValues={{ content: EMPTY }}>
        <Tabs
          size="small"
          activeKey={lang}
          onChange={(key) => setLang(key as Language)}
          items={LANGUAGES.map((l) => ({
            key: l,
            forceRender: true,
            label: (
              <span data-testid={`agreement-lang-${l}`}>
                {LANGUAGE_NAMES[l]}
                {filled(l) ? (
                  <CheckCircleFilled className="agreement-filled" aria-label={t('agreement:editor.filled')} />
                ) : null}
              </span>
            ),
            children: (
              <Form.Item name={['content', l]} label={t('agreement:editor.label', { language: LANGUAGE_NAMES[l] })}>
                <RichText
                  label={`${t(`agreement:kind.${kind}`)} · ${LANGUAGE_NAMES[l]}`}
                  disabled={publish.isPending}
                  testId={`agreement-content-${l}`}
                />
              </Form.Item>
            ),
          }))}
        />
      </Form>
      <Popconfirm
        open={confirming}
        onOpenChange={(open) => (open ? ask() : setConfirming(false))}
        title={t('agreement:publish_confirm', { version: base + 1, kind: t(`agreement:kind.${kind}`) })}
        description={kind === 'supplier' ? t('agreement:publish_confirm_supplier') : undefined}
        okText={t('agreement:publish')}
        cancelText={t('common:action.cancel')}
        okButtonProps={{ 'data-testid': 'agreement-publish-confirm' }}
        onConfirm={send}
      >
        <Button type="primary" loading={publish.isPending} data-testid="agreement-publish">
          {t('agreement:publish')}
        </Button>
      </Popconfirm>
    </Card>
  );
}
