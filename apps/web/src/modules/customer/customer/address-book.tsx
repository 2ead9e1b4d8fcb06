import { DeleteOutlined, EditOutlined, PlusOutlined, StarOutlined } from '@ant-design/icons';
import { App, Button, Empty, Popconfirm, Space, Tag } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_ADDRESS_MAX, type CustomerAddress, type CustomerInfo } from '@shop/shared/api/customer';
import { addressLines } from './address-lines.ts';
import { AddressDialog } from './address-dialog.tsx';
import { customerKeys, customers } from './api.ts';

/** The customer's addresses as cards: the default first; editors add, edit, delete and choose the default. */
export function AddressBook({ customer, editable }: { customer: CustomerInfo; editable: boolean }): ReactNode {
  const { t, i18n } = useTranslation(['customer', 'common']);
  const { message } = App.useApp();
  const [dialog, setDialog] = useState<CustomerAddress | 'new' | null>(null);
  const remove = customers.useChange('addressDel', { onSuccess: () => void message.success(t('common:deleted')) });
  const makeDefault = customers.useChange('addressEdit', {
    onSuccess: () => void message.success(t('common:saved')),
    // A stale version (someone changed it meanwhile): show the latest; the request helper has said why.
    refresh: { failure: [customerKeys.info(customer.id)] },
  });
  const asDefault = (a: CustomerAddress) => ({
    id: a.id,
    version: a.version,
    name: a.name,
    phone: a.phone,
    country: a.country,
    region: a.region,
    city: a.city,
    line1: a.line1,
    line2: a.line2,
    postcode: a.postcode,
    isDefault: true,
  });
  const full = customer.addresses.length >= CUSTOMER_ADDRESS_MAX;

  return (
    <div className="customer-section" data-testid="customer-addresses">
      <div className="customer-section-head">
        <h3>{t('customer:section.addresses')}</h3>
        {editable ? (
          <Button
            size="small"
            icon={<PlusOutlined />}
            disabled={full}
            title={full ? t('customer:address.full', { max: CUSTOMER_ADDRESS_MAX }) : undefined}
            onClick={() => setDialog('new')}
            data-testid="customer-address-add"
          >
            {t('customer:address.add')}
          </Button>
        ) : null}
      </div>
      {customer.addresses.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('customer:address.none')} />
      ) : (
        <div className="customer-addresses">
          {customer.addresses.map((a) => (
            <div
              key={a.id}
              className={`customer-address${a.isDefault ? ' customer-address-default' : ''}`}
              data-testid={`customer-address-${a.id}`}
            >
              <div className="customer-address-head">
                <span>{a.name}</span>
                {a.isDefault ? <Tag color="blue">{t('customer:address.default')}</Tag> : null}
              </div>
              <div className="customer-address-lines">{addressLines(a, i18n.language).join('\n')}</div>
              {a.phone ? <div>{a.phone}</div> : null}
              {editable ? (
                <Space size={0} wrap className="customer-address-actions">
                  <Button
                    type="link"
                    size="small"
                    icon={<EditOutlined />}
                    onClick={() => setDialog(a)}
                    data-testid={`customer-address-edit-${a.id}`}
                  >
                    {t('common:action.edit')}
                  </Button>
                  {a.isDefault ? null : (
                    <Button
                      type="link"
                      size="small"
                      icon={<StarOutlined />}
                      loading={makeDefault.isPending && makeDefault.variables?.id === a.id}
                      onClick={() => makeDefault.mutate(asDefault(a))}
                      data-testid={`customer-address-default-${a.id}`}
                    >
                      {t('customer:address.make_default')}
                    </Button>
                  )}
                  <Popconfirm
                    title={t('customer:address.confirm_delete')}
                    okButtonProps={{ danger: true, 'data-testid': `customer-address-delete-confirm-${a.id}` }}
                    okText={t('common:action.delete')}
                    cancelText={t('common:action.cancel')}
                    onConfirm={() => remove.mutateAsync({ id: a.id }).catch(() => undefined)}
                  >
                    <Button
                      type="link"
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      data-testid={`customer-address-delete-${a.id}`}
                    >
                      {t('common:action.delete')}
                    </Button>
                  </Popconfirm>
                </Space>
              ) : null}
            </div>
          ))}
        </div>
      )}
      <AddressDialog
        customerId={customer.id}
        address={dialog}
        first={customer.addresses.length === 0}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}
