import { App, Button, Card, Form, Input, InputNumber, Radio } from 'antd';
import { IMAGE_KINDS } from '@shop/shared/constants';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { INSPECTION_LIMITS, type InspectionInfo } from '@shop/shared/api/supply-inspection';
import { ImageUpload } from '../../../components/image-upload.tsx';
import { inspections, PHOTO_UPLOAD } from './api.ts';

interface CheckAnswer {
  passed?: boolean;
  value?: number | null;
  photos?: string[];
  note?: string;
}
interface Values {
  checks: Record<string, CheckAnswer>;
  note?: string;
}

type Check = InspectionInfo['checks'][number];

/** The verdict the server will reach (a measurement within target ± tolerance), for the confirmation. */
const passes = (c: Check, a: CheckAnswer | undefined) =>
  c.kind === 'measure'
    ? a?.value != null && Math.abs(a.value - (c.target ?? 0)) <= (c.tolerance ?? 0) + 1e-9
    : a?.passed === true;

/** Staff fill every check of a lot under inspection; the result is final after confirming (approve or fail). */
export function ChecksForm({ record }: { record: InspectionInfo }): ReactNode {
  const { t } = useTranslation(['inspection', 'common']);
  const { modal, message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const send = inspections.useChange('result', {
    onSuccess: (saved) =>
      void message.success(t(saved.state === 'approved' ? 'inspection:approved_done' : 'inspection:failed_done')),
  });
  const submit = (v: Values) => {
    const approved = record.checks.every((c) => passes(c, v.checks?.[c.key]));
    modal.confirm({
      title: t(approved ? 'inspection:confirm_approve' : 'inspection:confirm_fail'),
      content: t(approved ? 'inspection:confirm_approve_hint' : 'inspection:confirm_fail_hint'),
      okText: t(approved ? 'inspection:approve' : 'inspection:fail'),
      okButtonProps: { danger: !approved, 'data-testid': 'inspection-confirm-ok' } as never,
      cancelText: t('common:action.cancel'),
      onOk: () =>
        send.mutateAsync({
          id: record.id,
          version: record.version,
          note: v.note ?? '',
          results: record.checks.map((c) => {
            const a = v.checks?.[c.key] ?? {};
            return {
              key: c.key,
              passed: c.kind === 'measure' ? false : a.passed === true,
              value: c.kind === 'measure' ? (a.value ?? null) : null,
              photos: a.photos ?? [],
              note: a.note ?? '',
            };
          }),
        }),
    });
  };
  return (
    <Card title={t('inspection:detail.checks')}>
      <Form form={form} layout="vertical" onFinish={submit} data-testid="inspection-checks-form">
        {record.checks.map((c) => (
          <div className="inspection-check" key={c.key} data-testid={`inspection-check-${c.key}`}>
            <div>
              <strong>{c.label}</strong>
              <div>
                {t(`inspection:check.kind.${c.kind}`)}
                {c.kind === 'measure' ? ` · ${c.target} ± ${c.tolerance} ${c.unit}` : ''}
              </div>
            </div>
            {c.kind === 'measure' ? (
              <Form.Item
                name={['checks', c.key, 'value']}
                label={t('inspection:check.value')}
                rules={[{ required: true, message: t('inspection:check.required') }]}
              >
                <InputNumber addonAfter={c.unit || undefined} data-testid={`inspection-value-${c.key}`} />
              </Form.Item>
            ) : (
              <Form.Item
                name={['checks', c.key, 'passed']}
                label={t('inspection:check.result')}
                rules={[{ required: true, message: t('inspection:check.required') }]}
              >
                <Radio.Group
                  optionType="button"
                  data-testid={`inspection-passed-${c.key}`}
                  options={[
                    { value: true, label: t('inspection:check.pass') },
                    { value: false, label: t('inspection:check.fail') },
                  ]}
                />
              </Form.Item>
            )}
            <Form.Item
              name={['checks', c.key, 'photos']}
              label={t('inspection:check.photos')}
              rules={c.kind === 'photo' ? [{ required: true, message: t('inspection:check.photo_required') }] : []}
            >
              <ImageUpload
                action={PHOTO_UPLOAD}
                max={INSPECTION_LIMITS.photosMax}
                maxBytes={IMAGE_KINDS.feedback.maxBytes}
                testId={`inspection-photos-${c.key}`}
              />
            </Form.Item>
            <Form.Item name={['checks', c.key, 'note']} label={t('inspection:check.note')}>
              <Input maxLength={INSPECTION_LIMITS.noteMax} />
            </Form.Item>
          </div>
        ))}
        <Form.Item name="note" label={t('inspection:field.note')} style={{ marginTop: 16 }}>
          <Input.TextArea maxLength={INSPECTION_LIMITS.noteMax} autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={send.isPending} data-testid="inspection-submit">
          {t('inspection:submit')}
        </Button>
      </Form>
    </Card>
  );
}
