import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Form, Input, InputNumber, Select, Skeleton, Tag } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShippingCalculateQuery } from '@shop/shared/api/shipping';
import { countryName, countryOptions, matchesCountry } from '../../../components/countries.ts';
import { formatMoney } from '../../../lib/money.ts';
import { MoneyInput } from '../../../components/money-input.tsx';
import { calculateShipping, shippingTemplates } from './api.ts';
import { estimateText, unitText } from './format.ts';

interface CalcValues {
  /** kilograms as typed (weight templates) */
  weight: number | null;
  /** pieces (quantity templates) */
  quantity: number | null;
  country: string | undefined;
  region: string;
  subtotal: number | null;
}

/** Kilograms as typed to whole grams. */
const grams = (kg: number | null) => Math.round((kg ?? 0) * 1000);

/**
 * The calculator of a template's page: what a parcel of this weight (or this many pieces) costs to
 * a country and region, priced on the server by the function the order quote uses; or that the
 * template does not deliver there. Areas changed meanwhile are priced again.
 */
export function CalculatorCard({ templateId }: { templateId: number }): ReactNode {
  const { t, i18n } = useTranslation(['shipping', 'common']);
  const language = i18n.language;
  const [form] = Form.useForm<CalcValues>();
  const [query, setQuery] = useState<ShippingCalculateQuery | null>(null);
  const template = shippingTemplates.useRecord(templateId);
  const countries = useMemo(() => countryOptions(language), [language]);
  const result = useQuery({
    queryKey: [...shippingTemplates.keys.all, 'calculate', query],
    queryFn: () => calculateShipping(query!),
    enabled: query !== null,
    retry: false,
  });
  const mode = template.data?.mode ?? 'weight';
  const currency = template.data?.currency ?? 'USD';
  const submit = (v: CalcValues) =>
    setQuery({
      id: templateId,
      weight: grams(v.weight),
      quantity: v.quantity ?? 1,
      subtotal: v.subtotal ?? 0,
      country: v.country ?? '',
      region: (v.region ?? '').trim(),
    });

  const data = result.data;
  const area = data?.areaId ? template.data?.areas.find((a) => a.id === data.areaId) : undefined;
  const units = (count: number) => unitText(t, mode, count, language);
  const place = query ? [countryName(query.country, language), query.region].filter(Boolean).join(' / ') : '';

  return (
    <section className="page-card shipping-card" data-testid="shipping-calculator">
      <div className="shipping-card-head">
        <h3>{t('shipping:calc.title')}</h3>
      </div>
      <p className="form-hint">{t('shipping:calc.hint')}</p>
      <Form<CalcValues>
        form={form}
        layout="vertical"
        initialValues={{ weight: 1, quantity: 1, region: '' }}
        onFinish={submit}
        data-testid="shipping-calc-form"
      >
        <div className="shipping-form-grid">
          {mode === 'weight' ? (
            <Form.Item
              name="weight"
              label={t('shipping:calc.weight')}
              rules={[{ required: true, message: t('common:field_error.required') }]}
            >
              <InputNumber<number>
                min={0}
                max={10_000}
                step={0.1}
                precision={3}
                suffix="kg"
                style={{ width: '100%' }}
                data-testid="shipping-calc-weight"
              />
            </Form.Item>
          ) : (
            <Form.Item
              name="quantity"
              label={t('shipping:calc.quantity')}
              rules={[{ required: true, message: t('common:field_error.required') }]}
            >
              <InputNumber<number>
                min={1}
                max={100_000}
                precision={0}
                style={{ width: '100%' }}
                data-testid="shipping-calc-quantity"
              />
            </Form.Item>
          )}
          <Form.Item
            name="country"
            label={t('shipping:calc.country')}
            rules={[{ required: true, message: t('common:field_error.required') }]}
          >
            <Select
              showSearch={{
                filterOption: (input, option) => matchesCountry(input, option as { value: string; label: string }),
              }}
              options={countries}
              placeholder={t('shipping:areas.country_placeholder')}
              data-testid="shipping-calc-country"
            />
          </Form.Item>
          <Form.Item name="region" label={t('shipping:calc.region')}>
            <Input maxLength={100} data-testid="shipping-calc-region" />
          </Form.Item>
          <Form.Item
            name="subtotal"
            label={t('shipping:calc.subtotal', { currency })}
            extra={t('shipping:calc.subtotal_hint')}
          >
            <MoneyInput currency={currency} style={{ width: '100%' }} data-testid="shipping-calc-subtotal" />
          </Form.Item>
        </div>
        <Button type="primary" htmlType="submit" loading={result.isFetching} data-testid="shipping-calc-submit">
          {t('shipping:calc.submit')}
        </Button>
      </Form>
      <div className="shipping-calc-result" aria-live="polite">
        {query === null ? (
          <p className="shipping-muted">{t('shipping:calc.empty')}</p>
        ) : result.isLoading ? (
          <Skeleton active paragraph={{ rows: 2 }} />
        ) : result.isError ? (
          <Alert type="error" showIcon title={result.error.message} />
        ) : data && !data.deliverable ? (
          <Alert
            type="warning"
            showIcon
            title={t('shipping:calc.not_deliverable')}
            description={t('shipping:calc.not_deliverable_hint', { place })}
            data-testid="shipping-calc-undeliverable"
          />
        ) : data ? (
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={t('shipping:calc.cost')}>
              <span className="shipping-calc-fee" data-testid="shipping-calc-fee">
                {formatMoney(data.fee ?? 0, data.currency, language)}
              </span>{' '}
              {data.free ? <Tag color="green">{t('shipping:calc.free')}</Tag> : null}
            </Descriptions.Item>
            <Descriptions.Item label={t('shipping:calc.area')}>
              <span data-testid="shipping-calc-area">{data.areaName}</span>{' '}
              <span className="shipping-muted">({t(`shipping:calc.match.${data.match ?? 'country'}`)})</span>
            </Descriptions.Item>
            {area ? (
              <Descriptions.Item label={t('shipping:calc.priced')}>
                {t('shipping:calc.steps', {
                  units: units(data.units),
                  first: units(area.firstUnit),
                  count: data.additionalUnits,
                  step: units(area.additionalUnit),
                })}
              </Descriptions.Item>
            ) : null}
            {template.data && estimateText(t, template.data.estimateMinDays, template.data.estimateMaxDays) ? (
              <Descriptions.Item label={t('shipping:field.estimate')}>
                {estimateText(t, template.data.estimateMinDays, template.data.estimateMaxDays)}
              </Descriptions.Item>
            ) : null}
          </Descriptions>
        ) : null}
      </div>
    </section>
  );
}
