import { customerGroupApi, type CustomerGroupAddBody, type CustomerGroupEditBody } from '@shop/shared/api/customer-group';
import { callApi } from '../../../lib/api-client.ts';
import type { QueryValue } from '../../../lib/request.ts';

export const customerGroupKeys = {
  all: ['customer-groups'] as const,
  list: (query: Record<string, QueryValue>) => ['customer-groups', 'list', query] as const,
};

export const fetchCustomerGroups = (query: Record<string, QueryValue>) => callApi(customerGroupApi.list, query);
export const addCustomerGroup = (body: CustomerGroupAddBody) => callApi(customerGroupApi.add, body);
export const editCustomerGroup = (body: CustomerGroupEditBody) => callApi(customerGroupApi.edit, body);
export const deleteCustomerGroup = (id: number) => callApi(customerGroupApi.del, { id });
export const setDefaultCustomerGroup = (id: number) => callApi(customerGroupApi.setDefault, { id });
