import { CheckCircleFilled, UploadOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, Input, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  APPLICATION_REQUIRED_FIELDS,
  applicationFieldSchemas,
  type ApplicationField,
} from '@shop/shared/api/supply-application';
import { zodRule } from '../../../components/form-rules.ts';
import { ApiError } from '../../../lib/request.ts';
import { uploadDocument } from './api.ts';

export const NS = 'supply-apply';
const REQUIRED = new Set<string>(APPLICATION_REQUIRED_FIELDS);
const WIDE = new Set<string>(['enterpriseName', 'address']);

/** A document as the form keeps it: the uploaded file's handle and name, its number and expiry. */
export interface DocumentValue {
  file: string;
  name: string;
  number?: string;
  expiresOn?: string;
}

/** The enterprise fields named, each with the shared schema's rule; `values.<name>` in the form. */
export function EnterpriseFields({ names }: { names: readonly ApplicationField[] }): ReactNode {
  const { t } = useTranslation([NS, 'common']);
  return (
    <div className="apply-grid">
      {names.map((name) => (
        <Form.Item
          key={name}
          name={['values', name]}
          label={t(`field.${name}`)}
          required={REQUIRED.has(name)}
          validateFirst
          rules={
            REQUIRED.has(name)
              ? [
                  { required: true, message: t('common:field_error.required') },
                  zodRule(applicationFieldSchemas[name], t),
                ]
              : [zodRule(applicationFieldSchemas[name].optional(), t)]
          }
          className={WIDE.has(name) ? 'apply-wide' : undefined}
          getValueProps={name === 'licenceExpiresOn' ? (v: string) => ({ value: v ? dayjs(v) : null }) : undefined}
          normalize={
            name === 'licenceExpiresOn' ? (v: dayjs.Dayjs | null) => (v ? v.format('YYYY-MM-DD') : '') : undefined
          }
        >
          {name === 'licenceExpiresOn' ? (
            <DatePicker style={{ width: '100%' }} data-testid={`apply-${name}`} />
          ) : (
            <Input data-testid={`apply-${name}`} autoComplete="off" />
          )}
        </Form.Item>
      ))}
    </div>
  );
}

/** One document's upload: PDF, JPG or PNG; the server checks the content. */
function DocumentUpload({
  value,
  onChange,
  kind,
}: {
  value?: DocumentValue;
  onChange?: (v: DocumentValue | undefined) => void;
  kind: string;
}): ReactNode {
  const { t } = useTranslation(NS);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const up = await uploadDocument(file);
      onChange?.({ ...value, file: up.file, name: up.name });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('upload_failed'));
    } finally {
      setBusy(false);
    }
  };
  const inputId = `apply-doc-${kind}`;
  return (
    <div className="apply-upload">
      <input
        id={inputId}
        type="file"
        accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
        className="apply-file-input"
        style={{ display: 'none' }}
        data-testid={inputId}
        onChange={(e) => {
          void pick(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <Button icon={<UploadOutlined />} loading={busy} onClick={() => document.getElementById(inputId)?.click()}>
        {value?.file ? t('replace_file') : t('choose_file')}
      </Button>
      {value?.file ? (
        <Typography.Text className="apply-file-name" data-testid={`${inputId}-name`}>
          <CheckCircleFilled className="apply-ok" /> {value.name}
        </Typography.Text>
      ) : null}
      {error ? (
        <div className="apply-upload-error" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}

/** The documents of the checklist: `documents.<kind>` in the form; those in `required` must be there. */
export function DocumentFields({
  kinds,
  required,
}: {
  kinds: readonly string[];
  required: readonly string[];
}): ReactNode {
  const { t } = useTranslation(NS);
  return (
    <div className="apply-docs">
      {kinds.map((kind) => {
        const must = required.includes(kind);
        return (
          <div className="apply-doc" key={kind}>
            <Form.Item
              name={['documents', kind]}
              label={`${t(`doc.${kind}`)}${must ? '' : ` (${t('optional')})`}`}
              required={must}
              rules={
                must
                  ? [
                      {
                        validator: async (_r, v?: DocumentValue) => {
                          if (!v?.file) throw new Error(t('doc_required'));
                        },
                      },
                    ]
                  : []
              }
            >
              <DocumentUpload kind={kind} />
            </Form.Item>
            <Form.Item name={['documents', kind, 'number']} label={t('doc_number')} className="apply-doc-number">
              <Input maxLength={60} />
            </Form.Item>
          </div>
        );
      })}
    </div>
  );
}

/** The form's documents as the contract takes them (handle, number, expiry; empty ones left out). */
export function documentsBody(docs: Record<string, DocumentValue | undefined> | undefined) {
  return Object.fromEntries(
    Object.entries(docs ?? {})
      .filter(([, d]) => d?.file)
      .map(([k, d]) => [k, { file: d!.file, number: d!.number ?? '', expiresOn: d!.expiresOn ?? '' }]),
  );
}
