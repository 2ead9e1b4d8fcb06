import { Form, Input, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { REGION_CODE } from '@shop/shared/api/tax';
import { useCountryZones } from '../../../components/address/country-zones.ts';

/** The regions of a country from the address look-up (enabled countries and regions); none: a code is typed. */
export function useRegionsOf(country: string | undefined): { code: string; name: string }[] {
  const { byCode } = useCountryZones();
  return (country && byCode.get(country)?.regions) || [];
}

/** A region code of the chosen country: '' (the whole country) or `<country>-<code>`. */
export function regionProblem(region: string, country: string | undefined): 'country' | 'invalid' | null {
  if (!region) return null;
  if (!country) return 'country';
  return REGION_CODE.test(region) && region.slice(0, 2) === country ? null : 'invalid';
}

interface Props {
  /** the form item's name */
  name: string;
  country: string | undefined;
  testId: string;
  /** wider layouts put the hint under the field */
  showHint?: boolean;
}

/**
 * The region of a tax rule or of the calculator's address: a select of the country's regions when
 * the address look-up has them, else the ISO 3166-2 code typed ("US-CA"), checked as the server does.
 */
export function RegionField({ name, country, testId, showHint = true }: Props): ReactNode {
  const { t } = useTranslation(['tax', 'common']);
  const regions = useRegionsOf(country);
  const rule = {
    validator: async (_: unknown, value: string | undefined) => {
      const problem = regionProblem((value ?? '').trim().toUpperCase(), country);
      if (problem) throw new Error(t(problem === 'country' ? 'tax:error.region_country' : 'tax:error.region'));
    },
  };
  if (regions.length > 0) {
    return (
      <Form.Item
        name={name}
        label={t('tax:field.region')}
        extra={showHint ? t('tax:hint.region_select') : undefined}
        rules={[rule]}
      >
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('tax:whole_country')}
          options={regions.map((r) => ({ value: r.code, label: `${r.name} (${r.code})` }))}
          data-testid={testId}
        />
      </Form.Item>
    );
  }
  return (
    <Form.Item
      name={name}
      label={t('tax:field.region')}
      extra={showHint ? t('tax:hint.region') : undefined}
      rules={[rule]}
      normalize={(v: string) => v.toUpperCase()}
    >
      <Input
        maxLength={6}
        disabled={!country}
        placeholder={country ? `${country}-…` : t('tax:whole_country')}
        data-testid={testId}
      />
    </Form.Item>
  );
}
