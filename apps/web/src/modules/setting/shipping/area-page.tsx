import { Form, Input, InputNumber, Select, Skeleton, Switch } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  SHIPPING_UNIT_MAX,
  shippingAreaAddBody,
  type shippingAreaApi,
  type ShippingRegion,
} from '@shop/shared/api/shipping-area';
import { countryOptions, matchesCountry } from '../../../components/countries.ts';
import { FormPage } from '../../../components/crud/form-page.tsx';
import { pickLocalized } from '../../../components/localized.ts';
import { bodyRule } from '../../../components/schema-rule.ts';
import { ApiError } from '../../../lib/request.ts';
import { NotFoundPage } from '../../../shell/not-found-page.tsx';
import { MoneyInput } from '../../../components/money-input.tsx';
import { shippingAreas, shippingAreaScreen, shippingPaths, shippingTemplates } from './api.ts';
import { namePath, showFieldErrors } from './form-errors.ts';
import { unitSuffix } from './format.ts';
import { RegionsField } from './regions-field.tsx';
import { routeId } from './template-page.tsx';
import './shipping.css';

interface AreaValues {
  name: string;
  isDefault: boolean;
  countries: string[];
  regions: Partial<ShippingRegion>[];
  firstUnit: number | null;
  firstFee: number | null;
  additionalUnit: number | null;
  additionalFee: number | null;
  freeOver: number | null;
}

/** The body of the form's values (a rest-of-world area lists no place); empty numbers left out, so "required". */
const bodyOf = (v: Partial<AreaValues>) => {
  const rest = v.isDefault ?? false;
  return {
    name: v.name ?? '',
    isDefault: rest,
    countries: rest ? [] : (v.countries ?? []),
    regions: rest ? [] : (v.regions ?? []).map((r) => ({ country: r?.country ?? '', region: r?.region ?? '' })),
    firstUnit: v.firstUnit ?? undefined,
    firstFee: v.firstFee ?? undefined,
    additionalUnit: v.additionalUnit ?? undefined,
    additionalFee: v.additionalFee ?? undefined,
    freeOver: v.freeOver ?? null,
  };
};

/** A server error about one entry of the countries select goes on the select. */
const areaField = (path: string) => (path.startsWith('countries.') ? ['countries'] : namePath(path));

/**
 * /shippingareaAdd/:sid and /shippingareaEdit/:sid/:aid: one area of a template: its name, the
 * countries and regions it covers (or the rest of the world), the first unit and fee, each
 * additional unit and fee (grams or pieces, as the template prices) and the free-shipping threshold.
 * A place another area of the template covers is refused by the server, naming both areas.
 */
