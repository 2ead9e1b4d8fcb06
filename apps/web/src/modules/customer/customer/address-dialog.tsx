import { App, Form, Input, Modal, Switch } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { customerAddressFields, type CustomerAddress, type CustomerAddressFields } from '@shop/shared/api/customer';
import { useCountryZones } from '../../../components/address/country-zones.ts';
import { PlaceFields } from '../../../components/address/place-fields.tsx';
import { applyServerErrors, zodRule } from '../../../components/form-rules.ts';
import { ApiError } from '../../../lib/request.ts';
import { addAddress, customerKeys, customers, editAddress } from './api.ts';

const shape = customerAddressFields.shape;

/** Adds an address to a customer's book or edits one (version checked). */
export function AddressDialog({
  customerId,
  address,
  first,
  onClose,
}: {
  customerId: number;
  address: CustomerAddress | 'new' | null;
  /** the book is empty: this address becomes the default whatever is chosen */
  first: boolean;
  onClose: () => void;
}): ReactNode {
  const { t } = useTranslation(['customer', 'common', 'geo']);
  const { message } = App.useApp();
  const [form] = Form.useForm<CustomerAddressFields>();
  const open = address !== null;
  const editing = address && address !== 'new' ? address : null;
  const lockedDefault = editing ? editing.isDefault : first;
  const { byCode } = useCountryZones();
  const country = Form.useWatch('country', form);
  const postcodeRequired = Boolean(country && byCode.get(country)?.postcodeRequired);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(editing ? { ...editing } : { isDefault: first });
  }, [open, editing, first, form]);

  const book = [customerKeys.info(customerId)];
  const save = customers.useSend(
    (v: CustomerAddressFields) => {
      const fields = {
        name: v.name,
        phone: v.phone ?? '',
        country: v.country,
        region: v.region ?? '',
        regionCode: v.regionCode ?? '',
        city: v.city ?? '',
        line1: v.line1,
        line2: v.line2 ?? '',
        postcode: v.postcode ?? '',
        isDefault: lockedDefault || Boolean(v.isDefault),
      };
      return editing
        ? editAddress({ id: editing.id, version: editing.version, ...fields })
        : addAddress({ customerId, ...fields });
    },
    {
      onSuccess: () => {
        void message.success(t('common:saved'));
        onClose();
      },
      onError: (error) => applyServerErrors(form, error, t),
      refresh: {
        success: book,
        // Changed or deleted meanwhile (never a field error): load the book again; the request helper has said why.
        failure: (error) => (error instanceof ApiError && (error.status === 409 || error.status === 404) ? book : []),
      },
    },
  );

  return (
    <Modal
      open={open}
      title={editing ? t('customer:address.edit') : t('customer:address.add')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common:action.save')}
      cancelText={t('common:action.cancel')}
      confirmLoading={save.isPending}
      okButtonProps={{ 'data-testid': 'customer-address-submit' }}
      destroyOnHidden
      width={600}
    >
      <Form<CustomerAddressFields>
        form={form}
        layout="vertical"
        data-testid="customer-address-form"
        onFinish={(v) => !save.isPending && save.mutate(v)}
      >
        <div className="customer-form-grid">
          <Form.Item name="name" label={t('customer:address.field.name')} rules={[zodRule(shape.name, t)]}>
            <Input maxLength={100} data-testid="customer-address-name" />
          </Form.Item>
          <Form.Item name="phone" label={t('customer:field.phone')} rules={[zodRule(shape.phone, t)]}>
            <Input maxLength={32} />
          </Form.Item>
          <PlaceFields
            base={[]}
            labels={{
              country: t('customer:field.country'),
              region: t('customer:address.field.region'),
              chooseCountry: t('customer:choose_country'),
            }}
            testId="customer-address"
          />
          <Form.Item name="city" label={t('customer:address.field.city')} rules={[zodRule(shape.city, t)]}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item
            name="postcode"
            label={t('customer:address.field.postcode')}
            required={postcodeRequired}
            rules={[
              zodRule(shape.postcode, t),
              { required: postcodeRequired, whitespace: true, message: t('geo:postcode_required') },
            ]}
          >
            <Input maxLength={20} />
          </Form.Item>
        </div>
        <Form.Item name="line1" label={t('customer:address.field.line1')} rules={[zodRule(shape.line1, t)]}>
          <Input maxLength={200} data-testid="customer-address-line1" />
        </Form.Item>
        <Form.Item name="line2" label={t('customer:address.field.line2')} rules={[zodRule(shape.line2, t)]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item
          name="isDefault"
          label={t('customer:address.default')}
          valuePropName="checked"
          extra={
            lockedDefault
              ? editing
                ? t('customer:address.default_kept')
                : t('customer:address.default_first')
              : undefined
          }
        >
          <Switch disabled={lockedDefault} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
