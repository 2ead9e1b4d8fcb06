import { adminApi, supplierApi } from '@shop/shared/api/admin';
import { groupApi } from '@shop/shared/api/group';
import { defineEntity } from '../../../components/crud/entity-api.ts';
import { actionPermissions, defineScreen } from '../../../components/crud/screen.ts';
import { callApi } from '../../../lib/api-client.ts';

/** Administrators: query keys, reads and changes (add, edit, status, password, del) over `adminApi`. */
export const admins = defineEntity('admins', adminApi);

/** /admin: its test ids, the permission key of each action, its texts and search (group and kind are its own). */
export const adminScreen = defineScreen({
  entity: admins,
  testId: 'admin',
  permissions: actionPermissions('setting_admin'),
  texts: { title: 'admin:title', add: 'admin:add', edit: 'admin:edit' },
  search: { keyword: 'admin:keyword_placeholder', enabled: 'admin:field.enabled', enabledWidth: 120 },
});

export const groupOptionsKey = [...admins.keys.all, 'group-options'] as const;
export const supplierOptionsKey = [...admins.keys.all, 'supplier-options'] as const;
export const fetchGroupOptions = () => callApi(groupApi.options);
export const fetchSupplierOptions = () => callApi(supplierApi.options);
