import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, DatePicker, Form, Input, Row } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPLIER_PROFILE_FIELDS, type SupplierProfile } from '@shop/shared/api/supply-supplier';

type Field = (typeof SUPPLIER_PROFILE_FIELDS)[number];
type Contact = SupplierProfile['contacts'][number];

/** What the profile form holds: the enterprise fields, the licence expiry as a date, contacts, invoice information. */
export interface ProfileFormValues extends Omit<Record<Field, string>, 'licenceExpiresOn'> {
  licenceExpiresOn: Dayjs | null;
  contacts: Contact[];
  invoiceInfo: SupplierProfile['invoiceInfo'];
}

const EMPTY_INVOICE = { title: '', taxId: '', address: '', phone: '', bankName: '', bankAccount: '' };

export function profileToForm(p: SupplierProfile | null | undefined): ProfileFormValues {
  const value = (f: Field) => (p ? ((p[f] as string | null) ?? '') : '');
  return {
    ...(Object.fromEntries(SUPPLIER_PROFILE_FIELDS.map((f) => [f, value(f)])) as Record<Field, string>),
    licenceExpiresOn: p?.licenceExpiresOn ? dayjs(p.licenceExpiresOn) : null,
    contacts: p?.contacts ?? [],
    invoiceInfo: p?.invoiceInfo ?? EMPTY_INVOICE,
  };
}

/** The form's values as a body sends them. */
export function formToProfile(v: ProfileFormValues) {
  return {
    ...(Object.fromEntries(
      SUPPLIER_PROFILE_FIELDS.map((f) => [f, (v[f as keyof ProfileFormValues] as string) ?? '']),
    ) as Record<Field, string>),
    licenceExpiresOn: v.licenceExpiresOn ? v.licenceExpiresOn.format('YYYY-MM-DD') : '',
    contacts: (v.contacts ?? []).map((c) => ({
      name: c.name ?? '',
      role: c.role ?? '',
      phone: c.phone ?? '',
      email: c.email ?? '',
    })),
    invoiceInfo: { ...EMPTY_INVOICE, ...v.invoiceInfo },
  };
}

const MAX: Partial<Record<Field, number>> = { enterpriseName: 120, address: 300, licenceNumber: 60 };

/**
 * The profile's fields, in groups: enterprise, legal person, operator and contact, contacts,
 * invoice information. Every enterprise field is required with its own message.
 */
export function ProfileFields(): ReactNode {
  const { t } = useTranslation('supplier');
  const item = (f: Field, node?: ReactNode) => (
    <Col xs={24} md={12} key={f}>
      <Form.Item
        name={f}
        label={t(`field.${f}`)}
        rules={[{ required: true, whitespace: true, message: t(`required.${f}`) }]}
      >
        {node ?? <Input maxLength={MAX[f] ?? 64} data-testid={`supplier-field-${f}`} />}
      </Form.Item>
    </Col>
  );
  return (
    <>
      <h3 className="supplier-form-group">{t('group.enterprise')}</h3>
      <Row gutter={16}>
        {item('enterpriseName')}
        {item('registrationNumber')}
        {item('taxId')}
        {item('licenceNumber')}
        {item(
          'licenceExpiresOn',
          <DatePicker style={{ width: '100%' }} data-testid="supplier-field-licenceExpiresOn" />,
        )}
        {item('address')}
      </Row>
      <h3 className="supplier-form-group">{t('group.legal_person')}</h3>
      <Row gutter={16}>
        {item('legalPersonName')}
        {item('legalPersonIdNumber')}
      </Row>
      <h3 className="supplier-form-group">{t('group.operator')}</h3>
      <Row gutter={16}>
        {item('operatorName')}
        {item('operatorPhone')}
        {item('operatorEmail')}
        {item('contactPhone')}
      </Row>
      <h3 className="supplier-form-group">{t('group.contacts')}</h3>
      <Form.List name="contacts">
        {(rows, { add, remove }) => (
          <>
            {rows.map((row) => (
              <Row gutter={8} key={row.key} align="top">
                <Col xs={12} md={5}>
                  <Form.Item
                    name={[row.name, 'name']}
                    rules={[{ required: true, message: t('required.contact_name') }]}
                  >
                    <Input placeholder={t('field.contact_name')} aria-label={t('field.contact_name')} maxLength={64} />
                  </Form.Item>
                </Col>
                <Col xs={12} md={5}>
                  <Form.Item name={[row.name, 'role']}>
                    <Input placeholder={t('field.contact_role')} aria-label={t('field.contact_role')} maxLength={64} />
                  </Form.Item>
                </Col>
                <Col xs={12} md={6}>
                  <Form.Item name={[row.name, 'phone']}>
                    <Input
                      placeholder={t('field.contact_phone')}
                      aria-label={t('field.contact_phone')}
                      maxLength={32}
                    />
                  </Form.Item>
                </Col>
                <Col xs={10} md={7}>
                  <Form.Item name={[row.name, 'email']} rules={[{ type: 'email', message: t('invalid_email') }]}>
                    <Input
                      placeholder={t('field.contact_email')}
                      aria-label={t('field.contact_email')}
                      maxLength={128}
                    />
                  </Form.Item>
                </Col>
                <Col xs={2} md={1}>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('remove_contact')}
                    onClick={() => remove(row.name)}
                  />
                </Col>
              </Row>
            ))}
            {rows.length < 10 ? (
              <Button icon={<PlusOutlined />} onClick={() => add({ name: '', role: '', phone: '', email: '' })}>
                {t('add_contact')}
              </Button>
            ) : null}
          </>
        )}
      </Form.List>
      <h3 className="supplier-form-group">{t('group.invoice')}</h3>
      <Row gutter={16}>
        {(['title', 'taxId', 'address', 'phone', 'bankName', 'bankAccount'] as const).map((f) => (
          <Col xs={24} md={12} key={f}>
            <Form.Item name={['invoiceInfo', f]} label={t(`field.invoice_${f}`)}>
              <Input maxLength={f === 'address' ? 300 : 120} />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </>
  );
}
