import './store.css';
import { Checkbox, Form, InputNumber, Radio, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ONBOARDING_DOCUMENTS, SCORE_WEIGHTS, SETTLEMENT_CYCLES, supplierSettings } from '@shop/shared/api/settings';
import { SettingsGroup, SettingsSectionPage } from '../../../components/crud/settings-form.tsx';
import { fieldRange, useSettingsSection } from '../../../components/crud/settings-section.ts';
import { supplierSection } from './api.ts';

const range = (name: keyof typeof supplierSettings.fields.shape) => fieldRange(supplierSettings, name);
const WEIGHTS = SCORE_WEIGHTS;

/** A rate kept in basis points (500), shown and typed as a percentage with two decimals (5.00 %). */
function PercentInput(props: {
  value?: number | null;
  onChange?: (bp: number | null) => void;
  id?: string;
  testId?: string;
}) {
  return (
    <InputNumber<number>
      id={props.id}
      value={props.value == null ? null : props.value / 100}
      onChange={(v) => props.onChange?.(v == null ? null : Math.round(v * 100))}
      min={0}
      max={100}
      step={0.01}
      precision={2}
      suffix="%"
      style={{ width: 160 }}
      data-testid={props.testId ?? 'supplier-commission'}
    />
  );
}

/** The weights' running total, marked until it is 100. */
function WeightSum({ form }: { form: FormInstance }): ReactNode {
  const { t } = useTranslation('supplier-settings');
  const sum =
    Form.useWatch(
      (values: Record<string, unknown>) => WEIGHTS.reduce((total, w) => total + (Number(values[w]) || 0), 0),
      form,
    ) ?? 0;
  return (
    <p
      className={sum === 100 ? 'supplier-weight-sum' : 'supplier-weight-sum supplier-weight-sum-off'}
      role="status"
      data-testid="supplier-weight-sum"
    >
      {t('supplier-settings:weight_sum', { sum })}
    </p>
  );
}

/**
 * /setting/supplier: the defaults the supply chain reads (commission, settlement, onboarding, scorecard, the
 * demand suggestions from shop searches).
 */
