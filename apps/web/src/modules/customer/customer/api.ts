import {
  customerApi,
  type CustomerAddBody,
  type CustomerAddressAddBody,
  type CustomerAddressEditBody,
  type CustomerEditBody,
} from '@shop/shared/api/customer';
import { defineEntity, ON_SUCCESS } from '../../../components/crud/entity-api.ts';
import { callApi } from '../../../lib/api-client.ts';
import type { QueryValue } from '../../../lib/request.ts';

/**
 * Customers over `customerApi`: failures toasted, customers read again after success. Each submit
 * is its own action (the request helper keeps its key across automatic retries); a fixed key per
 * dialog would refuse the corrected second try as a different request.
 */
export const customers = defineEntity('customers', customerApi, { quiet: [], actionKeys: [], refresh: ON_SUCCESS });

export const customerKeys = {
  ...customers.keys,
  options: ['customers', 'options'] as const,
};

export const fetchCustomers = (query: Record<string, QueryValue>) => callApi(customerApi.list, query);
export const fetchCustomer = (id: number) => callApi(customerApi.info, { id });
export const fetchCustomerOptions = () => callApi(customerApi.options);

export const addCustomer = (body: CustomerAddBody) => callApi(customerApi.add, body);
export const editCustomer = (body: CustomerEditBody) => callApi(customerApi.edit, body);
export const addAddress = (body: CustomerAddressAddBody) => callApi(customerApi.addressAdd, body);
export const editAddress = (body: CustomerAddressEditBody) => callApi(customerApi.addressEdit, body);
