import type { ListResult } from '@shop/shared/api/common';
import type {
  CustomerAddBody, CustomerAddress, CustomerAddressAddBody, CustomerAddressEditBody, CustomerEditBody, CustomerInfo, CustomerOptionsData, CustomerRow,
} from '@shop/shared/api/customer';
import { get, post, type QueryValue } from '../../../lib/request.ts';

export const customerKeys = {
  all: ['customers'] as const,
  list: (query: Record<string, QueryValue>) => ['customers', 'list', query] as const,
  info: (id: number) => ['customers', 'info', id] as const,
  options: ['customers', 'options'] as const,
};

export const fetchCustomers = (query: Record<string, QueryValue>) => get<ListResult<CustomerRow>>('/admin/customer', query);
export const fetchCustomer = (id: number) => get<CustomerInfo>('/admin/customer/info', { id });
export const fetchCustomerOptions = () => get<CustomerOptionsData>('/admin/customer/options');

// Each submit is its own action (the request helper keeps its key across automatic retries); a
// fixed key per dialog would refuse the corrected second try as a different request.
export const addCustomer = (body: CustomerAddBody) => post<CustomerInfo>('/admin/customer/add', body);
export const editCustomer = (body: CustomerEditBody) => post<CustomerInfo>('/admin/customer/edit', body);
export const setCustomerStatus = (ids: number[], enabled: boolean) => post<{ ids: number[] }>('/admin/customer/status', { ids, enabled });

export const addAddress = (body: CustomerAddressAddBody) => post<CustomerAddress>('/admin/customer/address/add', body);
export const editAddress = (body: CustomerAddressEditBody) => post<CustomerAddress>('/admin/customer/address/edit', body);
export const deleteAddress = (id: number) => post<{ ok: true }>('/admin/customer/address/del', { id });