export function SupplierSettingsPage(): ReactNode {
  const { t } = useTranslation(['supplier-settings', 'section', 'common']);
  const state = useSettingsSection(supplierSection, { namespace: 'supplier-settings' });
  const { field } = state;
  const days = t('supplier-settings:days');

  return (
    <SettingsSectionPage
      state={state}
      testId="supplier-settings"
      title={t('supplier-settings:title')}
      intro={t('supplier-settings:intro')}
    >
      <SettingsGroup title={t('supplier-settings:group.settlement')}>
        <div className="settings-grid">
          <Form.Item {...field('commissionRate')} required extra={t('supplier-settings:hint.commissionRate')}>
            <PercentInput />
          </Form.Item>
          <Form.Item {...field('settlementCycle')} required>
            <Radio.Group
              optionType="button"
              options={SETTLEMENT_CYCLES.map((c) => ({ value: c, label: t(`supplier-settings:cycle.${c}`) }))}
              data-testid="supplier-cycle"
            />
          </Form.Item>
          <Form.Item {...field('bankChangeCoolingDays')} required extra={t('supplier-settings:hint.bankCooling')}>
            <InputNumber<number>
              {...range('bankChangeCoolingDays')}
              precision={0}
              suffix={days}
              style={{ width: 160 }}
              data-testid="supplier-bank-cooling"
            />
          </Form.Item>
        </div>
      </SettingsGroup>

      <SettingsGroup title={t('supplier-settings:group.onboarding')}>
        <Form.Item {...field('requiredDocuments')} extra={t('supplier-settings:hint.requiredDocuments')}>
          <Checkbox.Group
            className="supplier-documents"
            options={ONBOARDING_DOCUMENTS.map((d) => ({ value: d, label: t(`supplier-settings:document.${d}`) }))}
            data-testid="supplier-documents"
          />
        </Form.Item>
      </SettingsGroup>

      <SettingsGroup title={t('supplier-settings:group.score')} hint={t('supplier-settings:hint.score')}>
        <div className="settings-grid">
          <Form.Item {...field('scoreInitial')} required extra={t('supplier-settings:hint.scoreInitial')}>
            <InputNumber<number>
              {...range('scoreInitial')}
              precision={0}
              style={{ width: 160 }}
              data-testid="supplier-score"
            />
          </Form.Item>
          <Form.Item {...field('scoreWarningBelow')} required extra={t('supplier-settings:hint.scoreWarningBelow')}>
            <InputNumber<number>
              {...range('scoreWarningBelow')}
              precision={0}
              style={{ width: 160 }}
              data-testid="supplier-warning"
            />
          </Form.Item>
          <Form.Item {...field('scoreWindowDays')} required extra={t('supplier-settings:hint.scoreWindowDays')}>
            <InputNumber<number>
              {...range('scoreWindowDays')}
              precision={0}
              suffix={days}
              style={{ width: 160 }}
              data-testid="supplier-window"
            />
          </Form.Item>
          <Form.Item {...field('scoreMinOrders')} required extra={t('supplier-settings:hint.scoreMinOrders')}>
            <InputNumber<number>
              {...range('scoreMinOrders')}
              precision={0}
              style={{ width: 160 }}
              data-testid="supplier-min-orders"
            />
          </Form.Item>
        </div>
        <fieldset className="supplier-weights" data-testid="supplier-weights">
          <legend>{t('supplier-settings:weights')}</legend>
          <p className="supplier-weights-hint">{t('supplier-settings:hint.weights')}</p>
          <div className="supplier-weights-row">
            {WEIGHTS.map((w) => (
              <Form.Item
                key={w}
                {...field(w)}
                required
                // the sum's error stands on the first weight: any weight's change checks it again
                dependencies={w === 'weightOnTime' ? WEIGHTS.filter((o) => o !== w) : undefined}
              >
                <InputNumber<number>
                  {...range(w)}
                  precision={0}
                  suffix="%"
                  style={{ width: 160 }}
                  data-testid={`supplier-${w}`}
                />
              </Form.Item>
            ))}
          </div>
          <WeightSum form={state.form} />
        </fieldset>
      </SettingsGroup>

      <SettingsGroup title={t('supplier-settings:group.compliance')}>
        <div className="settings-grid">
          <Form.Item {...field('licenceWarnDays')} required extra={t('supplier-settings:hint.licenceWarnDays')}>
            <InputNumber<number>
              {...range('licenceWarnDays')}
              precision={0}
              suffix={days}
              style={{ width: 160 }}
              data-testid="supplier-licence-warn"
            />
          </Form.Item>
          <Form.Item {...field('licenceStepDays')} required extra={t('supplier-settings:hint.licenceStepDays')}>
            <InputNumber<number>
              {...range('licenceStepDays')}
              precision={0}
              suffix={days}
              style={{ width: 160 }}
              data-testid="supplier-licence-step"
            />
          </Form.Item>
          <Form.Item {...field('reviewSlaHours')} required extra={t('supplier-settings:hint.reviewSlaHours')}>
            <InputNumber<number>
              {...range('reviewSlaHours')}
              precision={0}
              suffix={t('supplier-settings:hours')}
              style={{ width: 160 }}
              data-testid="supplier-review-sla"
            />
          </Form.Item>
          <Form.Item {...field('invoiceToleranceBp')} required extra={t('supplier-settings:hint.invoiceToleranceBp')}>
            <PercentInput testId="supplier-invoice-tolerance" />
          </Form.Item>
        </div>
      </SettingsGroup>

      <SettingsGroup title={t('supplier-settings:group.demand')}>
        <div className="settings-grid">
          <Form.Item
            {...field('demandSearchMinCount')}
            required
            extra={t('supplier-settings:hint.demandSearchMinCount')}
          >
            <InputNumber<number>
              {...range('demandSearchMinCount')}
              precision={0}
              suffix={t('supplier-settings:times')}
              style={{ width: 160 }}
              data-testid="supplier-demand-searches"
            />
          </Form.Item>
          <Form.Item {...field('demandSearchDays')} required extra={t('supplier-settings:hint.demandSearchDays')}>
            <InputNumber<number>
              {...range('demandSearchDays')}
              precision={0}
              suffix={days}
              style={{ width: 160 }}
              data-testid="supplier-demand-days"
            />
          </Form.Item>
        </div>
      </SettingsGroup>
    </SettingsSectionPage>
  );
}
