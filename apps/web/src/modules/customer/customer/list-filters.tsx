import { DatePicker, Form, Input, Select } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerOptionsData } from '@shop/shared/api/customer';
import { countryOptions, matchesCountry } from '../../../components/countries.ts';
import { dayRange, rangeParams, textParams, type DayRange } from '../../../components/filter-params.ts';
import { groupLabel } from './labels.ts';

export const FILTER_KEYS = ['keyword', 'groupId', 'status', 'country', 'from', 'to'] as const;

type Values = Record<string, unknown> & { range?: DayRange };

/** URL -> filter form: the registration dates become one range, the group id a number. */
export function toForm(filters: Record<string, string>): Values {
  const { from, to, groupId, ...rest } = filters;
  return {
    ...rest,
    ...(groupId ? { groupId: Number(groupId) } : {}),
    range: dayRange(from, to),
  };
}

/** Filter form -> URL. */
export function fromForm(values: Values): Record<string, string> {
  return {
    ...textParams(values, ['keyword', 'groupId', 'status', 'country']),
    ...rangeParams(values.range, ['from', 'to']),
  };
}

export function CustomerFilters({ options }: { options: CustomerOptionsData | undefined }): ReactNode {
  const { t, i18n } = useTranslation(['customer']);
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  return (
    <>
      <Form.Item name="keyword">
        <Input
          allowClear
          placeholder={t('customer:filter.keyword')}
          aria-label={t('customer:filter.keyword')}
          style={{ width: 240 }}
          data-testid="customer-filter-keyword"
        />
      </Form.Item>
      <Form.Item name="groupId">
        <Select
          allowClear
          placeholder={t('customer:field.group')}
          aria-label={t('customer:field.group')}
          style={{ width: 170 }}
          data-testid="customer-filter-group"
          options={(options?.groups ?? []).map((g) => ({ value: g.id, label: groupLabel(g, i18n.language, t) }))}
        />
      </Form.Item>
      <Form.Item name="status">
        <Select
          allowClear
          placeholder={t('customer:field.status')}
          aria-label={t('customer:field.status')}
          style={{ width: 120 }}
          options={[
            { value: 'enabled', label: t('customer:status.enabled') },
            { value: 'disabled', label: t('customer:status.disabled') },
          ]}
        />
      </Form.Item>
      <Form.Item name="country">
        <Select
          allowClear
          showSearch={{ filterOption: matchesCountry }}
          placeholder={t('customer:field.country')}
          aria-label={t('customer:field.country')}
          style={{ width: 170 }}
          options={countries}
          popupMatchSelectWidth={false}
        />
      </Form.Item>
      <Form.Item name="range">
        <DatePicker.RangePicker
          allowEmpty={[true, true]}
          placeholder={[t('customer:filter.registered_from'), t('customer:filter.registered_to')]}
          aria-label={t('customer:filter.registered')}
          style={{ width: 260 }}
        />
      </Form.Item>
    </>
  );
}
