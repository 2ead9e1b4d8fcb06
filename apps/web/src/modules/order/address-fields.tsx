import { Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { orderAddress } from '@shop/shared/api/order';
import { PlaceFields, usePostcodeRequired } from '../../components/address/place-fields.tsx';
import { zodRule } from '../../components/form-rules.ts';

const shape = orderAddress.shape;

/** The order's delivery address, as typed or taken from the customer's address book. */
export function AddressFields(): ReactNode {
  const { t } = useTranslation(['order', 'geo']);
  const postcodeRequired = usePostcodeRequired(['address']);
  return (
    <div className="order-form-grid">
      <Form.Item name={['address', 'name']} label={t('order:address.name')} rules={[zodRule(shape.name, t)]} required>
        <Input maxLength={100} autoComplete="off" data-testid="order-address-name" />
      </Form.Item>
      <Form.Item name={['address', 'phone']} label={t('order:address.phone')} rules={[zodRule(shape.phone, t)]}>
        <Input maxLength={40} autoComplete="off" />
      </Form.Item>
      <PlaceFields
        base={['address']}
        labels={{
          country: t('order:address.country'),
          region: t('order:address.region'),
          chooseCountry: t('order:address.choose_country'),
        }}
        testId="order-address"
      />
      <Form.Item name={['address', 'city']} label={t('order:address.city')} rules={[zodRule(shape.city, t)]}>
        <Input maxLength={100} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name={['address', 'postcode']}
        label={t('order:address.postcode')}
        rules={[
          zodRule(shape.postcode, t),
          { required: postcodeRequired, whitespace: true, message: t('geo:postcode_required') },
        ]}
        required={postcodeRequired}
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
