import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Input, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { groupAddBody, type groupApi } from '@shop/shared/api/group';
import { FormModal } from '../../../components/crud/form-modal.tsx';
import { zodRule } from '../../../components/form-rules.ts';
import { useActionDialog } from '../../../components/crud/use-action-dialog.ts';
import { fetchPermissionTree, groupScreen, permissionTreeKey } from './api.ts';
import { PermissionTree } from './permission-tree.tsx';

interface GroupFormValues {
  name: string;
  description: string;
  permissions: string[];
  enabled: boolean;
}

const bodyOf = (v: GroupFormValues) => ({
  name: v.name,
  description: v.description ?? '',
  permissions: v.permissions ?? [],
});

/**
 * Add or edit a management group and the permissions it grants; the super administrators' group is shown, not changed.
 */
export function GroupFormModal(): ReactNode {
  const { t } = useTranslation(['group', 'common']);
  const open = useActionDialog().action !== null;
  const tree = useQuery({
    queryKey: permissionTreeKey,
    queryFn: fetchPermissionTree,
    enabled: open,
    staleTime: Infinity,
  });
  return (
    <FormModal<typeof groupApi, GroupFormValues>
      screen={groupScreen}
      width={720}
      loading={tree.isLoading}
      readOnly={({ record }) => Boolean(record?.isSuper)}
      initial={{ permissions: [], enabled: true, description: '' }}
      toValues={(group) => ({ name: group.name, description: group.description, permissions: group.permissions })}
      toAdd={(v) => ({ ...bodyOf(v), enabled: v.enabled })}
      toEdit={(v, group) => ({ ...bodyOf(v), id: group.id, version: group.version })}
    >
      {({ editing, record }) => (
        <>
          {record?.isSuper ? (
            <Alert type="info" showIcon title={t('group:super_locked')} style={{ marginBottom: 16 }} />
          ) : null}
          <Form.Item name="name" label={t('group:field.name')} rules={[zodRule(groupAddBody.shape.name, t)]}>
            <Input maxLength={64} />
          </Form.Item>
          <Form.Item name="description" label={t('group:field.description')}>
            <Input.TextArea maxLength={255} autoSize={{ minRows: 2, maxRows: 4 }} />
          </Form.Item>
          {editing ? null : (
            <Form.Item name="enabled" label={t('group:field.enabled')} valuePropName="checked">
              <Switch />
            </Form.Item>
          )}
          <Form.Item name="permissions" label={t('group:field.permissions')} extra={t('group:permissions_hint')}>
            <PermissionTree tree={tree.data ?? []} disabled={Boolean(record?.isSuper)} />
          </Form.Item>
        </>
      )}
    </FormModal>
  );
}
