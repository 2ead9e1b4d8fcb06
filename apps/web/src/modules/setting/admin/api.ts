import type { z } from 'zod';
import type { AdminAddBody, AdminEditBody, AdminRow, groupOption, supplierOption } from '@shop/shared/api/admin';
import type { ListResult } from '@shop/shared/api/common';
import { get, post, type QueryValue } from '../../../lib/request.ts';

export type GroupOption = z.infer<typeof groupOption>;
export type SupplierOption = z.infer<typeof supplierOption>;

export const adminKeys = {
  all: ['admins'] as const,
  list: (query: Record<string, QueryValue>) => ['admins', 'list', query] as const,
  info: (id: number) => ['admins', 'info', id] as const,
  groups: ['admins', 'group-options'] as const,
  suppliers: ['admins', 'supplier-options'] as const,
};

export const fetchAdmins = (query: Record<string, QueryValue>) => get<ListResult<AdminRow>>('/admin/setting/admin', query);
export const fetchAdmin = (id: number) => get<AdminRow>('/admin/setting/admin/info', { id });
export const fetchGroupOptions = () => get<{ list: GroupOption[] }>('/admin/api/group');
export const fetchSupplierOptions = () => get<{ list: SupplierOption[] }>('/admin/api/suppliers');

export const addAdmin = (body: AdminAddBody) => post<AdminRow>('/admin/setting/admin/add', body);
export const editAdmin = (body: AdminEditBody) => post<AdminRow>('/admin/setting/admin/edit', body);
export const deleteAdmin = (id: number) => post('/admin/setting/admin/del', { id });
export const setAdminStatus = (id: number, status: boolean) => post('/admin/setting/admin/status', { id, status });
export const resetAdminPassword = (id: number, password: string) => post('/admin/setting/admin/password', { id, password });
