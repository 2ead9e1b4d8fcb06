import { Form, Input, Select, Switch } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { warehouseAddBody, type warehouseApi } from '@shop/shared/api/warehouse';
import { countryOptions, matchesCountry } from '../../../components/countries.ts';
import { schemaFields } from '../../../components/crud/form-fields.tsx';
import { FormModal } from '../../../components/crud/form-modal.tsx';
import { warehouseScreen } from './api.ts';

interface WarehouseFormValues {
  name: string;
  code: string;
  country: string | undefined;
  region: string;
  city: string;
  address: string;
  postcode: string;
  contactName: string;
  contactPhone: string;
  enabled: boolean;
}

const TEXT_FIELDS = ['name', 'code', 'region', 'city', 'address', 'postcode', 'contactName', 'contactPhone'] as const;

/** The body's address and contact fields: empty inputs as empty texts. */
const fieldsOf = (values: WarehouseFormValues) => ({
  ...(Object.fromEntries(TEXT_FIELDS.map((k) => [k, values[k] ?? ''])) as Record<(typeof TEXT_FIELDS)[number], string>),
  country: values.country ?? '',
});

/** Add or edit a warehouse: name, code, address, contact; whether it is enabled when adding. */
export function WarehouseFormModal(): ReactNode {
  const { t, i18n } = useTranslation(['warehouse', 'common']);
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const field = schemaFields(warehouseAddBody.shape, t, 'warehouse');
  return (
    <FormModal<typeof warehouseApi, WarehouseFormValues>
      screen={warehouseScreen}
      width={640}
      initial={{ enabled: true }}
      toValues={(w) => ({
        name: w.name,
        code: w.code,
        country: w.country || undefined,
        region: w.region,
        city: w.city,
        address: w.address,
        postcode: w.postcode,
        contactName: w.contactName,
        contactPhone: w.contactPhone,
      })}
      toAdd={(v) => ({ ...fieldsOf(v), enabled: v.enabled ?? true })}
      toEdit={(v, w) => ({ ...fieldsOf(v), id: w.id, version: w.version })}
      // A taken name reads 'Name already exists' (spec), a taken code its own text, each on its field.
      fieldTexts={{ name: { duplicate: t('warehouse:name_exists') }, code: { duplicate: t('warehouse:code_exists') } }}
    >
      {({ editing, record }) => (
        <div className="warehouse-form-grid">
          <Form.Item {...field('name')} required>
            <Input maxLength={64} data-testid="warehouse-name-input" />
          </Form.Item>
          <Form.Item {...field('code')} required extra={t('warehouse:code_hint')}>
            <Input maxLength={32} data-testid="warehouse-code-input" />
          </Form.Item>
          <Form.Item {...field('country', { emptyAsUndefined: true })} required>
            <Select
              showSearch={{
                filterOption: (input, option) => matchesCountry(input, option as { value: string; label: string }),
              }}
              options={countries}
              placeholder={t('warehouse:country_placeholder')}
              data-testid="warehouse-country-input"
            />
          </Form.Item>
          <Form.Item {...field('region')}>
            <Input maxLength={64} />
          </Form.Item>
          <Form.Item {...field('city')} required>
            <Input maxLength={64} data-testid="warehouse-city-input" />
          </Form.Item>
          <Form.Item {...field('postcode')}>
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item {...field('address')} required className="warehouse-form-wide">
            <Input maxLength={255} data-testid="warehouse-address-input" />
          </Form.Item>
          <Form.Item {...field('contactName', { label: 'contact_name' })}>
            <Input maxLength={64} />
          </Form.Item>
          <Form.Item {...field('contactPhone', { label: 'contact_phone' })}>
            <Input maxLength={32} inputMode="tel" />
          </Form.Item>
          {!editing ? (
            <Form.Item
              name="enabled"
              label={t('warehouse:field.enabled')}
              valuePropName="checked"
              extra={t('warehouse:first_default_hint')}
              className="warehouse-form-wide"
            >
              <Switch checkedChildren={t('common:status.enabled')} unCheckedChildren={t('common:status.disabled')} />
            </Form.Item>
          ) : (
            <p className="form-hint warehouse-form-wide" data-testid="warehouse-usage">
              {t('warehouse:usage', { levels: record?.stockLevelCount ?? 0, products: record?.productCount ?? 0 })}
            </p>
          )}
        </div>
      )}
    </FormModal>
  );
}
