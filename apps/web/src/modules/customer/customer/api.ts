import {
  customerApi, type CustomerAddBody, type CustomerAddressAddBody, type CustomerAddressEditBody, type CustomerEditBody,
} from '@shop/shared/api/customer';
import { callApi } from '../../../lib/api-client.ts';
import type { QueryValue } from '../../../lib/request.ts';

export const customerKeys = {
  all: ['customers'] as const,
  list: (query: Record<string, QueryValue>) => ['customers', 'list', query] as const,
  info: (id: number) => ['customers', 'info', id] as const,
  options: ['customers', 'options'] as const,
};

export const fetchCustomers = (query: Record<string, QueryValue>) => callApi(customerApi.list, query);
export const fetchCustomer = (id: number) => callApi(customerApi.info, { id });
export const fetchCustomerOptions = () => callApi(customerApi.options);

// Each submit is its own action (the request helper keeps its key across automatic retries); a
// fixed key per dialog would refuse the corrected second try as a different request.
export const addCustomer = (body: CustomerAddBody) => callApi(customerApi.add, body);
export const editCustomer = (body: CustomerEditBody) => callApi(customerApi.edit, body);
export const setCustomerStatus = (ids: number[], enabled: boolean) => callApi(customerApi.status, { ids, enabled });

export const addAddress = (body: CustomerAddressAddBody) => callApi(customerApi.addressAdd, body);
export const editAddress = (body: CustomerAddressEditBody) => callApi(customerApi.addressEdit, body);
export const deleteAddress = (id: number) => callApi(customerApi.addressDel, { id });
