import { Form, Input, Select } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName } from '../countries.ts';
import { matchesOption, useCountryZones } from './country-zones.ts';

export interface PlaceFieldsProps {
  /** the form path the address lives under: [] for a form that is the address, ['address'] in an order */
  base: (string | number)[];
  /** the labels, in the caller's own words */
  labels: { country: string; region: string; chooseCountry: string };
  /** test-id prefix: `<p>-country`, `<p>-region` */
  testId: string;
  /** a className for each item (the grid cell of the caller's layout) */
  itemClassName?: string;
  countryRequiredMessage?: string;
}

/**
 * The country and region of an address. Countries are the enabled ones of /nation (a disabled one
 * the record already has stays shown, marked); a country with regions offers them in a list (the
 * ISO 3166-2 code goes to `regionCode`, the name to `region`); one without keeps a free text
 * region. A change of country clears the region.
 */
export function PlaceFields({
  base,
  labels,
  testId,
  itemClassName,
  countryRequiredMessage,
}: PlaceFieldsProps): ReactNode {
  const { t, i18n } = useTranslation(['geo']);
  const form = Form.useFormInstance();
  const path = (name: string): NamePath => [...base, name];
  const country = Form.useWatch(path('country'), form) as string | undefined;
  const regionCode = Form.useWatch(path('regionCode'), form) as string | undefined;
  const { zones, byCode, loading } = useCountryZones();
  const zone = country ? byCode.get(country) : undefined;

  const countryOptions = useMemo(() => {
    const options = zones.map((z) => ({ value: z.code, label: z.name }));
    if (country && !byCode.has(country) && !loading) {
      options.unshift({
        value: country,
        label: t('geo:disabled_country', { name: countryName(country, i18n.language) }),
      });
    }
    return options;
  }, [zones, byCode, country, loading, t, i18n.language]);
  const regionOptions = useMemo(() => {
    const options = (zone?.regions ?? []).map((r) => ({ value: r.code, label: r.name }));
    if (regionCode && zone && !zone.regions.some((r) => r.code === regionCode)) {
      options.unshift({ value: regionCode, label: t('geo:disabled_region', { code: regionCode }) });
    }
    return options;
  }, [zone, regionCode, t]);
  const hasRegions = regionOptions.length > 0;

  return (
    <>
      <Form.Item
        name={path('country')}
        label={labels.country}
        required
        className={itemClassName}
        rules={[{ required: true, message: countryRequiredMessage ?? t('geo:choose_country') }]}
        getValueProps={(value: string) => ({ value: value || undefined })}
      >
        <Select
          showSearch={{ filterOption: matchesOption }}
          options={countryOptions}
          loading={loading}
          placeholder={labels.chooseCountry}
          data-testid={`${testId}-country`}
          onChange={() => {
            form.setFieldValue(path('regionCode'), '');
            form.setFieldValue(path('region'), '');
          }}
        />
      </Form.Item>
      {hasRegions ? (
        <Form.Item
          name={path('regionCode')}
          label={labels.region}
          className={itemClassName}
          getValueProps={(value: string) => ({ value: value || undefined })}
          normalize={(value?: string) => value ?? ''}
        >
          <Select
            allowClear
            showSearch={{ filterOption: matchesOption }}
            options={regionOptions}
            placeholder={t('geo:choose_region')}
            data-testid={`${testId}-region`}
            onChange={(code?: string) =>
              form.setFieldValue(path('region'), regionOptions.find((o) => o.value === code)?.label ?? '')
            }
          />
        </Form.Item>
      ) : (
        <Form.Item name={path('regionCode')} hidden>
          <Input />
        </Form.Item>
      )}
      <Form.Item name={path('region')} label={labels.region} className={itemClassName} hidden={hasRegions}>
        <Input maxLength={100} autoComplete="off" data-testid={`${testId}-region-text`} />
      </Form.Item>
    </>
  );
}

/** Whether the chosen country asks for a postcode (the server checks it too). */
export function usePostcodeRequired(base: (string | number)[]): boolean {
  const form = Form.useFormInstance();
  const country = Form.useWatch([...base, 'country'], form) as string | undefined;
  const { byCode } = useCountryZones();
  return Boolean(country && byCode.get(country)?.postcodeRequired);
}
