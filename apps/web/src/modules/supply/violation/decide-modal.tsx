import { App, Descriptions, Form, Input, Modal, Radio } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VIOLATION_LIMITS, type ViolationRow } from '@shop/shared/api/supply-violation';
import { applyServerErrors } from '../../../components/form-rules.ts';
import { pickLocalized } from '../../../components/localized.ts';
import { violations } from './api.ts';
import { dayTime, EvidenceThumbs } from './parts.tsx';

interface Values {
  decision: 'grant' | 'deny';
  reason?: string;
}

/**
 * Decide a pending appeal: the line, the supplier's statement and evidence; grant (the points
 * are reversed, bans worked out again) or deny with a reason.
 */
export function DecideModal({ row, onClose }: { row: ViolationRow | null; onClose: () => void }): ReactNode {
  const { t, i18n } = useTranslation(['violation', 'common']);
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const decision = Form.useWatch('decision', form);
  const decide = violations.useChange('decide', {
    onSuccess: (out) => {
      message.success(t(out.appeal?.status === 'granted' ? 'violation:granted_done' : 'violation:denied_done'));
      onClose();
    },
    onError: (err) => {
      if (!applyServerErrors(form, err, t)) message.error(err.message);
    },
  });
  const appeal = row?.appeal;
  const submit = (v: Values) => {
    const send = () =>
      decide.mutate({ id: appeal!.id, decision: v.decision, reason: v.reason ?? '', version: appeal!.version });
    if (v.decision === 'grant')
      modal.confirm({
        title: t('violation:grant_confirm', { points: row!.points }),
        content: t('violation:grant_confirm_hint'),
        okText: t('violation:decision.grant'),
        cancelText: t('common:action.cancel'),
        onOk: send,
      });
    else send();
  };
  return (
    <Modal
      open={row !== null && appeal !== null && appeal !== undefined}
      title={t('violation:decide_title', { id: row?.id ?? '' })}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common:action.save')}
      cancelText={t('common:action.cancel')}
      confirmLoading={decide.isPending}
      okButtonProps={{ 'data-testid': 'violation-decide-submit' }}
      width={560}
      destroyOnHidden
    >
      {row && appeal ? (
        <>
          <Descriptions
            size="small"
            column={1}
            bordered
            items={[
              { key: 's', label: t('violation:field.supplier'), children: row.supplierName },
              { key: 't', label: t('violation:field.type'), children: pickLocalized(row.typeName, i18n.language) },
              { key: 'p', label: t('violation:field.score'), children: row.points },
              { key: 'i', label: t('violation:field.info'), children: row.info },
              { key: 'at', label: t('violation:appeal.submitted'), children: dayTime(appeal.createdAt) },
              {
                key: 'st',
                label: t('violation:appeal.statement'),
                children: <span className="violation-info">{appeal.statement}</span>,
              },
              {
                key: 'ev',
                label: t('violation:field.evidence'),
                children: <EvidenceThumbs urls={appeal.evidence} />,
              },
            ]}
          />
          <Form<Values>
            form={form}
            layout="vertical"
            initialValues={{ decision: 'grant' }}
            onFinish={submit}
            style={{ marginTop: 16 }}
          >
            <Form.Item name="decision" label={t('violation:decision.label')}>
              <Radio.Group
                optionType="button"
                data-testid="violation-decision"
                options={[
                  { value: 'grant', label: t('violation:decision.grant') },
                  { value: 'deny', label: t('violation:decision.deny') },
                ]}
              />
            </Form.Item>
            <Form.Item
              name="reason"
              label={t('violation:decision.reason')}
              rules={decision === 'deny' ? [{ required: true, message: t('common:field_error.required') }] : []}
            >
              <Input.TextArea
                maxLength={VIOLATION_LIMITS.reasonMax}
                autoSize={{ minRows: 2, maxRows: 4 }}
                data-testid="violation-decision-reason"
              />
            </Form.Item>
          </Form>
        </>
      ) : null}
    </Modal>
  );
}
