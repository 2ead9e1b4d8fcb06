import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Input, InputNumber, Radio, Select, Switch, Tag, type FormInstance } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { Localized } from '@shop/shared';
import { LANGUAGES } from '@shop/shared/constants';
import {
  paymentAddBody,
  PAYMENT_FEE_TYPES,
  PAYMENT_LIMITS,
  type PaymentFeeType,
  type PaymentInfo,
  type paymentApi,
} from '@shop/shared/api/payment';
import { countryOptions, matchesCountry } from '../../../components/countries.ts';
import { schemaFields, WholeNumberInput } from '../../../components/crud/form-fields.tsx';
import { FormPage } from '../../../components/crud/form-page.tsx';
import { MoneyInput } from '../../../components/money-input.tsx';
import { bodyRule } from '../../../components/schema-rule.ts';
import { LANGUAGE_NAMES } from '../../../lib/i18n.ts';
import { NotFoundPage } from '../../../shell/not-found-page.tsx';
import { LIST_PATH, paymentScreen, payments } from './api.ts';
import { CredentialsField, type CredentialValues } from './credentials-field.tsx';
import { bpToPercent, percentToBp } from './fee.ts';
import './payment.css';

interface PaymentFormValues {
  name: Localized;
  instructions: Localized;
  sort: number | null;
  feeType: PaymentFeeType;
  fee: number | null;
  countries: string[];
  credentials: CredentialValues[];
  enabled: boolean;
}

const EMPTY: Localized = { 'zh-CN': '', en: '', es: '', ja: '' };

/** The request body's fields of the form's values (the credentials without how they are stored). */
const bodyOf = (v: Partial<PaymentFormValues>) => ({
  name: { ...EMPTY, ...v.name },
  instructions: { ...EMPTY, ...v.instructions },
  sort: v.sort ?? 0,
  feeType: v.feeType ?? 'fixed',
  fee: v.fee ?? 0,
  countries: v.countries ?? [],
  credentials: (v.credentials ?? []).map((c) => ({ key: c?.key ?? '', value: c?.value ?? '' })),
});

/** A percentage field over basis points (2.5 % is 250). */
function PercentInput({ value, onChange }: { value?: number | null; onChange?: (bp: number | null) => void }) {
  return (
    <InputNumber<number>
      min={0}
      max={PAYMENT_LIMITS.percentFeeMax / 100}
      precision={2}
      step={0.1}
      suffix="%"
      style={{ width: 180 }}
      value={bpToPercent(value)}
      onChange={(v) => onChange?.(percentToBp(v))}
      data-testid="payment-fee-percent"
    />
  );
}

