import { DatePicker, Form, Input, InputNumber, Select, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RECALL_STATUSES } from '@shop/shared/api/abandoned';
import { dayRange, rangeParams, textParams, type DayRange } from '../../../components/filter-params.ts';
import { toMajor, toMinor } from '../../../lib/money.ts';

export const FILTER_KEYS = [
  'keyword',
  'recallStatus',
  'converted',
  'dateFrom',
  'dateTo',
  'currency',
  'valueMin',
  'valueMax',
] as const;

type Values = Record<string, unknown> & {
  range?: DayRange;
  valueMin?: number | null;
  valueMax?: number | null;
  currency?: string;
};

/** URL -> form: the activity days become one range; values (minor units in the URL) show in major units. */
export function toForm(filters: Record<string, string>): Values {
  const { dateFrom, dateTo, valueMin, valueMax, ...rest } = filters;
  const currency = filters.currency ?? '';
  return {
    ...rest,
    range: dayRange(dateFrom, dateTo),
    valueMin: valueMin ? toMajor(Number(valueMin), currency || 'USD') : null,
    valueMax: valueMax ? toMajor(Number(valueMax), currency || 'USD') : null,
  };
}

/** Form -> URL. A value range needs a currency: the first offered (the base currency) when none is chosen. */
export function fromForm(values: Values, defaultCurrency: string): Record<string, string> {
  const out = {
    ...textParams(values, ['keyword', 'recallStatus', 'converted', 'currency']),
    ...rangeParams(values.range),
  };
  const hasValue = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);
  if (hasValue(values.valueMin) || hasValue(values.valueMax)) {
    out.currency ??= defaultCurrency;
    if (hasValue(values.valueMin)) out.valueMin = String(toMinor(values.valueMin, out.currency));
    if (hasValue(values.valueMax)) out.valueMax = String(toMinor(values.valueMax, out.currency));
  }
  return out;
}

export function AbandonedFilters({ currencies }: { currencies: string[] }): ReactNode {
  const { t } = useTranslation(['abandoned']);
  return (
    <>
      <Form.Item name="keyword">
        <Input
          allowClear
          placeholder={t('abandoned:filter.keyword')}
          aria-label={t('abandoned:filter.keyword')}
          style={{ width: 220 }}
          data-testid="abandoned-filter-keyword"
        />
      </Form.Item>
      <Form.Item name="recallStatus">
        <Select
          allowClear
          placeholder={t('abandoned:field.recall_status')}
          aria-label={t('abandoned:field.recall_status')}
          style={{ width: 150 }}
          data-testid="abandoned-filter-recall"
          options={RECALL_STATUSES.map((s) => ({ value: s, label: t(`abandoned:recall_status.${s}`) }))}
        />
      </Form.Item>
      <Form.Item name="converted">
        <Select
          allowClear
          placeholder={t('abandoned:field.conversion')}
          aria-label={t('abandoned:field.conversion')}
          style={{ width: 150 }}
          options={[
            { value: 'yes', label: t('abandoned:converted.yes') },
            { value: 'no', label: t('abandoned:converted.no') },
          ]}
        />
      </Form.Item>
      <Form.Item name="range">
        <DatePicker.RangePicker
          allowEmpty={[true, true]}
          placeholder={[t('abandoned:filter.active_from'), t('abandoned:filter.active_to')]}
          aria-label={t('abandoned:filter.activity')}
          style={{ width: 250 }}
        />
      </Form.Item>
      <Form.Item label={t('abandoned:field.value')} className="abandoned-value-filter">
        <Space.Compact>
          <Form.Item name="currency" noStyle>
            <Select
              allowClear
              placeholder={t('abandoned:filter.currency')}
              aria-label={t('abandoned:filter.currency')}
              style={{ width: 116 }}
              options={currencies.map((c) => ({ value: c, label: c }))}
            />
          </Form.Item>
          <Form.Item name="valueMin" noStyle>
            <InputNumber
              min={0}
              placeholder={t('abandoned:filter.min')}
              aria-label={t('abandoned:filter.value_min')}
              style={{ width: 96 }}
            />
          </Form.Item>
          <Form.Item name="valueMax" noStyle>
            <InputNumber
              min={0}
              placeholder={t('abandoned:filter.max')}
              aria-label={t('abandoned:filter.value_max')}
              style={{ width: 96 }}
            />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
    </>
  );
}
