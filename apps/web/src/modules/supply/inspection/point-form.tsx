import { Button, Form, Input, InputNumber, Radio, Select, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CHECK_KINDS, FREQUENCIES, type inspectionPointApi, type PointRow } from '@shop/shared/api/supply-inspection';
import { FormModal } from '../../../components/crud/form-modal.tsx';
import { pickLocalized } from '../../../components/localized.ts';
import { defaultCurrency } from '../../../lib/currency-formats.ts';
import { toMajor, toMinor } from '../../../lib/money.ts';
import { pointScreen, useInspectionChoices } from './api.ts';

interface CheckValues {
  key: string;
  label: string;
  kind: (typeof CHECK_KINDS)[number];
  target?: number | null;
  tolerance?: number | null;
  unit?: string;
}
interface PointValues {
  name: string;
  on: 'product' | 'category';
  productId?: number | null;
  categoryId?: number | null;
  frequency: (typeof FREQUENCIES)[number];
  percent?: number | null;
  periodDays?: number | null;
  checks: CheckValues[];
  chargeback?: number | null;
}

const bodyOf = (v: PointValues) => ({
  name: v.name ?? '',
  productId: v.on === 'product' ? (v.productId ?? null) : null,
  categoryId: v.on === 'category' ? (v.categoryId ?? null) : null,
  frequency: v.frequency,
  percent: v.percent ?? 100,
  periodDays: v.periodDays ?? 30,
  checks: (v.checks ?? []).map((c) => ({
    key: c.key,
    label: c.label,
    kind: c.kind,
    target: c.kind === 'measure' ? (c.target ?? null) : null,
    tolerance: c.kind === 'measure' ? (c.tolerance ?? null) : null,
    unit: c.unit ?? '',
  })),
  chargeback: toMinor(v.chargeback ?? 0, defaultCurrency()) ?? 0,
});

/** Add or edit a control point: product or category, frequency, the checks and the chargeback of a failed lot. */
export function PointFormModal(): ReactNode {
  const { t, i18n } = useTranslation(['inspection', 'common']);
  const choices = useInspectionChoices();
  return (
    <FormModal<typeof inspectionPointApi, PointValues>
      screen={pointScreen}
      width={720}
      loading={choices.isPending}
      initial={{
        name: '',
        on: 'product',
        frequency: 'every_lot',
        percent: 100,
        periodDays: 30,
        checks: [{ key: 'conforms', label: '', kind: 'pass_fail' }],
        chargeback: 0,
      }}
      toValues={(r: PointRow) => ({
        ...r,
        on: r.productId ? 'product' : 'category',
        chargeback: toMajor(r.chargeback, defaultCurrency()),
      })}
      toAdd={(v) => bodyOf(v)}
      toEdit={(v, rec) => ({ ...bodyOf(v), id: rec.id, version: rec.version })}
    >
      {({ form }) => (
        <>
          <Form.Item name="name" label={t('inspection:point.field.name')} rules={[{ required: true, max: 100 }]}>
            <Input maxLength={100} data-testid="inspection-point-name" />
          </Form.Item>
          <Form.Item name="on" label={t('inspection:point.field.target')}>
            <Radio.Group
              options={[
                { value: 'product', label: t('inspection:point.product') },
                { value: 'category', label: t('inspection:point.category') },
              ]}
            />
          </Form.Item>
          <Form.Item noStyle dependencies={['on', 'frequency']}>
            {() => (
              <>
                {form.getFieldValue('on') === 'category' ? (
                  <Form.Item name="categoryId" label={t('inspection:point.category')} rules={[{ required: true }]}>
                    <Select
                      showSearch={{ optionFilterProp: 'label' }}
                      options={(choices.data?.categories ?? []).map((c) => ({
                        value: c.id,
                        label: pickLocalized(c.name, i18n.language),
                      }))}
                    />
                  </Form.Item>
                ) : (
                  <Form.Item name="productId" label={t('inspection:point.product')} rules={[{ required: true }]}>
                    <Select
                      showSearch={{ optionFilterProp: 'label' }}
                      data-testid="inspection-point-product"
                      options={(choices.data?.list ?? []).map((p) => ({
                        value: p.id,
                        label: pickLocalized(p.name, i18n.language),
                      }))}
                    />
                  </Form.Item>
                )}
                <Space wrap>
                  <Form.Item name="frequency" label={t('inspection:point.field.frequency')}>
                    <Select
                      style={{ width: 200 }}
                      options={FREQUENCIES.map((f) => ({ value: f, label: t(`inspection:frequency.${f}`) }))}
                    />
                  </Form.Item>
                  {form.getFieldValue('frequency') === 'random' ? (
                    <Form.Item name="percent" label={t('inspection:point.field.percent')}>
                      <InputNumber min={1} max={100} precision={0} addonAfter="%" />
                    </Form.Item>
                  ) : null}
                  {form.getFieldValue('frequency') === 'periodic' ? (
                    <Form.Item name="periodDays" label={t('inspection:point.field.periodDays')}>
                      <InputNumber min={1} max={365} precision={0} />
                    </Form.Item>
                  ) : null}
                  <Form.Item name="chargeback" label={t('inspection:point.field.chargeback')}>
                    <InputNumber min={0} step={1} style={{ width: 140 }} />
                  </Form.Item>
                </Space>
              </>
            )}
          </Form.Item>
          <ChecksList />
        </>
      )}
    </FormModal>
  );
}

function ChecksList(): ReactNode {
  const { t } = useTranslation('inspection');
  return (
    <Form.List name="checks">
      {(fields, { add, remove }) => (
        <fieldset className="inspection-fieldset">
          <legend>{t('point.field.checks')}</legend>
          {fields.map((f) => (
            <Space key={f.key} align="start" wrap>
              <Form.Item name={[f.name, 'key']} rules={[{ required: true, pattern: /^[a-z0-9_]{1,30}$/ }]}>
                <Input placeholder={t('check.key')} style={{ width: 110 }} />
              </Form.Item>
              <Form.Item name={[f.name, 'label']} rules={[{ required: true, max: 100 }]}>
                <Input placeholder={t('check.label')} style={{ width: 180 }} />
              </Form.Item>
              <Form.Item name={[f.name, 'kind']}>
                <Select
                  style={{ width: 150 }}
                  options={CHECK_KINDS.map((k) => ({ value: k, label: t(`check.kind.${k}`) }))}
                />
              </Form.Item>
              <Form.Item name={[f.name, 'target']}>
                <InputNumber placeholder={t('check.target')} style={{ width: 90 }} />
              </Form.Item>
              <Form.Item name={[f.name, 'tolerance']}>
                <InputNumber placeholder={t('check.tolerance')} min={0} style={{ width: 90 }} />
              </Form.Item>
              <Form.Item name={[f.name, 'unit']}>
                <Input placeholder={t('check.unit')} style={{ width: 60 }} maxLength={20} />
              </Form.Item>
              <Button type="link" danger onClick={() => remove(f.name)} disabled={fields.length === 1}>
                {t('check.remove')}
              </Button>
            </Space>
          ))}
          <Button type="dashed" onClick={() => add({ key: '', label: '', kind: 'pass_fail' })}>
            {t('check.add')}
          </Button>
        </fieldset>
      )}
    </Form.List>
  );
}
