import { Descriptions, Empty, Table } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPLIER_PROFILE_FIELDS, type SupplierProfile } from '@shop/shared/api/supply-supplier';

/** A profile read-only: enterprise fields, contacts, invoice information and the bank account (changed elsewhere). */
export function ProfileView({ profile }: { profile: SupplierProfile | null }): ReactNode {
  const { t } = useTranslation('supplier');
  if (!profile) return <Empty description={t('no_profile')} />;
  const inv = profile.invoiceInfo;
  return (
    <div className="supplier-profile" data-testid="supplier-profile">
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} title={t('group.enterprise')}>
        {SUPPLIER_PROFILE_FIELDS.map((f) => (
          <Descriptions.Item key={f} label={t(`field.${f}`)}>
            {profile[f] || '—'}
          </Descriptions.Item>
        ))}
      </Descriptions>
      <h3 className="supplier-form-group">{t('group.contacts')}</h3>
      <Table
        size="small"
        rowKey={(_, i) => String(i)}
        pagination={false}
        dataSource={profile.contacts}
        scroll={{ x: 560 }}
        locale={{ emptyText: t('no_contacts') }}
        columns={[
          { title: t('field.contact_name'), dataIndex: 'name' },
          { title: t('field.contact_role'), dataIndex: 'role' },
          { title: t('field.contact_phone'), dataIndex: 'phone' },
          { title: t('field.contact_email'), dataIndex: 'email' },
        ]}
      />
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        title={t('group.invoice')}
        className="supplier-block"
      >
        {(['title', 'taxId', 'address', 'phone', 'bankName', 'bankAccount'] as const).map((f) => (
          <Descriptions.Item key={f} label={t(`field.invoice_${f}`)}>
            {inv[f] || '—'}
          </Descriptions.Item>
        ))}
      </Descriptions>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        title={t('group.bank')}
        extra={<span className="supplier-muted">{t('bank_hint')}</span>}
        className="supplier-block"
      >
        <Descriptions.Item label={t('field.bankName')}>{profile.bankName || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('field.bankBranch')}>{profile.bankBranch || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('field.bankAccountName')}>{profile.bankAccountName || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('field.bankAccountNumber')}>{profile.bankAccountNumber || '—'}</Descriptions.Item>
      </Descriptions>
    </div>
  );
}
