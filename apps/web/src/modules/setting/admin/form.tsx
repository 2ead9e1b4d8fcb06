import { useQuery } from '@tanstack/react-query';
import { Form, Input, Radio, Select, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { adminAddBody, type adminApi } from '@shop/shared/api/admin';
import { FormModal } from '../../../components/crud/form-modal.tsx';
import { useActionDialog } from '../../../components/crud/use-action-dialog.ts';
import { zodRule } from '../../../components/form-rules.ts';
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

const shape = adminAddBody.shape;

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
  return (
    <FormModal<typeof adminApi, AdminFormValues>
      screen={adminScreen}
      width={560}
      title={{ add: t('admin:add'), edit: t('admin:edit') }}
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
              getFieldValue('kind') === 'supplier' ? (
                <Form.Item
                  name="supplierId"
                  label={t('admin:field.supplier')}
                  rules={[{ required: true, message: t('admin:supplier_required') }]}
                >
                  <Select
                    showSearch={{ optionFilterProp: 'label' }}
                    placeholder={t('admin:field.supplier')}
                    options={(suppliers.data?.list ?? []).map((s) => ({
                      value: s.id,
                      label: s.name,
                      disabled: !s.enabled,
                    }))}
                  />
                </Form.Item>
              ) : (
                <Form.Item
                  name="groupId"
                  label={t('admin:field.group')}
                  rules={[{ required: true, message: t('admin:group_required') }]}
                >
                  <Select
                    placeholder={t('admin:field.group')}
                    options={(groups.data?.list ?? []).map((g) => ({
                      value: g.id,
                      label: g.name,
                      disabled: !g.enabled,
                    }))}
                  />
                </Form.Item>
              )
            }
          </Form.Item>
          <Form.Item
            name="username"
            label={t('admin:field.username')}
            rules={editing ? [] : [zodRule(shape.username, t)]}
            extra={editing ? undefined : t('admin:username_hint')}
          >
            <Input disabled={editing} autoComplete="off" />
          </Form.Item>
          <Form.Item name="truename" label={t('admin:field.truename')} rules={[zodRule(shape.truename, t)]}>
            <Input />
          </Form.Item>
          {!editing ? (
            <Form.Item name="password" label={t('admin:field.password')} rules={[zodRule(shape.password, t)]}>
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          ) : null}
          <Form.Item name="email" label={t('admin:field.email')} rules={[zodRule(shape.email, t)]}>
            <Input type="email" />
          </Form.Item>
          <Form.Item name="phone" label={t('admin:field.phone')} rules={[zodRule(shape.phone, t)]}>
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
