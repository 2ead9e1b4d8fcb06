import { adminApi, supplierApi } from '@shop/shared/api/admin';
import { groupApi } from '@shop/shared/api/group';
import { defineEntity } from '../../../components/crud/entity-api.ts';
import { defineScreen } from '../../../components/crud/screen.ts';
import { callApi } from '../../../lib/api-client.ts';

/** Administrators: query keys, reads and changes (add, edit, status, password, del) over `adminApi`. */
export const admins = defineEntity('admins', adminApi);

/** /admin: its test ids and the permission key of each action. */
export const adminScreen = defineScreen({
  entity: admins,
  testId: 'admin',
  permissions: {
    add: 'setting_admin_add',
    edit: 'setting_admin_edit',
    status: 'setting_admin_status',
    del: 'setting_admin_del',
  },
});

export const groupOptionsKey = [...admins.keys.all, 'group-options'] as const;
export const supplierOptionsKey = [...admins.keys.all, 'supplier-options'] as const;
export const fetchGroupOptions = () => callApi(groupApi.options);
export const fetchSupplierOptions = () => callApi(supplierApi.options);
