import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderCustomerChoice, OrderInfo } from '@shop/shared/api/order';
import { orderKeys, pickCustomers, type PickMode } from './api.ts';
import { AddressFields } from './address-fields.tsx';
import { addressOf } from './form-model.ts';

interface Props {
  mode: PickMode;
  /** the order being edited */
  order?: OrderInfo;
  /** the customer picked in the add form */
  customer: OrderCustomerChoice | null;
}

/**
 * The order form's address section: the delivery address, and a picker of the customer's saved addresses (the picked
 * customer's when adding, the order's customer's when editing) that copies one into the fields.
 */
export function AddressSection({ mode, order, customer }: Props): ReactNode {
  const { t } = useTranslation(['order']);
  const form = Form.useFormInstance();

  // Edit: the customer's address book, to take a saved address again.
  const editCustomer = useQuery({
    queryKey: orderKeys.customers('edit', order?.customerEmail ?? ''),
    queryFn: () => pickCustomers('edit', order?.customerEmail ?? ''),
    enabled: mode === 'edit' && !!order?.customerEmail,
  });
  const addressBook =
    mode === 'edit'
      ? (editCustomer.data?.list.find((c) => c.id === order?.customerId)?.addresses ?? [])
      : (customer?.addresses ?? []);

  return (
    <fieldset className="order-fieldset">
      <legend>{t('order:section.address')}</legend>
      {addressBook.length ? (
        <Form.Item label={t('order:address.saved')} htmlFor="order-saved-address">
          <Select
            id="order-saved-address"
            placeholder={t('order:address.saved_pick')}
            value={null}
            onChange={(id: number) => {
              const a = addressBook.find((x) => x.id === id);
              if (a) form.setFieldValue('address', addressOf(a));
            }}
            options={addressBook.map((a) => ({
              value: a.id,
              label:
                (a.isDefault ? `${t('order:address.default')} · ` : '') +
                `${a.name} · ${[a.line1, a.city, a.country].filter(Boolean).join(', ')}`,
            }))}
            data-testid="order-saved-address"
          />
        </Form.Item>
      ) : null}
      <AddressFields />
    </fieldset>
  );
}
