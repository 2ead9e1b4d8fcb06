import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Form, InputNumber, Select, Skeleton, Table, type TableColumnsType } from 'antd';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppliedTax, TaxCalculateBody, TaxCalculateData } from '@shop/shared/api/tax';
import { useSelectLists } from '../../../components/address/country-zones.ts';
import { countryOptions, matchesCountry } from '../../../components/countries.ts';
import { MoneyInput } from '../../../components/money-input.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { calculateTax, taxRules, useTaxClassChoices } from './api.ts';
import { areaText, rateText } from './rate.ts';
import { RegionField } from './region-field.tsx';

/** the customer groups, in the interface language (a look-up any account may read) */
const GROUP_LIST = ['customerGroups'] as const;

interface CalcValues {
  classId: number | undefined;
  country: string | undefined;
  region: string | undefined;
  groupId: number | undefined;
  amount: number | null;
  quantity: number | null;
}

/** The applied rules, the tax and the total of one answer of the calculator (`noneHint` when none applies). */
export function TaxCalculation({ data, noneHint }: { data: TaxCalculateData; noneHint: string }): ReactNode {
  const { t, i18n } = useTranslation(['tax', 'common']);
  const language = i18n.language;
  const money = (minor: number) => formatMoney(minor, data.currency, language);
  const columns: TableColumnsType<AppliedTax> = [
    { title: t('tax:field.name'), dataIndex: 'name' },
    { title: t('tax:field.priority'), dataIndex: 'priority', width: 90, align: 'right' },
    { title: t('tax:calc.base'), dataIndex: 'base', align: 'right', render: (v: number) => money(v) },
    {
      title: t('tax:field.rate'),
      key: 'rate',
      align: 'right',
      render: (_: unknown, a) =>
        `${rateText(a.type, a.rate, data.currency, language)}${a.type === 'fixed' ? ` ${t('tax:per_item')}` : ''}`,
    },
    {
      title: t('tax:calc.tax'),
      dataIndex: 'amount',
      align: 'right',
      render: (v: number) => <span className="tax-rate">{money(v)}</span>,
    },
  ];
  return (
    <div data-testid="tax-calc-result">
      {data.applied.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('tax:calc.none')} data-testid="tax-calc-none">
          <span className="tax-muted">{noneHint}</span>
        </Empty>
      ) : (
        <Table<AppliedTax>
          rowKey="ruleId"
          size="small"
          pagination={false}
          columns={columns}
          dataSource={data.applied}
          title={() => t('tax:calc.summary', { rules: data.applied.length })}
          scroll={{ x: 560 }}
          data-testid="tax-calc-applied"
        />
      )}
      <dl className="tax-calc-totals">
        <div>
          <dt>{t('tax:calc.amount', { currency: data.currency })}</dt>
          <dd data-testid="tax-calc-amount">{money(data.amount)}</dd>
        </div>
        <div>
          <dt>{t('tax:calc.tax')}</dt>
          <dd data-testid="tax-calc-tax">{money(data.tax)}</dd>
        </div>
        <div>
          <dt>{t('tax:calc.total')}</dt>
          <dd data-testid="tax-calc-total">{money(data.total)}</dd>
        </div>
      </dl>
    </div>
  );
}

/**
 * The calculator of /tax: which rules apply to an amount of a class at an address for a customer
 * group, and what they come to, computed on the server by the function the order quote uses. A
 * change of the rules computes it again.
 */
