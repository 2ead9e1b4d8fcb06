import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SHIPPING_AREA_REGIONS_MAX } from '@shop/shared/api/shipping-area';
import { countryOptions, matchesCountry } from '../../../components/countries.ts';
import { matchesOption, useCountryZones } from '../../../components/address/country-zones.ts';

/**
 * A row's region: picked from /region when its country has regions (the ISO 3166-2 code is kept,
 * which addresses that picked the same region match), else typed as addresses write it.
 */
function RegionItem(props: { row: number; index: number; rule: (...path: (string | number)[]) => Rule }): ReactNode {
  const { row, index, rule } = props;
  const { t } = useTranslation(['shipping', 'geo']);
  const form = Form.useFormInstance();
  const country = Form.useWatch(['regions', row, 'country'], form) as string | undefined;
  const value = Form.useWatch(['regions', row, 'region'], form) as string | undefined;
  const { byCode } = useCountryZones();
  const regions = (country && byCode.get(country)?.regions) || [];
  const options = regions.map((r) => ({ value: r.code, label: `${r.name} (${r.code})` }));
  if (value && regions.length > 0 && !regions.some((r) => r.code === value)) options.unshift({ value, label: value });
  return (
    <Form.Item
      name={[row, 'region']}
      label={t('shipping:area_field.region_name')}
      rules={[rule('regions', index, 'region')]}
      style={{ minWidth: 220 }}
    >
      {regions.length > 0 ? (
        <Select
          showSearch={{ filterOption: matchesOption }}
          options={options}
          placeholder={t('geo:choose_region')}
          data-testid={`shipping-area-region-name-${index}`}
        />
      ) : (
        <Input maxLength={64} data-testid={`shipping-area-region-name-${index}`} />
      )}
    </Form.Item>
  );
}

/**
 * The regions an area covers, one country and region name a row, as addresses write them (the
 * price of an address in that region; it wins over an area of the whole country). `rule` gives
 * each input the shared schema's rule at its path.
 */
export function RegionsField({ rule }: { rule: (...path: (string | number)[]) => Rule }): ReactNode {
  const { t, i18n } = useTranslation(['shipping', 'common']);
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  return (
    <Form.List name="regions">
      {(rows, { add, remove }) => (
        <fieldset className="shipping-names" data-testid="shipping-area-regions">
          <legend>{t('shipping:area_field.regions')}</legend>
          <p className="form-hint">{t('shipping:areas.regions_hint')}</p>
          {rows.map((row, index) => (
            <div key={row.key} className="shipping-region-row">
              <Form.Item
                name={[row.name, 'country']}
                label={t('shipping:area_field.region_country')}
                rules={[rule('regions', index, 'country')]}
                dependencies={[['countries']]}
                style={{ minWidth: 220 }}
              >
                <Select
                  showSearch={{
                    filterOption: (input, option) => matchesCountry(input, option as { value: string; label: string }),
                  }}
                  options={countries}
                  placeholder={t('shipping:areas.country_placeholder')}
                  data-testid={`shipping-area-region-country-${index}`}
                />
              </Form.Item>
              <RegionItem row={row.name} index={index} rule={rule} />
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                onClick={() => remove(row.name)}
                aria-label={t('shipping:areas.remove_region', { n: index + 1 })}
                style={{ marginTop: 30 }}
              />
            </div>
          ))}
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            onClick={() => add({ country: undefined, region: '' })}
            disabled={rows.length >= SHIPPING_AREA_REGIONS_MAX}
            data-testid="shipping-area-region-add"
          >
            {t('shipping:areas.add_region')}
          </Button>
        </fieldset>
      )}
    </Form.List>
  );
}
