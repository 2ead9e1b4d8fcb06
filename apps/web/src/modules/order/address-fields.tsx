import { Form, Input, Select } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { orderAddress } from '@shop/shared/api/order';
import { countryOptions, matchesCountry } from '../../components/countries.ts';
import { zodRule } from '../../components/form-rules.ts';

const shape = orderAddress.shape;

/** The order's delivery address, as typed or taken from the customer's address book. */
export function AddressFields(): ReactNode {
  const { t, i18n } = useTranslation(['order']);
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  return (
    <div className="order-form-grid">
      <Form.Item name={['address', 'name']} label={t('order:address.name')} rules={[zodRule(shape.name, t)]} required>
        <Input maxLength={100} autoComplete="off" data-testid="order-address-name" />
      </Form.Item>
      <Form.Item name={['address', 'phone']} label={t('order:address.phone')} rules={[zodRule(shape.phone, t)]}>
        <Input maxLength={40} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name={['address', 'country']}
        label={t('order:address.country')}
        rules={[zodRule(shape.country, t, { emptyAsUndefined: true })]}
        required
        getValueProps={(value: string) => ({ value: value || undefined })}
      >
        <Select
          showSearch={{ filterOption: matchesCountry }}
          options={countries}
          placeholder={t('order:address.choose_country')}
          data-testid="order-address-country"
        />
      </Form.Item>
      <Form.Item name={['address', 'region']} label={t('order:address.region')} rules={[zodRule(shape.region, t)]}>
        <Input maxLength={100} autoComplete="off" />
      </Form.Item>
      <Form.Item name={['address', 'city']} label={t('order:address.city')} rules={[zodRule(shape.city, t)]}>
        <Input maxLength={100} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name={['address', 'postcode']}
        label={t('order:address.postcode')}
        rules={[zodRule(shape.postcode, t)]}
      >
        <Input maxLength={20} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name={['address', 'line1']}
        label={t('order:address.line1')}
        rules={[zodRule(shape.line1, t)]}
        required
        className="order-form-wide"
      >
        <Input maxLength={200} autoComplete="off" data-testid="order-address-line1" />
      </Form.Item>
      <Form.Item
        name={['address', 'line2']}
        label={t('order:address.line2')}
        rules={[zodRule(shape.line2, t)]}
        className="order-form-wide"
      >
        <Input maxLength={200} autoComplete="off" />
      </Form.Item>
    </div>
  );
}
