import { Form, Input, Radio, Select, Switch } from 'antd';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TAX_PERCENT_MAX, TAX_TYPES, taxRuleAddBody, type TaxType, type taxRuleApi } from '@shop/shared/api/tax';
import { useSelectLists } from '../../../components/address/country-zones.ts';
import { countryOptions, matchesCountry } from '../../../components/countries.ts';
import { schemaFields, WholeNumberInput } from '../../../components/crud/form-fields.tsx';
import { FormModal } from '../../../components/crud/form-modal.tsx';
import { MoneyInput } from '../../../components/money-input.tsx';
import { taxRuleScreen, useTaxClassChoices } from './api.ts';
import { PercentInput } from './rate-input.tsx';
import { RegionField } from './region-field.tsx';

/** the customer groups, in the interface language (a look-up any account may read) */
const GROUP_LIST = ['customerGroups'] as const;

export interface RuleFormValues {
  name: string;
  classId: number | undefined;
  country: string | undefined;
  region: string | undefined;
  groupId: number | undefined;
  type: TaxType;
  /** basis points (percent) or minor units of the default currency per item (fixed) */
  rate: number | null;
  priority: number | null;
  enabled: boolean;
}

/** The request body's fields from the form (an empty country: every country; no group: every customer). */
export const ruleBodyOf = (v: RuleFormValues) => ({
  name: v.name ?? '',
  classId: v.classId ?? 0,
  country: v.country ?? '',
  region: v.country ? (v.region ?? '').trim().toUpperCase() : '',
  groupId: v.groupId ?? null,
  type: v.type,
  rate: v.rate ?? 0,
  priority: v.priority ?? 1,
});

/** The rate in the unit of the chosen type: a percent up to 100 %, or an amount of the default currency. */
function RateField({ currency }: { currency: string }): ReactNode {
  const { t } = useTranslation(['tax', 'common']);
  const type = Form.useWatch<TaxType | undefined>('type') ?? 'percent';
  const rules = [
    { required: true, message: t('common:field_error.required') },
    {
      validator: async (_: unknown, value: number | null) => {
        if (type === 'percent' && value !== null && value > TAX_PERCENT_MAX)
          throw new Error(t('tax:error.percent_max'));
      },
    },
  ];
  return (
    <Form.Item
      name="rate"
      label={t('tax:field.rate')}
      required
      rules={rules}
      extra={type === 'percent' ? t('tax:hint.percent') : t('tax:hint.fixed', { currency })}
    >
      {type === 'percent' ? (
        <PercentInput style={{ width: '100%' }} data-testid="tax-rule-rate-input" />
      ) : (
        <MoneyInput currency={currency} style={{ width: '100%' }} data-testid="tax-rule-rate-input" />
      )}
    </Form.Item>
  );
}

/** A new rule is of the default class once the classes have arrived (the dialog may open before). */
function DefaultClass({ id }: { id: number | undefined }): null {
  const form = Form.useFormInstance<RuleFormValues>();
  useEffect(() => {
    if (id !== undefined && form.getFieldValue('classId') === undefined) form.setFieldValue('classId', id);
  }, [form, id]);
  return null;
}

/**
 * Add or edit a tax rule: its name, class, area (every country, a country or one region of it),
 * customer group, type and rate, priority; enabled when adding. `currency` is the default one.
 */
export function TaxRuleFormModal({ currency }: { currency: string | undefined }): ReactNode {
  const { t, i18n } = useTranslation(['tax', 'common']);
  const language = i18n.language;
  const field = schemaFields(taxRuleAddBody.shape, t, 'tax');
  const classes = useTaxClassChoices();
  const groups = useSelectLists(GROUP_LIST);
  const countries = useMemo(() => countryOptions(language), [language]);
  const defaultClass = classes.data?.list.find((c) => c.isDefault)?.id;
  return (
    <FormModal<typeof taxRuleApi, RuleFormValues>
      screen={taxRuleScreen}
      width={640}
      loading={classes.isLoading || !currency}
      initial={{
        name: '',
        classId: defaultClass,
        country: undefined,
        region: undefined,
        groupId: undefined,
        type: 'percent',
        rate: null,
        priority: 1,
        enabled: true,
      }}
      toValues={(r) => ({
        name: r.name,
        classId: r.classId,
        country: r.country || undefined,
        region: r.region || undefined,
        groupId: r.groupId ?? undefined,
        type: r.type,
        rate: r.rate,
        priority: r.priority,
      })}
      toAdd={(v) => ({ ...ruleBodyOf(v), enabled: v.enabled ?? true })}
      toEdit={(v, r) => ({ ...ruleBodyOf(v), id: r.id, version: r.version })}
      fieldTexts={{
        region: { invalid: t('tax:error.region') },
        rate: { too_big: t('tax:error.percent_max') },
      }}
    >
      {({ editing, form }) => (
        <div className="tax-form-grid">
          <Form.Item {...field('name')} required className="tax-form-wide">
            <Input maxLength={64} data-testid="tax-rule-name-input" />
          </Form.Item>
          <Form.Item
            name="classId"
            label={t('tax:field.classId')}
            required
            rules={[{ required: true, message: t('common:field_error.required') }]}
            extra={t('tax:hint.class')}
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              options={(classes.data?.list ?? []).map((c) => ({ value: c.id, label: c.name }))}
              data-testid="tax-rule-class-input"
            />
          </Form.Item>
          <Form.Item name="groupId" label={t('tax:field.groupId')} extra={t('tax:hint.group')}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('tax:every_group')}
              loading={groups.loading}
              options={(groups.lists.customerGroups ?? []).map((g) => ({ value: Number(g.value), label: g.label }))}
              data-testid="tax-rule-group-input"
            />
          </Form.Item>
          <Form.Item name="country" label={t('tax:field.country')} extra={t('tax:hint.country')}>
            <Select
              allowClear
              showSearch={{
                filterOption: (input, option) => matchesCountry(input, option as { value: string; label: string }),
              }}
              placeholder={t('tax:every_country')}
              options={countries}
              onChange={() => form.setFieldValue('region', undefined)}
              data-testid="tax-rule-country-input"
            />
          </Form.Item>
          <Form.Item noStyle dependencies={['country']}>
            {() => (
              <RegionField
                name="region"
                country={form.getFieldValue('country') as string | undefined}
                testId="tax-rule-region-input"
              />
            )}
          </Form.Item>
          <Form.Item name="type" label={t('tax:field.type')} required>
            <Radio.Group
              optionType="button"
              options={TAX_TYPES.map((type) => ({ value: type, label: t(`tax:type.${type}`) }))}
              onChange={() => form.setFieldValue('rate', null)}
              data-testid="tax-rule-type-input"
            />
          </Form.Item>
          <RateField currency={currency ?? ''} />
          <Form.Item
            {...field('priority', { emptyAsUndefined: true })}
            extra={t('tax:hint.priority')}
            className="tax-form-wide"
          >
            <WholeNumberInput max={99} style={{ width: 160 }} data-testid="tax-rule-priority-input" />
          </Form.Item>
          {editing ? null : <DefaultClass id={defaultClass} />}
          {editing ? null : (
            <Form.Item name="enabled" label={t('tax:field.enabled')} valuePropName="checked">
              <Switch
                checkedChildren={t('common:status.enabled')}
                unCheckedChildren={t('common:status.disabled')}
                data-testid="tax-rule-enabled-input"
              />
            </Form.Item>
          )}
        </div>
      )}
    </FormModal>
  );
}
