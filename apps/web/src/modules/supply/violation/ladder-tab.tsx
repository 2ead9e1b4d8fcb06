import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Form, InputNumber, Select, Skeleton, Space, Typography } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LADDER_LIMITS, SANCTIONS, type LadderStep } from '@shop/shared/api/supply-violation-type';
import { applyServerErrors } from '../../../components/form-rules.ts';
import { useCan } from '../../../lib/auth-store.ts';
import { ladder } from './api.ts';
import { sanctionWords } from './words.ts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

interface Values {
  steps: LadderStep[];
}

/** The sanction ladder: thresholds of active points and what each brings; saved whole. */
export function LadderTab(): ReactNode {
  const { t } = useTranslation(['violation', 'common']);
  const { message } = App.useApp();
  const can = useCan();
  const editable = can('supply_violation_type');
  const [form] = Form.useForm<Values>();
  const read = useQuery({ queryKey: ladder.keys.info(1), queryFn: () => callApi(ladder.api.info) });
  const save = ladder.useChange('save', {
    refresh: { success: [ladder.keys.all, ['violationStanding']] },
    onSuccess: () => message.success(t('violation:ladder.saved')),
    onError: (err) => {
      if (!applyServerErrors(form, err, t)) message.error(err.message);
    },
  });
  const version = read.data?.version;
  useEffect(() => {
    if (read.data) form.setFieldsValue({ steps: read.data.steps });
  }, [form, read.data, version]);
  const steps = Form.useWatch('steps', form) ?? [];
  if (read.isPending) return <Skeleton active />;
  if (read.isError) return <Alert type="error" showIcon title={t('violation:load_failed')} />;
  return (
    <Card title={t('violation:ladder.title')} data-testid="violation-ladder">
      <Typography.Paragraph type="secondary">{t('violation:ladder.hint')}</Typography.Paragraph>
      <Form<Values>
        form={form}
        layout="vertical"
        disabled={!editable}
        onFinish={(v) => save.mutate({ steps: v.steps ?? [], version: read.data!.version })}
      >
        <Form.List name="steps">
          {(fields, { add, remove }) => (
            <Space direction="vertical" style={{ width: '100%' }}>
              {fields.length === 0 ? (
                <Typography.Text type="secondary">{t('violation:ladder.empty')}</Typography.Text>
              ) : null}
              {fields.map((f) => {
                const step = steps[f.name];
                return (
                  <div key={f.key} className="violation-ladder-step" data-testid={`violation-ladder-step-${f.name}`}>
                    <Form.Item
                      name={[f.name, 'points']}
                      label={t('violation:ladder.points')}
                      rules={[{ required: true, message: t('common:field_error.required') }]}
                    >
                      <InputNumber<number> min={1} max={LADDER_LIMITS.pointsMax} precision={0} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'sanction']} label={t('violation:ladder.sanction')}>
                      <Select
                        style={{ width: 180 }}
                        options={SANCTIONS.map((s) => ({ value: s, label: t(`violation:sanction_kind.${s}`) }))}
                      />
                    </Form.Item>
                    <Form.Item name={[f.name, 'days']} label={t('violation:ladder.days')}>
                      <InputNumber<number>
                        min={0}
                        max={LADDER_LIMITS.daysMax}
                        precision={0}
                        disabled={!editable || step?.sanction === 'warning'}
                      />
                    </Form.Item>
                    <Form.Item label=" ">
                      <Space>
                        <Typography.Text type="secondary">
                          {step?.sanction ? sanctionWords(t, step.sanction, step.days ?? 0) : ''}
                        </Typography.Text>
                        <Button
                          icon={<DeleteOutlined />}
                          aria-label={t('common:action.delete')}
                          onClick={() => remove(f.name)}
                        />
                      </Space>
                    </Form.Item>
                  </div>
                );
              })}
              {editable ? (
                <Space wrap>
                  <Button
                    icon={<PlusOutlined />}
                    disabled={fields.length >= LADDER_LIMITS.stepsMax}
                    onClick={() => add({ points: (steps.at(-1)?.points ?? 0) + 6, sanction: 'warning', days: 0 })}
                  >
                    {t('violation:ladder.add')}
                  </Button>
                  <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="violation-ladder-save">
                    {t('common:action.save')}
                  </Button>
                </Space>
              ) : null}
            </Space>
          )}
        </Form.List>
      </Form>
    </Card>
  );
}
