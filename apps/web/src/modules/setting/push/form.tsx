import { useQuery } from '@tanstack/react-query';
import { Alert, DatePicker, Form, Input, InputNumber, Radio, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Localized } from '@shop/shared';
import { lookupApi } from '@shop/shared/api/lookup';
import { pushApi, PUSH_LIMITS, type PushInfo } from '@shop/shared/api/push';
import { FormModal } from '../../../components/crud/form-modal.tsx';
import { fieldPath } from '../../../components/form-rules.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useCan } from '../../../lib/auth-store.ts';
import { ApiError } from '../../../lib/request.ts';
import { pushScreen } from './api.ts';
import { audienceBody, AudienceFields, type AudienceValues } from './audience-fields.tsx';
import { TemplateFields } from './template-fields.tsx';

interface PushFormValues {
  name: string;
  subject: Localized;
  body: Localized;
  audience: AudienceValues;
  productIds: number[];
  when: 'now' | 'at';
  scheduleAt: Dayjs | null;
  rate: 'default' | 'own';
  ratePerMinute: number | null;
}

const EMPTY: Localized = { 'zh-CN': '', en: '', es: '', ja: '' };

const bodyOf = (v: Partial<PushFormValues>) => ({
  name: v.name ?? '',
  subject: { ...EMPTY, ...v.subject },
  body: { ...EMPTY, ...v.body },
  audience: audienceBody(v.audience),
  productIds: v.productIds ?? [],
  scheduleAt: v.when === 'at' && v.scheduleAt ? v.scheduleAt.toISOString() : null,
  ratePerMinute: v.rate === 'own' ? (v.ratePerMinute ?? 0) : null,
});

const toValues = (p: PushInfo): PushFormValues => ({
  name: p.name,
  subject: p.subject,
  body: p.body,
  audience: {
    kind: p.audience.kind,
    groupIds: p.audience.groupIds,
    countries: p.audience.countries,
    registered:
      p.audience.registeredFrom || p.audience.registeredTo
        ? [
            p.audience.registeredFrom ? dayjs(p.audience.registeredFrom) : null,
            p.audience.registeredTo ? dayjs(p.audience.registeredTo) : null,
          ]
        : null,
    purchase: p.audience.purchase,
    purchaseDays: p.audience.purchaseDays,
  },
  productIds: p.productIds,
  when: p.scheduleAt ? 'at' : 'now',
  scheduleAt: p.scheduleAt ? dayjs(p.scheduleAt) : null,
  rate: p.ratePerMinute === null ? 'default' : 'own',
  ratePerMinute: p.ratePerMinute,
});

/** The products of the {{products}} block, picked by name, number or SKU. */
function ProductPicker({ value, onChange }: { value?: number[]; onChange?: (ids: number[]) => void }): ReactNode {
  const { t } = useTranslation('push');
  const [keyword, setKeyword] = useState('');
  const found = useQuery({
    queryKey: ['lookup', 'product', keyword],
    queryFn: () => callApi(lookupApi.product, { keyword, page: 1, pageSize: 20 }),
    staleTime: 30_000,
  });
  const [known, setKnown] = useState<Map<number, string>>(new Map());
  const options = (found.data?.list ?? []).map((p) => ({ value: p.id, label: `${p.name} (${p.number})` }));
  return (
    <Select
      mode="multiple"
      allowClear
      value={value}
      onChange={(ids: number[]) => {
        setKnown(new Map([...known, ...options.map((o) => [o.value, o.label] as [number, string])]));
        onChange?.(ids);
      }}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      loading={found.isFetching}
      options={[
        ...options,
        ...(value ?? [])
          .filter((id) => !options.some((o) => o.value === id))
          .map((id) => ({ value: id, label: known.get(id) ?? `#${id}` })),
      ]}
      maxCount={PUSH_LIMITS.productsMax}
      placeholder={t('push:products_placeholder')}
      data-testid="push-products"
    />
  );
}

