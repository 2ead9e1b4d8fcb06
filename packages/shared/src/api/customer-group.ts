import { z } from 'zod';
import { localizedData, localizedName } from './catalog-common.ts';
import { endpoint } from '../contract.ts';
import { idBody, idParam, listData, okData, pageQuery, versionField } from './common.ts';

/** Customer groups: few rows, listed in their sort order. */
export const customerGroupListQuery = pageQuery;

export const customerGroupRow = z.object({
  id: z.number().int(),
  name: localizedData,
  discountPercent: z.number().int(),
  isDefault: z.boolean(),
  sort: z.number().int(),
  customerCount: z.number().int(),
  createdAt: z.string(),
  version: z.number().int(),
});
export const customerGroupListData = listData(customerGroupRow);

const groupFields = {
  name: localizedName(64),
  /** percent off product prices (spec: discount required) */
  discountPercent: z.number().int().min(0).max(100),
  /** spec: sort required */
  sort: z.number().int().min(0).max(9999),
};
export const customerGroupAddBody = z.object(groupFields);
export const customerGroupEditBody = z.object({ id: idParam, version: versionField, ...groupFields });
export const customerGroupDefaultBody = z.object({ id: idParam });

/** The endpoints of /customer/group (platform data: no supplier reaches them). */
export const customerGroupApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/customer/group',
    permission: 'customer_group_index',
    summary: 'List customer groups with their member counts',
    query: customerGroupListQuery,
    data: customerGroupListData,
  }),
  add: endpoint({
    method: 'POST',
    path: '/admin/customer/group/add',
    permission: 'customer_group_edit',
    summary: 'Add a customer group',
    body: customerGroupAddBody,
    data: customerGroupRow,
  }),
  edit: endpoint({
    method: 'POST',
    path: '/admin/customer/group/edit',
    permission: 'customer_group_edit',
    summary: 'Edit a customer group (version checked)',
    body: customerGroupEditBody,
    data: customerGroupRow,
  }),
  del: endpoint({
    method: 'POST',
    path: '/admin/customer/group/del',
    permission: 'customer_group_edit',
    summary: 'Delete a customer group that has no members and is not the default',
    body: idBody,
    data: okData,
  }),
  setDefault: endpoint({
    method: 'POST',
    path: '/admin/customer/group/default',
    permission: 'customer_group_edit',
    summary: 'Make a customer group the default for new customers',
    body: customerGroupDefaultBody,
    data: customerGroupRow,
  }),
};

export type CustomerGroupRow = z.infer<typeof customerGroupRow>;
export type CustomerGroupAddBody = z.infer<typeof customerGroupAddBody>;
export type CustomerGroupEditBody = z.infer<typeof customerGroupEditBody>;
