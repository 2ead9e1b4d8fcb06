import { z } from 'zod';
import { AUTH } from '../constants.ts';
import { endpoint } from '../contract.ts';
import { entityKeys } from '../permission-tree.ts';
import {
  idBody,
  idParam,
  idQuery,
  listData,
  okData,
  pageQuery,
  searchText,
  sortParam,
  statusBody,
  versionField,
} from './common.ts';

export const password = z.string().min(AUTH.passwordMin, 'too_short').max(AUTH.passwordMax, 'too_long');
const username = z
  .string()
  .trim()
  .min(3, 'too_short')
  .max(AUTH.usernameMax)
  .regex(/^[A-Za-z0-9_.@-]+$/, 'invalid');
const truename = z.string().trim().min(1, 'required').max(64);
const email = z.union([z.literal(''), z.email('invalid').max(128)]).optional();
const phone = z
  .string()
  .trim()
  .max(32)
  .regex(/^[0-9+() -]*$/, 'invalid')
  .optional();

export const adminListQuery = pageQuery.extend({
  keyword: searchText,
  groupId: idParam.optional(),
  status: z.enum(['enabled', 'disabled']).optional(),
  kind: z.enum(['platform', 'supplier']).optional(),
  sort: sortParam(['id', 'username', 'lastLoginAt', 'createdAt']),
});

export const adminRow = z.object({
  id: z.number().int(),
  username: z.string(),
  truename: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  groupId: z.number().int().nullable(),
  groupName: z.string().nullable(),
  supplierId: z.number().int().nullable(),
  supplierName: z.string().nullable(),
  isSuper: z.boolean(),
  enabled: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  version: z.number().int(),
});
export const adminListData = listData(adminRow);

export const adminAddBody = z.object({
  username,
  truename,
  password,
  email,
  phone,
  groupId: idParam.nullable().optional(),
  supplierId: idParam.nullable().optional(),
  enabled: z.boolean().default(true),
});

export const adminEditBody = z.object({
  id: idParam,
  version: versionField,
  truename,
  email,
  phone,
  groupId: idParam.nullable().optional(),
  supplierId: idParam.nullable().optional(),
});

export const adminPasswordBody = z.object({ id: idParam, password });

export const supplierOption = z.object({ id: z.number().int(), name: z.string(), enabled: z.boolean() });
export const groupOption = z.object({ id: z.number().int(), name: z.string(), enabled: z.boolean() });
export const supplierOptionsData = z.object({ list: z.array(supplierOption) });

/** The endpoints of /admin: back-office accounts (platform administrators and supplier users). */
/** The administrators' keys, as the spec names them. */
const adminKeys = entityKeys('setting_admin', ['index', 'add', 'edit', 'del', 'status']);

export const adminApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/setting/admin',
    permission: adminKeys.index,
    summary: 'List administrators',
    query: adminListQuery,
    data: adminListData,
  }),
  info: endpoint({
    method: 'GET',
    path: '/admin/setting/admin/info',
    permission: adminKeys.index,
    summary: 'One administrator',
    query: idQuery,
    data: adminRow,
  }),
  add: endpoint({
    method: 'POST',
    path: '/admin/setting/admin/add',
    permission: adminKeys.add,
    summary: 'Add an administrator or supplier user',
    body: adminAddBody,
    data: adminRow,
  }),
  edit: endpoint({
    method: 'POST',
    path: '/admin/setting/admin/edit',
    permission: adminKeys.edit,
    summary: 'Edit an administrator',
    body: adminEditBody,
    data: adminRow,
  }),
  status: endpoint({
    method: 'POST',
    path: '/admin/setting/admin/status',
    permission: adminKeys.status,
    summary: 'Enable or disable an administrator',
    body: statusBody,
    data: adminRow,
  }),
  password: endpoint({
    method: 'POST',
    path: '/admin/setting/admin/password',
    permission: 'setting_admin_password',
    summary: 'Set a new password for an administrator',
    body: adminPasswordBody,
    data: okData,
  }),
  del: endpoint({
    method: 'POST',
    path: '/admin/setting/admin/del',
    permission: adminKeys.del,
    summary: 'Delete an administrator',
    body: idBody,
    data: okData,
  }),
};

/** The supplier register as the account form offers it. */
export const supplierApi = {
  options: endpoint({
    method: 'GET',
    path: '/admin/api/suppliers',
    permission: adminKeys.index,
    summary: 'Suppliers to choose from when creating a supplier account',
    data: supplierOptionsData,
  }),
};

export type AdminRow = z.infer<typeof adminRow>;
export type GroupOption = z.infer<typeof groupOption>;
export type SupplierOption = z.infer<typeof supplierOption>;
export type AdminListQuery = z.infer<typeof adminListQuery>;
export type AdminAddBody = z.infer<typeof adminAddBody>;
export type AdminEditBody = z.infer<typeof adminEditBody>;
