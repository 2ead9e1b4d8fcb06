import { DatePicker, Form, Input, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SHIPMENT_STATUSES, type LogisticsChoices } from '@shop/shared/api/logistics';
import { dayRange, rangeParams, textParams, type DayRange } from '../../../components/filter-params.ts';

/** `late` is kept in the URL too, but set by the view switch rather than the form. */
export const FILTER_KEYS = ['keyword', 'providerId', 'status', 'supplierId', 'dateFrom', 'dateTo', 'late'] as const;

type Values = Record<string, unknown> & { range?: DayRange };

export function toForm(filters: Record<string, string>): Values {
  const { dateFrom, dateTo, providerId, supplierId, late: _late, ...rest } = filters;
  return {
    ...rest,
    ...(providerId ? { providerId: Number(providerId) } : {}),
    ...(supplierId ? { supplierId: Number(supplierId) } : {}),
    range: dayRange(dateFrom, dateTo),
  };
}

/** Form -> URL; the current view (late or all) stays as it is. */
export function fromForm(values: Values, late: boolean): Record<string, string> {
  const out = {
    ...textParams(values, ['keyword', 'providerId', 'status', 'supplierId']),
    ...rangeParams(values.range),
  };
  if (late) out.late = 'true';
  return out;
}

export function LogisticsFilters({
  choices,
  platform,
}: {
  choices: LogisticsChoices | undefined;
  platform: boolean;
}): ReactNode {
  const { t } = useTranslation(['logistics']);
  return (
    <>
      <Form.Item name="keyword">
        <Input
          allowClear
          placeholder={t('logistics:filter.keyword')}
          aria-label={t('logistics:filter.keyword')}
          style={{ width: 220 }}
          data-testid="logistics-filter-keyword"
        />
      </Form.Item>
      <Form.Item name="providerId">
        <Select
          allowClear
          placeholder={t('logistics:field.provider')}
          aria-label={t('logistics:field.provider')}
          style={{ width: 160 }}
          data-testid="logistics-filter-provider"
          options={(choices?.providers ?? []).map((p) => ({
            value: p.id,
            label: p.enabled ? p.name : `${p.name} (${t('logistics:disabled')})`,
          }))}
        />
      </Form.Item>
      <Form.Item name="status">
        <Select
          allowClear
          placeholder={t('logistics:field.status')}
          aria-label={t('logistics:field.status')}
          style={{ width: 130 }}
          data-testid="logistics-filter-status"
          options={SHIPMENT_STATUSES.map((s) => ({ value: s, label: t(`logistics:status.${s}`) }))}
        />
      </Form.Item>
      {platform ? (
        <Form.Item name="supplierId">
          <Select
            allowClear
            placeholder={t('logistics:field.supplier')}
            aria-label={t('logistics:field.supplier')}
            style={{ width: 170 }}
            options={[
              { value: 0, label: t('logistics:platform') },
              ...(choices?.suppliers ?? []).map((s) => ({ value: s.id, label: s.name })),
            ]}
          />
        </Form.Item>
      ) : null}
      <Form.Item name="range">
        <DatePicker.RangePicker
          allowEmpty={[true, true]}
          placeholder={[t('logistics:filter.shipped_from'), t('logistics:filter.shipped_to')]}
          aria-label={t('logistics:filter.shipped')}
          style={{ width: 250 }}
        />
      </Form.Item>
    </>
  );
}
