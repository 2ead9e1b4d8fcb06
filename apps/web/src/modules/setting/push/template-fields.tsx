import { EyeOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal, Space, Tabs, Tag, type FormInstance } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shop/shared';
import { PUSH_LIMITS } from '@shop/shared/api/push';
import { PUSH_VARIABLES, pushLanguages, templateProblem } from '@shop/shared/api/push-template';
import { LANGUAGE_NAMES } from '../../../lib/i18n.ts';
import { previewPush } from './api.ts';

type Area = { el: HTMLTextAreaElement | HTMLInputElement | null; path: [string, Language] };

/** A field rule: the template's placeholders must be known variables with closed braces. */
export function useTemplateRule() {
  const { t } = useTranslation('push');
  return {
    validator: async (_: unknown, value: unknown) => {
      const problem = templateProblem(typeof value === 'string' ? value : '');
      if (problem)
        throw new Error(t(`push:error.${problem.key}`, { name: problem.name, example: '{{customer_name}}' }));
    },
  };
}

/**
 * The message per language: a tab each with the subject and the HTML body, buttons that insert a
 * variable where the cursor was, and a preview rendered by the server for a sample customer.
 */
export function TemplateFields({
  form,
  defaultLanguage,
}: {
  form: FormInstance;
  defaultLanguage: Language;
}): ReactNode {
  const { t } = useTranslation(['push', 'common']);
  const rule = useTemplateRule();
  const last = useRef<Area | null>(null);
  const [tab, setTab] = useState<Language>(defaultLanguage);
  const [preview, setPreview] = useState<{ subject: string; html: string } | null>(null);
  const [loading, setLoading] = useState(false);

  const insert = (name: string) => {
    const target = last.current ?? { el: null, path: ['body', tab] as [string, Language] };
    const current = String(form.getFieldValue(target.path) ?? '');
    const at = target.el?.selectionStart ?? current.length;
    const end = target.el?.selectionEnd ?? at;
    const text = `{{${name}}}`;
    form.setFieldValue(target.path, current.slice(0, at) + text + current.slice(end));
    void form.validateFields([target.path]);
    // Back to the field (a button pressed from the keyboard took the focus), unless the focus has
    // moved on meanwhile to another field: a later insert must go where the user is now.
    const focused = document.activeElement;
    requestAnimationFrame(() => {
      if (document.activeElement !== focused) return;
      target.el?.focus();
      target.el?.setSelectionRange(at + text.length, at + text.length);
    });
  };
  const track = (path: [string, Language]) => ({
    onFocus: (e: { target: HTMLTextAreaElement | HTMLInputElement }) => (last.current = { el: e.target, path }),
  });

  const showPreview = async () => {
    setLoading(true);
    try {
      const v = form.getFieldsValue(true) as {
        subject?: Record<string, string>;
        body?: Record<string, string>;
        productIds?: number[];
      };
      setPreview(
        await previewPush({
          language: tab,
          subject: v.subject?.[tab] ?? '',
          body: v.body?.[tab] ?? '',
          productIds: v.productIds ?? [],
        }),
      );
    } catch {
      // the request helper has shown the reason
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      <Space wrap className="push-variables">
        <span>{t('push:insert_variable')}</span>
        {PUSH_VARIABLES.map((name) => (
          <Button
            key={name}
            size="small"
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => insert(name)}
            data-testid={`push-var-${name}`}
          >
            {t(`push:variable.${name}`)}
          </Button>
        ))}
        <Button
          size="small"
          icon={<EyeOutlined />}
          loading={loading}
          onClick={() => void showPreview()}
          data-testid="push-preview"
        >
          {t('push:preview')}
        </Button>
      </Space>
      <Tabs
        activeKey={tab}
        onChange={(k) => setTab(k as Language)}
        items={pushLanguages().map((language) => ({
          key: language,
          forceRender: true,
          label: (
            <span>
              {LANGUAGE_NAMES[language]}{' '}
              {language === defaultLanguage ? <Tag color="blue">{t('push:default_language')}</Tag> : null}
            </span>
          ),
          children: (
            <>
              <Form.Item
                name={['subject', language]}
                label={t('push:field.subject')}
                required={language === defaultLanguage}
                rules={[
                  ...(language === defaultLanguage ? [{ required: true, message: t('push:required_default') }] : []),
                  rule,
                ]}
              >
                <Input
                  maxLength={PUSH_LIMITS.subjectMax}
                  {...track(['subject', language])}
                  data-testid={`push-subject-${language}`}
                />
              </Form.Item>
              <Form.Item
                name={['body', language]}
                label={t('push:field.body')}
                required={language === defaultLanguage}
                extra={t('push:body_hint', { example: '{{customer_name}}' })}
                rules={[
                  ...(language === defaultLanguage ? [{ required: true, message: t('push:required_default') }] : []),
                  rule,
                ]}
              >
                <Input.TextArea
                  autoSize={{ minRows: 6, maxRows: 16 }}
                  maxLength={PUSH_LIMITS.bodyMax}
                  {...track(['body', language])}
                  data-testid={`push-body-${language}`}
                />
              </Form.Item>
            </>
          ),
        }))}
      />
      <Modal
        open={preview !== null}
        title={preview?.subject || t('push:preview')}
        onCancel={() => setPreview(null)}
        footer={null}
        width={720}
      >
        {preview ? (
          <iframe
            title={t('push:preview')}
            className="push-preview-frame"
            sandbox=""
            srcDoc={preview.html}
            data-testid="push-preview-frame"
          />
        ) : null}
      </Modal>
    </>
  );
}