/** Add or edit a push: name, message per language, audience, products, schedule and rate. */
export function PushFormModal(): ReactNode {
  const { t } = useTranslation(['push', 'common']);
  const can = useCan();
  const options = useQuery({ queryKey: ['push-options'], queryFn: () => callApi(pushApi.options), staleTime: 30_000 });
  const defaultLanguage = options.data?.defaultLanguage ?? 'zh-CN';
  return (
    <FormModal<typeof pushApi, PushFormValues>
      screen={pushScreen}
      width={920}
      loading={options.isLoading}
      initial={{
        name: '',
        subject: EMPTY,
        body: EMPTY,
        audience: {
          kind: 'customers',
          groupIds: [],
          countries: [],
          registered: null,
          purchase: 'any',
          purchaseDays: 30,
        },
        productIds: [],
        when: 'now',
        scheduleAt: null,
        rate: 'default',
        ratePerMinute: null,
      }}
      toValues={toValues}
      toAdd={(v) => bodyOf(v)}
      toEdit={(v, p) => ({ ...bodyOf(v), id: p.id, version: p.version })}
      readOnly={(s) => Boolean(s.record && s.record.status !== 'draft' && s.record.status !== 'scheduled')}
      // A template refusal names the variable: its message goes on the field.
      onError={(error, form) => {
        if (!(error instanceof ApiError)) return false;
        const own = error.fieldErrors.filter((e) => e.key === 'unknown_variable' || e.key === 'unclosed_braces');
        if (own.length === 0) return false;
        form.setFields(own.map((e) => ({ name: fieldPath(e.field) as never, errors: [error.message] })));
        return true;
      }}
      fieldTexts={{}}
    >
      {({ form }) => (
        <>
          {options.data && !options.data.mailConfigured ? (
            <Alert type="warning" showIcon title={t('push:mail_not_configured')} style={{ marginBottom: 16 }} />
          ) : null}
          <Form.Item
            name="name"
            label={t('push:field.name')}
            required
            rules={[{ required: true, whitespace: true, message: t('common:field_error.required') }]}
          >
            <Input maxLength={PUSH_LIMITS.nameMax} showCount data-testid="push-name-input" />
          </Form.Item>
          <fieldset className="push-fieldset">
            <legend>{t('push:message')}</legend>
            <TemplateFields form={form} defaultLanguage={defaultLanguage} />
          </fieldset>
          {can('catalog_product_index') ? (
            <Form.Item name="productIds" label={t('push:field.products')} extra={t('push:products_hint')}>
              <ProductPicker />
            </Form.Item>
          ) : null}
          <fieldset className="push-fieldset">
            <legend>{t('push:field.audience')}</legend>
            <AudienceFields form={form} />
          </fieldset>
          <Form.Item label={t('push:field.schedule')}>
            <Space wrap>
              <Form.Item name="when" noStyle>
                <Radio.Group
                  options={[
                    { value: 'now', label: t('push:schedule_now') },
                    { value: 'at', label: t('push:schedule_at') },
                  ]}
                  data-testid="push-when"
                />
              </Form.Item>
              <Form.Item noStyle dependencies={['when']}>
                {() =>
                  form.getFieldValue('when') === 'at' ? (
                    <Form.Item
                      name="scheduleAt"
                      noStyle
                      rules={[{ required: true, message: t('push:schedule_required') }]}
                    >
                      <DatePicker
                        showTime={{ format: 'HH:mm' }}
                        format="YYYY-MM-DD HH:mm"
                        disabledDate={(d) => d.isBefore(dayjs().startOf('day'))}
                        data-testid="push-schedule-at"
                      />
                    </Form.Item>
                  ) : null
                }
              </Form.Item>
            </Space>
          </Form.Item>
          <Form.Item label={t('push:field.rate')} extra={t('push:rate_hint')}>
            <Space wrap>
              <Form.Item name="rate" noStyle>
                <Select
                  style={{ width: 240 }}
                  options={[
                    { value: 'default', label: t('push:rate_default', { rate: options.data?.defaultRate ?? 0 }) },
                    { value: 'own', label: t('push:rate_own') },
                  ]}
                  data-testid="push-rate-mode"
                />
              </Form.Item>
              <Form.Item noStyle dependencies={['rate']}>
                {() =>
                  form.getFieldValue('rate') === 'own' ? (
                    <Form.Item name="ratePerMinute" noStyle>
                      <InputNumber<number>
                        min={0}
                        max={PUSH_LIMITS.rateMax}
                        precision={0}
                        suffix={t('push:per_minute')}
                        style={{ width: 180 }}
                        data-testid="push-rate"
                      />
                    </Form.Item>
                  ) : null
                }
              </Form.Item>
            </Space>
          </Form.Item>
        </>
      )}
    </FormModal>
  );
}
