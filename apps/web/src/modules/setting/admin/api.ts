import { adminApi, supplierApi, type AdminAddBody, type AdminEditBody } from '@shop/shared/api/admin';
import { groupApi } from '@shop/shared/api/group';
import { callApi } from '../../../lib/api-client.ts';
import type { QueryValue } from '../../../lib/request.ts';

export type { GroupOption, SupplierOption } from '@shop/shared/api/admin';

export const adminKeys = {
  all: ['admins'] as const,
  list: (query: Record<string, QueryValue>) => ['admins', 'list', query] as const,
  info: (id: number) => ['admins', 'info', id] as const,
  groups: ['admins', 'group-options'] as const,
  suppliers: ['admins', 'supplier-options'] as const,
};

export const fetchAdmins = (query: Record<string, QueryValue>) => callApi(adminApi.list, query);
export const fetchAdmin = (id: number) => callApi(adminApi.info, { id });
export const fetchGroupOptions = () => callApi(groupApi.options);
export const fetchSupplierOptions = () => callApi(supplierApi.options);

export const addAdmin = (body: AdminAddBody) => callApi(adminApi.add, body);
export const editAdmin = (body: AdminEditBody) => callApi(adminApi.edit, body);
export const deleteAdmin = (id: number) => callApi(adminApi.del, { id });
export const setAdminStatus = (id: number, status: boolean) => callApi(adminApi.status, { id, status });
export const resetAdminPassword = (id: number, password: string) => callApi(adminApi.password, { id, password });
