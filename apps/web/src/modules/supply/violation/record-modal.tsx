import { App, DatePicker, Form, Input, Modal, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_KINDS } from '@shop/shared/constants';
import { VIOLATION_LIMITS } from '@shop/shared/api/supply-violation';
import { applyServerErrors } from '../../../components/form-rules.ts';
import { ImageUpload } from '../../../components/image-upload.tsx';
import { pickLocalized } from '../../../components/localized.ts';
import { EVIDENCE_UPLOAD, useSupplierChoices, useTypeOptions, violations } from './api.ts';
import { sanctionWords } from './words.ts';

interface Values {
  supplierId?: number;
  typeId?: number;
  occurredAt?: Dayjs;
  info?: string;
  processing?: string;
  evidence?: string[];
}

/** Record a violation: supplier, type (its points and ban days shown), time, info, processing, evidence. */
export function RecordModal({ open, onClose }: { open: boolean; onClose: () => void }): ReactNode {
  const { t, i18n } = useTranslation(['violation', 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const suppliers = useSupplierChoices('violation', open);
  const types = useTypeOptions(open);
  const typeId = Form.useWatch('typeId', form);
  const type = types.data?.list.find((x) => x.id === typeId);
  const save = violations.useChange('add', {
    onSuccess: (out) => {
      message.success(
        out.bannedUntil
          ? t('violation:recorded_banned', { until: dayjs(out.bannedUntil).format('YYYY-MM-DD HH:mm') })
          : t('violation:recorded', { points: out.activePoints }),
      );
      form.resetFields();
      onClose();
    },
    onError: (err) => {
      if (!applyServerErrors(form, err, t)) message.error(err.message);
    },
  });
  const required = { required: true, message: t('common:field_error.required') };
  return (
    <Modal
      open={open}
      title={t('violation:record')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common:action.save')}
      cancelText={t('common:action.cancel')}
      confirmLoading={save.isPending}
      okButtonProps={{ 'data-testid': 'violation-record-submit' }}
      width={560}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ occurredAt: dayjs(), evidence: [] }}
        data-testid="violation-record-form"
        onFinish={(v) =>
          save.mutate({
            supplierId: v.supplierId!,
            typeId: v.typeId!,
            occurredAt: (v.occurredAt ?? dayjs()).toISOString(),
            info: v.info ?? '',
            processing: v.processing ?? '',
            evidence: v.evidence ?? [],
          })
        }
      >
        <Form.Item name="supplierId" label={t('violation:field.supplier')} rules={[required]}>
          <Select
            showSearch
            optionFilterProp="label"
            loading={suppliers.isPending}
            data-testid="violation-record-supplier"
            options={(suppliers.data?.list ?? []).map((s) => ({ value: s.id, label: s.name }))}
          />
        </Form.Item>
        <Form.Item
          name="typeId"
          label={t('violation:field.type')}
          rules={[required]}
          extra={
            type ? (
              <Typography.Text type="secondary" data-testid="violation-record-type-rule">
                {t('violation:type_rule', { points: type.points, days: type.pointsExpireDays })}
                {type.banDays ? ` · ${sanctionWords(t, 'ban', type.banDays)}` : ''}
                {type.appealable ? '' : ` · ${t('violation:not_appealable')}`}
              </Typography.Text>
            ) : null
          }
        >
          <Select
            showSearch
            optionFilterProp="label"
            loading={types.isPending}
            data-testid="violation-record-type"
            options={(types.data?.list ?? [])
              .filter((x) => x.enabled)
              .map((x) => ({ value: x.id, label: `${pickLocalized(x.name, i18n.language)} (${x.points})` }))}
          />
        </Form.Item>
        <Form.Item name="occurredAt" label={t('violation:field.time')} rules={[required]}>
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            disabledDate={(d) => d.isAfter(dayjs(), 'day')}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item name="info" label={t('violation:field.info')} rules={[required]}>
          <Input.TextArea
            maxLength={VIOLATION_LIMITS.infoMax}
            showCount
            autoSize={{ minRows: 2, maxRows: 5 }}
            data-testid="violation-record-info"
          />
        </Form.Item>
        <Form.Item name="processing" label={t('violation:field.processing')}>
          <Input.TextArea maxLength={VIOLATION_LIMITS.processingMax} autoSize={{ minRows: 1, maxRows: 4 }} />
        </Form.Item>
        <Form.Item
          name="evidence"
          label={t('violation:field.evidence')}
          rules={type?.evidenceRequired ? [{ required: true, message: t('violation:evidence_required') }] : []}
          extra={type?.evidenceRequired ? t('violation:evidence_required') : undefined}
        >
          <ImageUpload
            action={EVIDENCE_UPLOAD.staff}
            max={VIOLATION_LIMITS.evidenceMax}
            maxBytes={IMAGE_KINDS.feedback.maxBytes}
            testId="violation-record-evidence"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
