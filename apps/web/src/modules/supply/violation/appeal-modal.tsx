import { App, Descriptions, Form, Input, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_KINDS } from '@shop/shared/constants';
import { VIOLATION_LIMITS, type ViolationRow } from '@shop/shared/api/supply-violation';
import { applyServerErrors } from '../../../components/form-rules.ts';
import { ImageUpload } from '../../../components/image-upload.tsx';
import { pickLocalized } from '../../../components/localized.ts';
import { EVIDENCE_UPLOAD, ownViolations } from './api.ts';
import { dayTime } from './parts.tsx';

interface Values {
  statement?: string;
  evidence?: string[];
}

/** The supplier appeals one of its lines, once: a statement and at least one piece of evidence. */
export function AppealModal({ row, onClose }: { row: ViolationRow | null; onClose: () => void }): ReactNode {
  const { t, i18n } = useTranslation(['violation', 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const send = ownViolations.useChange('appeal', {
    onSuccess: () => {
      message.success(t('violation:appeal.sent'));
      onClose();
    },
    onError: (err) => {
      if (!applyServerErrors(form, err, t)) message.error(err.message);
    },
  });
  return (
    <Modal
      open={row !== null}
      title={t('violation:appeal.title', { id: row?.id ?? '' })}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('violation:appeal.send')}
      cancelText={t('common:action.cancel')}
      confirmLoading={send.isPending}
      okButtonProps={{ 'data-testid': 'violation-appeal-submit' }}
      width={520}
      destroyOnHidden
    >
      {row ? (
        <>
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'time', label: t('violation:field.time'), children: dayTime(row.occurredAt) },
              { key: 'type', label: t('violation:field.type'), children: pickLocalized(row.typeName, i18n.language) },
              { key: 'points', label: t('violation:field.score'), children: row.points },
              { key: 'info', label: t('violation:field.info'), children: row.info },
            ]}
          />
          <p className="form-hint">{t('violation:appeal.once')}</p>
          <Form<Values>
            form={form}
            layout="vertical"
            initialValues={{ evidence: [] }}
            onFinish={(v) =>
              send.mutate({ violationId: row.id, statement: v.statement ?? '', evidence: v.evidence ?? [] })
            }
          >
            <Form.Item
              name="statement"
              label={t('violation:appeal.statement')}
              rules={[{ required: true, whitespace: true, message: t('common:field_error.required') }]}
            >
              <Input.TextArea
                maxLength={VIOLATION_LIMITS.statementMax}
                showCount
                autoSize={{ minRows: 3, maxRows: 6 }}
                data-testid="violation-appeal-statement"
              />
            </Form.Item>
            <Form.Item
              name="evidence"
              label={t('violation:field.evidence')}
              rules={[{ required: true, type: 'array', min: 1, message: t('violation:appeal.evidence_required') }]}
            >
              <ImageUpload
                action={EVIDENCE_UPLOAD.supplier}
                max={VIOLATION_LIMITS.evidenceMax}
                maxBytes={IMAGE_KINDS.feedback.maxBytes}
                testId="violation-appeal-evidence"
              />
            </Form.Item>
          </Form>
        </>
      ) : null}
    </Modal>
  );
}