export function ShippingAreaPage(): ReactNode {
  const { t, i18n } = useTranslation(['shipping', 'common']);
  const params = useParams();
  const sid = routeId(params.sid);
  const aid = params.aid === undefined ? null : routeId(params.aid);
  const template = shippingTemplates.useRecord(sid);
  const area = shippingAreas.useRecord(aid);
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const gone = (e: unknown) => e instanceof ApiError && e.status === 404;
  if (sid === null || (params.aid !== undefined && aid === null) || gone(template.error)) return <NotFoundPage />;
  if (area.data && area.data.templateId !== sid) return <NotFoundPage />;
  if (!template.data) return <Skeleton active className="page-card" />;

  const { mode, currency } = template.data;
  const templateName = pickLocalized(template.data.name, i18n.language) || template.data.code;
  const unit = unitSuffix(t, mode, i18n.language);
  const firstUnit = mode === 'weight' ? 1000 : 1;
  const fee = (name: keyof AreaValues, required: boolean, extra?: string) => ({ name, required, extra });

  return (
    <FormPage<typeof shippingAreaApi, AreaValues>
      key={aid ?? 'new'}
      screen={shippingAreaScreen}
      id={aid}
      backTo={shippingPaths.edit(sid)}
      title={{
        add: t('shipping:areas.add_to', { template: templateName }),
        edit: t('shipping:areas.edit_in', { template: templateName }),
      }}
      initial={{
        name: '',
        isDefault: false,
        countries: [],
        regions: [],
        firstUnit,
        firstFee: null,
        additionalUnit: firstUnit,
        additionalFee: null,
        freeOver: null,
      }}
      toValues={(a) => ({
        name: a.name,
        isDefault: a.isDefault,
        countries: a.countries,
        regions: a.regions,
        firstUnit: a.firstUnit,
        firstFee: a.firstFee,
        additionalUnit: a.additionalUnit,
        additionalFee: a.additionalFee,
        freeOver: a.freeOver,
      })}
      toAdd={(v) => ({ ...bodyOf(v), templateId: sid }) as never}
      toEdit={(v, a) => ({ ...bodyOf(v), id: a.id, version: a.version }) as never}
      onError={(error, form) => showFieldErrors(form, error, t, areaField)}
    >
      {({ form }) => {
        const values = () => form.getFieldsValue(true) as Partial<AreaValues>;
        const body = () => ({ ...bodyOf(values()), templateId: sid });
        const rule = (...path: (string | number)[]) => bodyRule(shippingAreaAddBody, body, path, t);
        // What the server checks against the template (an area covers something; no region of a country it lists).
        const coverRule = {
          validator: async () => {
            const v = bodyOf(values());
            if (!v.isDefault && v.countries.length === 0 && v.regions.length === 0)
              throw new Error(t('shipping:areas.cover_required'));
          },
        };
        const regionRule = (...path: (string | number)[]) => {
          const index = path[1] as number;
          if (path[2] !== 'country') return rule(...path);
          return {
            validator: async () => {
              const v = bodyOf(values());
              if (v.countries.includes(v.regions[index]?.country ?? ''))
                throw new Error(t('shipping:areas.region_in_country'));
              await (rule(...path) as { validator: () => Promise<void> }).validator();
            },
          };
        };
        return (
          <>
            <div className="shipping-form-grid">
              <Form.Item name="name" label={t('shipping:area_field.name')} rules={[rule('name')]} required>
                <Input maxLength={64} data-testid="shipping-area-name-input" />
              </Form.Item>
              <Form.Item
                name="isDefault"
                label={t('shipping:area_field.isDefault')}
                valuePropName="checked"
                extra={t('shipping:areas.rest_hint')}
              >
                <Switch data-testid="shipping-area-default-input" />
              </Form.Item>
            </div>
            <Form.Item noStyle shouldUpdate={(a, b) => a.isDefault !== b.isDefault}>
              {() =>
                form.getFieldValue('isDefault') ? null : (
                  <>
                    <Form.Item
                      name="countries"
                      label={t('shipping:area_field.countries')}
                      rules={[rule('countries'), coverRule]}
                      dependencies={[['regions']]}
                    >
                      <Select
                        mode="multiple"
                        allowClear
                        showSearch={{
                          filterOption: (input, option) =>
                            matchesCountry(input, option as { value: string; label: string }),
                        }}
                        options={countries}
                        placeholder={t('shipping:areas.country_placeholder')}
                        data-testid="shipping-area-countries-input"
                      />
                    </Form.Item>
                    <RegionsField rule={regionRule} />
                  </>
                )
              }
            </Form.Item>
            <div className="shipping-form-grid">
              {[fee('firstUnit', true), fee('additionalUnit', true, t('shipping:areas.step_hint'))].map((f) => (
                <Form.Item
                  key={f.name}
                  name={f.name}
                  label={t(`shipping:area_field.${f.name}`, { unit })}
                  rules={[rule(f.name)]}
                  required
                  extra={f.extra}
                >
                  <InputNumber<number>
                    min={f.name === 'firstUnit' ? 0 : 1}
                    max={SHIPPING_UNIT_MAX}
                    precision={0}
                    suffix={unit}
                    style={{ width: '100%' }}
                    data-testid={`shipping-area-${f.name}-input`}
                  />
                </Form.Item>
              ))}
              {[
                fee('firstFee', true),
                fee('additionalFee', true),
                fee('freeOver', false, t('shipping:areas.free_hint')),
              ].map((f) => (
                <Form.Item
                  key={f.name}
                  name={f.name}
                  label={t(`shipping:area_field.${f.name}`, { currency })}
                  rules={[rule(f.name)]}
                  required={f.required}
                  extra={f.extra}
                >
                  <MoneyInput
                    currency={currency}
                    style={{ width: '100%' }}
                    data-testid={`shipping-area-${f.name}-input`}
                  />
                </Form.Item>
              ))}
            </div>
          </>
        );
      }}
    </FormPage>
  );
}
