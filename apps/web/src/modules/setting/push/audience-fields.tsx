import { useQuery } from '@tanstack/react-query';
import { Alert, DatePicker, Form, InputNumber, Radio, Select, Spin, type FormInstance } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { lookupApi, type SelectOption } from '@shop/shared/api/lookup';
import { PUSH_AUDIENCE_KINDS, PUSH_LIMITS, PUSH_PURCHASE, type PushAudience } from '@shop/shared/api/push';
import { countryOptions, matchesCountry } from '../../../components/countries.ts';
import { callApi } from '../../../lib/api-client.ts';
import { countAudience } from './api.ts';

export interface AudienceValues {
  kind: PushAudience['kind'];
  groupIds: number[];
  countries: string[];
  registered: [Dayjs | null, Dayjs | null] | null;
  purchase: PushAudience['purchase'];
  purchaseDays: number | null;
}

export function audienceBody(v: Partial<AudienceValues> | undefined): PushAudience {
  return {
    kind: v?.kind ?? 'customers',
    groupIds: v?.groupIds ?? [],
    countries: v?.countries ?? [],
    registeredFrom: v?.registered?.[0]?.format('YYYY-MM-DD') ?? '',
    registeredTo: v?.registered?.[1]?.format('YYYY-MM-DD') ?? '',
    purchase: v?.purchase ?? 'any',
    purchaseDays: v?.purchaseDays ?? 30,
  };
}

/** Waits for the value to settle (typing, ticking several boxes) before it is used. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Who receives the push: customers filtered by group, country, registration and purchases, or the
 * suppliers; the live count.
 */
export function AudienceFields({ form }: { form: FormInstance }): ReactNode {
  const { t, i18n } = useTranslation(['push', 'common']);
  const language = i18n.language;
  const watched = Form.useWatch('audience', form) as Partial<AudienceValues> | undefined;
  const audience = audienceBody(watched);
  const key = useSettled(JSON.stringify(audience), 400);
  const count = useQuery({
    queryKey: ['push-audience-count', key],
    queryFn: () => countAudience(JSON.parse(key) as PushAudience),
  });
  const groups = useQuery({
    queryKey: ['lookup', 'selectlist', 'customerGroups', language],
    queryFn: async (): Promise<SelectOption[]> =>
      (await callApi(lookupApi.selectList, { names: ['customerGroups'] })).lists.customerGroups ?? [],
    staleTime: 60_000,
  });
  const countries = useMemo(() => countryOptions(language), [language]);
  const customers = audience.kind === 'customers';

  return (
    <>
      <Form.Item name={['audience', 'kind']} label={t('push:field.audience')}>
        <Radio.Group
          optionType="button"
          options={PUSH_AUDIENCE_KINDS.map((k) => ({ value: k, label: t(`push:audience.kind_${k}`) }))}
          data-testid="push-audience-kind"
        />
      </Form.Item>
      {customers ? (
        <>
          <Form.Item
            name={['audience', 'groupIds']}
            label={t('push:audience.groups')}
            extra={t('push:audience.all_groups')}
          >
            <Select
              mode="multiple"
              allowClear
              loading={groups.isLoading}
              options={(groups.data ?? []).map((o) => ({
                value: Number(o.value),
                label: o.label,
                disabled: o.disabled,
              }))}
              optionFilterProp="label"
              placeholder={t('push:audience.all_groups')}
              data-testid="push-audience-groups"
            />
          </Form.Item>
          <Form.Item name={['audience', 'countries']} label={t('push:audience.countries')}>
            <Select
              mode="multiple"
              allowClear
              showSearch={{
                filterOption: (input, option) => matchesCountry(input, option as { value: string; label: string }),
              }}
              options={countries}
              placeholder={t('push:audience.everywhere')}
              data-testid="push-audience-countries"
            />
          </Form.Item>
          <Form.Item name={['audience', 'registered']} label={t('push:audience.registered')}>
            <DatePicker.RangePicker allowEmpty={[true, true]} data-testid="push-audience-registered" />
          </Form.Item>
          <Form.Item label={t('push:audience.purchase')}>
            <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
              <Form.Item name={['audience', 'purchase']} noStyle>
                <Select
                  style={{ width: 220 }}
                  options={PUSH_PURCHASE.map((p) => ({ value: p, label: t(`push:audience.purchase_${p}`) }))}
                  data-testid="push-audience-purchase"
                />
              </Form.Item>
              {audience.purchase === 'ordered_within' ? (
                <Form.Item name={['audience', 'purchaseDays']} noStyle>
                  <InputNumber<number>
                    min={1}
                    max={PUSH_LIMITS.purchaseDaysMax}
                    precision={0}
                    suffix={t('push:audience.days')}
                    style={{ width: 140 }}
                    data-testid="push-audience-days"
                  />
                </Form.Item>
              ) : null}
            </div>
          </Form.Item>
        </>
      ) : (
        <p className="form-hint">{t('push:audience.suppliers_hint')}</p>
      )}
      <div className="push-audience-count" data-testid="push-audience-count">
        {count.isFetching && !count.data ? (
          <Spin size="small" />
        ) : count.isError ? (
          <Alert type="warning" showIcon title={t('push:audience.count_failed')} />
        ) : (
          <Alert
            type={count.data?.count ? 'info' : 'warning'}
            showIcon
            title={t('push:audience.count', { count: count.data?.count ?? 0 })}
          />
        )}
      </div>
    </>
  );
}
