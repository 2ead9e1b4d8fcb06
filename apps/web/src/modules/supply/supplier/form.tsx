import { Alert, Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { supplierRegisterApi } from '@shop/shared/api/supply-supplier';
import { FormModal } from '../../../components/crud/form-modal.tsx';
import { supplierScreen } from './api.ts';
import { formToProfile, profileToForm, ProfileFields, type ProfileFormValues } from './profile-fields.tsx';

type Values = ProfileFormValues & { name: string };

/** Add a supplier (it starts passed, enabled once its user accepts the agreement) or edit its profile. */
export function SupplierFormModal(): ReactNode {
  const { t } = useTranslation(['supplier', 'common']);
  return (
    <FormModal<typeof supplierRegisterApi, Values>
      screen={supplierScreen}
      width={860}
      initial={{ ...profileToForm(null), name: '' }}
      toValues={(s) => ({ ...profileToForm(s.profile), name: s.name })}
      toAdd={(v) => ({ ...formToProfile(v), name: v.name ?? '' })}
      toEdit={(v, s) => ({ ...formToProfile(v), name: v.name ?? '', id: s.id, version: s.version })}
      fieldTexts={{ name: { duplicate: t('supplier:name_taken') } }}
    >
      {({ editing, record }) => (
        <>
          {editing ? null : (
            <Alert type="info" showIcon message={t('supplier:add_hint')} style={{ marginBottom: 16 }} />
          )}
          {record && record.duplicates.length > 0 ? <DuplicateAlert duplicates={record.duplicates} /> : null}
          <Form.Item
            name="name"
            label={t('supplier:field.name')}
            extra={editing ? undefined : t('supplier:name_hint')}
            rules={editing ? [{ required: true, whitespace: true, message: t('supplier:required.name') }] : []}
          >
            <Input maxLength={64} data-testid="supplier-field-name" />
          </Form.Item>
          <ProfileFields />
        </>
      )}
    </FormModal>
  );
}

/** Suppliers sharing a value with this one: flagged for the reviewer, never blocking. */
export function DuplicateAlert({
  duplicates,
}: {
  duplicates: { supplierId: number; supplierName: string; field: string }[];
}): ReactNode {
  const { t } = useTranslation('supplier');
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="supplier-duplicates"
      message={t('duplicates_title')}
      description={
        <ul className="supplier-duplicates">
          {duplicates.map((d) => (
            <li key={`${d.supplierId}-${d.field}`}>
              {t('duplicate_line', { name: d.supplierName, field: t(`dup_field.${d.field}`) })}
            </li>
          ))}
        </ul>
      }
    />
  );
}