/** The fields of one payment method; `record` is the method edited (undefined when adding). */
function PaymentFields({ form, record, currency }: { form: FormInstance; record?: PaymentInfo; currency: string }) {
  const { t, i18n } = useTranslation(['payment', 'common']);
  const field = schemaFields(paymentAddBody.shape, t, 'payment');
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const feeType = (Form.useWatch('feeType', form) as PaymentFeeType | undefined) ?? 'fixed';
  const body = () => bodyOf(form.getFieldsValue(true) as Partial<PaymentFormValues>);
  const rule = (...path: (string | number)[]) => bodyRule(paymentAddBody, body, path, t);
  const names = LANGUAGES.map((l) => ['name', l]);
  return (
    <>
      {record?.builtIn ? (
        <Alert type="info" showIcon className="payment-form" title={t('payment:built_in_hint')} />
      ) : null}
      <fieldset className="payment-fieldset payment-form">
        <legend>{t('payment:field.name')}</legend>
        {LANGUAGES.map((language) => (
          <Form.Item
            key={language}
            name={['name', language]}
            label={LANGUAGE_NAMES[language]}
            rules={[rule('name', language)]}
            dependencies={names}
          >
            <Input maxLength={PAYMENT_LIMITS.nameMax} data-testid={`payment-name-${language}`} />
          </Form.Item>
        ))}
        <p className="form-hint">{t('payment:name_hint')}</p>
      </fieldset>
      <fieldset className="payment-fieldset payment-form">
        <legend>
          {record?.builtIn === 'bank_transfer' ? t('payment:instructions_bank') : t('payment:field.instructions')}
        </legend>
        {LANGUAGES.map((language) => (
          <Form.Item
            key={language}
            name={['instructions', language]}
            label={LANGUAGE_NAMES[language]}
            rules={[rule('instructions', language)]}
          >
            <Input.TextArea
              maxLength={PAYMENT_LIMITS.instructionsMax}
              autoSize={{ minRows: 2, maxRows: 6 }}
              data-testid={`payment-instructions-${language}`}
            />
          </Form.Item>
        ))}
        <p className="form-hint">{t('payment:instructions_hint')}</p>
      </fieldset>
      <div className="payment-fee payment-form">
        <Form.Item {...field('feeType', { label: 'fee_type' })}>
          <Radio.Group
            optionType="button"
            options={PAYMENT_FEE_TYPES.map((type) => ({ value: type, label: t(`payment:fee_type.${type}`) }))}
            data-testid="payment-fee-type"
          />
        </Form.Item>
        <Form.Item
          name="fee"
          label={t('payment:field.fee')}
          rules={[rule('fee')]}
          extra={feeType === 'fixed' ? t('payment:fee_fixed_hint', { currency }) : t('payment:fee_percent_hint')}
        >
          {feeType === 'fixed' ? (
            <MoneyInput currency={currency} style={{ width: 180 }} suffix={currency} data-testid="payment-fee-fixed" />
          ) : (
            <PercentInput />
          )}
        </Form.Item>
      </div>
      <Form.Item {...field('countries')} extra={t('payment:countries_hint')} className="payment-form">
        <Select
          mode="multiple"
          allowClear
          showSearch={{
            filterOption: (input, option) => matchesCountry(input, option as { value: string; label: string }),
          }}
          options={countries}
          placeholder={t('payment:everywhere')}
          data-testid="payment-countries"
        />
      </Form.Item>
      <Form.Item {...field('sort', { emptyAsUndefined: true })} extra={t('payment:sort_hint')}>
        <WholeNumberInput max={PAYMENT_LIMITS.sortMax} style={{ width: 160 }} data-testid="payment-sort" />
      </Form.Item>
      <fieldset className="payment-fieldset payment-form" data-testid="payment-credentials">
        <legend>{t('payment:field.credentials')}</legend>
        <p className="form-hint">{t('payment:credentials_hint')}</p>
        <CredentialsField form={form} />
      </fieldset>
      {record ? (
        <p className="form-hint" data-testid="payment-usage">
          {t('payment:usage', { count: record.orderCount })}{' '}
          <Tag color={record.enabled ? 'success' : 'default'} className="payment-tag">
            {record.enabled ? t('common:status.enabled') : t('common:status.disabled')}
          </Tag>
        </p>
      ) : (
        <Form.Item name="enabled" label={t('payment:field.enabled')} valuePropName="checked">
          <Switch
            checkedChildren={t('common:status.enabled')}
            unCheckedChildren={t('common:status.disabled')}
            data-testid="payment-enabled"
          />
        </Form.Item>
      )}
    </>
  );
}

/** /paymentEdit/:pid: one payment method (`new` adds one): names, customer text, fee, countries, credentials. */
export function PaymentFormPage(): ReactNode {
  const { t } = useTranslation(['payment', 'common']);
  const pid = useParams().pid ?? '';
  const id = pid === 'new' ? null : /^[1-9]\d{0,15}$/.test(pid) ? Number(pid) : undefined;
  // Fixed fees are in the base currency, which every row of the list carries.
  const first = useQuery({
    queryKey: payments.keys.list({ pageSize: 10 }),
    queryFn: () => payments.fetchList({ pageSize: 10 }),
  });
  const currency = first.data?.list[0]?.currency ?? 'USD';
  if (id === undefined) return <NotFoundPage />;
  return (
    <FormPage<typeof paymentApi, PaymentFormValues>
      screen={paymentScreen}
      id={id}
      backTo={LIST_PATH}
      title={{ add: t('payment:add'), edit: t('payment:edit') }}
      initial={{
        name: EMPTY,
        instructions: EMPTY,
        sort: 0,
        feeType: 'fixed',
        fee: 0,
        countries: [],
        credentials: [],
        enabled: true,
      }}
      toValues={(p) => ({
        name: p.name,
        instructions: p.instructions,
        sort: p.sort,
        feeType: p.feeType,
        fee: p.fee,
        countries: p.countries,
        credentials: p.credentials.map((c) => ({ key: c.key, value: '', stored: c.state })),
      })}
      toAdd={(v) => ({ ...bodyOf(v), enabled: v.enabled ?? true })}
      toEdit={(v, p) => ({ ...bodyOf(v), id: p.id, version: p.version })}
      fieldTexts={{}}
    >
      {({ form, record }) => <PaymentFields form={form} record={record} currency={currency} />}
    </FormPage>
  );
}
