import { z } from 'zod';
import { AUTH } from '../constants.ts';
import { idParam, listData, pageQuery, searchText, sortParam, versionField } from './common.ts';

export const password = z.string().min(AUTH.passwordMin, 'too_short').max(AUTH.passwordMax, 'too_long');
const username = z.string().trim().min(3, 'too_short').max(AUTH.usernameMax).regex(/^[A-Za-z0-9_.@-]+$/, 'invalid');
const truename = z.string().trim().min(1, 'required').max(64);
const email = z.union([z.literal(''), z.email('invalid').max(128)]).optional();
const phone = z.string().trim().max(32).regex(/^[0-9+() -]*$/, 'invalid').optional();

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

export type AdminRow = z.infer<typeof adminRow>;
export type AdminListQuery = z.infer<typeof adminListQuery>;
export type AdminAddBody = z.infer<typeof adminAddBody>;
export type AdminEditBody = z.infer<typeof adminEditBody>;
