import type { ListResult } from '@shop/shared/api/common';
import type { CustomerGroupAddBody, CustomerGroupEditBody, CustomerGroupRow } from '@shop/shared/api/customer-group';
import { get, post, type QueryValue } from '../../../lib/request.ts';

export const customerGroupKeys = {
  all: ['customer-groups'] as const,
  list: (query: Record<string, QueryValue>) => ['customer-groups', 'list', query] as const,
};

export const fetchCustomerGroups = (query: Record<string, QueryValue>) => get<ListResult<CustomerGroupRow>>('/admin/customer/group', query);
export const addCustomerGroup = (body: CustomerGroupAddBody) => post<CustomerGroupRow>('/admin/customer/group/add', body);
export const editCustomerGroup = (body: CustomerGroupEditBody) => post<CustomerGroupRow>('/admin/customer/group/edit', body);
export const deleteCustomerGroup = (id: number) => post<{ ok: true }>('/admin/customer/group/del', { id });
export const setDefaultCustomerGroup = (id: number) => post<CustomerGroupRow>('/admin/customer/group/default', { id });