export function TaxCalculatorCard({ currency }: { currency: string | undefined }): ReactNode {
  const { t, i18n } = useTranslation(['tax', 'common']);
  const language = i18n.language;
  const [form] = Form.useForm<CalcValues>();
  const [body, setBody] = useState<TaxCalculateBody | null>(null);
  const classes = useTaxClassChoices();
  const groups = useSelectLists(GROUP_LIST);
  const countries = useMemo(() => countryOptions(language), [language]);
  const country = Form.useWatch('country', form);
  const defaultClass = classes.data?.list.find((c) => c.isDefault)?.id;
  useEffect(() => {
    if (defaultClass !== undefined && form.getFieldValue('classId') === undefined)
      form.setFieldValue('classId', defaultClass);
  }, [form, defaultClass]);
  const result = useQuery({
    queryKey: [...taxRules.keys.all, 'calculate', body],
    queryFn: () => calculateTax(body!),
    enabled: body !== null,
    retry: false,
  });
  const submit = (v: CalcValues) =>
    setBody({
      classId: v.classId ?? 0,
      country: v.country ?? '',
      region: (v.region ?? '').trim().toUpperCase(),
      groupId: v.groupId ?? null,
      amount: v.amount ?? 0,
      quantity: v.quantity ?? 1,
    });
  const required = [{ required: true, message: t('common:field_error.required') }];
  const className = classes.data?.list.find((c) => c.id === body?.classId)?.name ?? '';
  const place = body ? areaText(body.country, body.region, language) : '';

  return (
    <section className="page-card tax-card" data-testid="tax-calculator">
      <h3>{t('tax:calc.title')}</h3>
      <p className="form-hint">{t('tax:calc.hint')}</p>
      <Form<CalcValues>
        form={form}
        layout="vertical"
        initialValues={{ quantity: 1, amount: null }}
        onFinish={submit}
        data-testid="tax-calc-form"
      >
        <div className="tax-calc-grid">
          <Form.Item name="classId" label={t('tax:field.classId')} rules={required}>
            <Select
              options={(classes.data?.list ?? []).map((c) => ({ value: c.id, label: c.name }))}
              loading={classes.isLoading}
              data-testid="tax-calc-class"
            />
          </Form.Item>
          <Form.Item name="country" label={t('tax:field.country')} rules={required}>
            <Select
              showSearch={{
                filterOption: (input, option) => matchesCountry(input, option as { value: string; label: string }),
              }}
              options={countries}
              onChange={() => form.setFieldValue('region', undefined)}
              data-testid="tax-calc-country"
            />
          </Form.Item>
          <RegionField name="region" country={country} testId="tax-calc-region" showHint={false} />
          <Form.Item name="groupId" label={t('tax:field.groupId')}>
            <Select
              allowClear
              placeholder={t('tax:every_group')}
              options={(groups.lists.customerGroups ?? []).map((g) => ({ value: Number(g.value), label: g.label }))}
              data-testid="tax-calc-group"
            />
          </Form.Item>
          <Form.Item name="amount" label={t('tax:calc.amount', { currency: currency ?? '' })} rules={required}>
            <MoneyInput currency={currency ?? 'USD'} style={{ width: '100%' }} data-testid="tax-calc-amount-input" />
          </Form.Item>
          <Form.Item
            name="quantity"
            label={t('tax:calc.quantity')}
            rules={required}
            extra={t('tax:calc.quantity_hint')}
          >
            <InputNumber<number>
              min={1}
              max={100_000}
              precision={0}
              style={{ width: '100%' }}
              data-testid="tax-calc-quantity"
            />
          </Form.Item>
        </div>
        <Button
          type="primary"
          htmlType="submit"
          loading={result.isFetching}
          disabled={!currency}
          data-testid="tax-calc-submit"
        >
          {t('tax:calc.submit')}
        </Button>
      </Form>
      <div className="tax-calc-result" aria-live="polite">
        {body === null ? (
          <p className="tax-muted">{t('tax:calc.empty')}</p>
        ) : result.isLoading ? (
          <Skeleton active paragraph={{ rows: 2 }} />
        ) : result.isError ? (
          <Alert type="error" showIcon title={result.error.message} data-testid="tax-calc-error" />
        ) : result.data ? (
          <TaxCalculation data={result.data} noneHint={t('tax:calc.none_hint', { name: className, place })} />
        ) : null}
      </div>
    </section>
  );
}
