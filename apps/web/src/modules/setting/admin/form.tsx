import { useQuery } from '@tanstack/react-query';
import { Form, Input, Radio, Select, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { adminAddBody, type adminApi } from '@shop/shared/api/admin';
import { schemaFields } from '../../../components/crud/form-fields.tsx';
import { FormModal } from '../../../components/crud/form-modal.tsx';
import { useActionDialog } from '../../../components/crud/use-action-dialog.ts';
import { adminScreen, fetchGroupOptions, fetchSupplierOptions, groupOptionsKey, supplierOptionsKey } from './api.ts';

interface AdminFormValues {
  kind: 'platform' | 'supplier';
  username: string;
  truename: string;
  password: string;
  email?: string;
  phone?: string;
  groupId?: number;
  supplierId?: number;
  enabled: boolean;
}

/** A group or a supplier an account may belong to. */
interface OwnerOption {
  id: number;
  name: string;
  enabled: boolean;
}

/** A platform account belongs to a group, a supplier account to a supplier; contact texts are trimmed. */
function scopeOf(v: AdminFormValues) {
  const scope =
    v.kind === 'supplier'
      ? { supplierId: v.supplierId ?? null, groupId: null }
      : { groupId: v.groupId ?? null, supplierId: null };
  return { ...scope, truename: v.truename, email: v.email?.trim() ?? '', phone: v.phone?.trim() ?? '' };
}

/** Add or edit an administrator: a platform account has a group, a supplier account a supplier. */
export function AdminFormModal(): ReactNode {
  const { t } = useTranslation(['admin', 'common']);
  const open = useActionDialog().action !== null;
  const groups = useQuery({ queryKey: groupOptionsKey, queryFn: fetchGroupOptions, enabled: open });
  const suppliers = useQuery({ queryKey: supplierOptionsKey, queryFn: fetchSupplierOptions, enabled: open });
  const field = schemaFields(adminAddBody.shape, t, 'admin');
  const username = field('username');
  // The group or the supplier the account belongs to: required; disabled ones are shown, not offered.
  const ownerSelect = (owner: 'group' | 'supplier', list: OwnerOption[] = [], search = false) => (
    <Form.Item
      name={`${owner}Id`}
      label={t(`admin:field.${owner}`)}
      rules={[{ required: true, message: t(`admin:${owner}_required`) }]}
    >
      <Select
        showSearch={search ? { optionFilterProp: 'label' } : undefined}
        placeholder={t(`admin:field.${owner}`)}
        options={list.map((o) => ({ value: o.id, label: o.name, disabled: !o.enabled }))}
      />
    </Form.Item>
  );
  return (
    <FormModal<typeof adminApi, AdminFormValues>
      screen={adminScreen}
      width={560}
      initial={{ kind: 'platform', enabled: true }}
      toValues={(row) => ({
        kind: row.supplierId ? 'supplier' : 'platform',
        username: row.username,
        truename: row.truename,
        email: row.email ?? '',
        phone: row.phone ?? '',
        groupId: row.groupId ?? undefined,
        supplierId: row.supplierId ?? undefined,
      })}
      toAdd={(v) => ({ ...scopeOf(v), username: v.username, password: v.password, enabled: v.enabled })}
      toEdit={(v, row) => ({ ...scopeOf(v), id: row.id, version: row.version })}
    >
      {({ editing }) => (
        <>
          <Form.Item name="kind" label={t('admin:field.kind')}>
            <Radio.Group
              optionType="button"
              options={[
                { value: 'platform', label: t('admin:kind.platform') },
                { value: 'supplier', label: t('admin:kind.supplier') },
              ]}
            />
          </Form.Item>
          <Form.Item noStyle shouldUpdate={(before, after) => before.kind !== after.kind}>
            {({ getFieldValue }) =>
              getFieldValue('kind') === 'supplier'
                ? ownerSelect('supplier', suppliers.data?.list, true)
                : ownerSelect('group', groups.data?.list)
            }
          </Form.Item>
          <Form.Item
            {...username}
            rules={editing ? [] : username.rules}
            extra={editing ? undefined : t('admin:username_hint')}
          >
            <Input disabled={editing} autoComplete="off" />
          </Form.Item>
          <Form.Item {...field('truename')}>
            <Input />
          </Form.Item>
          {!editing ? (
            <Form.Item {...field('password')}>
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          ) : null}
          <Form.Item {...field('email')}>
            <Input type="email" />
          </Form.Item>
          <Form.Item {...field('phone')}>
            <Input />
          </Form.Item>
          {!editing ? (
            <Form.Item name="enabled" label={t('admin:field.enabled')} valuePropName="checked">
              <Switch />
            </Form.Item>
          ) : null}
        </>
      )}
    </FormModal>
  );
}
