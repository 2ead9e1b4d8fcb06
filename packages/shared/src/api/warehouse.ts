import { z } from 'zod';
import { isCountryCode } from '../countries.ts';
import { endpoint } from '../contract.ts';
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

/**
 * /warehouse: where stock is kept. Exactly one warehouse is the default: stock of a product without
 * a chosen warehouse goes there. Names and codes are unique case-insensitively.
 */
export const warehouseListQuery = pageQuery.extend({
  /** name, code or city */
  keyword: searchText,
  status: z.enum(['enabled', 'disabled']).optional(),
  sort: sortParam(['id', 'name', 'code', 'createdAt']),
});

export const warehouseRow = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  country: z.string(),
  region: z.string(),
  city: z.string(),
  address: z.string(),
  postcode: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  enabled: z.boolean(),
  isDefault: z.boolean(),
  createdAt: z.string(),
  version: z.number().int(),
});
export const warehouseListData = listData(warehouseRow);
/** One warehouse with what still refers to it (a warehouse in use is not deleted). */
export const warehouseInfo = warehouseRow.extend({
  stockLevelCount: z.number().int(),
  productCount: z.number().int(),
  updatedAt: z.string(),
});

const required = (max: number) => z.string().trim().min(1, 'required').max(max);
const optional = (max: number) => z.string().trim().max(max).default('');

const warehouseFields = {
  name: required(64),
  /** a short code for pick lists and labels: letters, digits, - and _; kept in capitals */
  code: required(32)
    .regex(/^[A-Za-z0-9_-]+$/, 'invalid')
    .transform((s) => s.toUpperCase()),
  /** ISO 3166-1 alpha-2; the console names it in the interface language */
  country: z
    .string()
    .trim()
    .min(1, 'required')
    .toUpperCase()
    .refine(isCountryCode, 'invalid')
    .meta({ examples: ['ES'] }),
  region: optional(64),
  city: required(64),
  address: required(255),
  postcode: optional(20).pipe(z.string().regex(/^[A-Za-z0-9 -]*$/, 'invalid')),
  contactName: optional(64),
  contactPhone: optional(32).pipe(z.string().regex(/^[0-9+() -]*$/, 'invalid')),
};
export const warehouseAddBody = z.object({ ...warehouseFields, enabled: z.boolean().default(true) });
export const warehouseEditBody = z.object({ ...warehouseFields, id: idParam, version: versionField });
/** Makes one (enabled) warehouse the default; the previous default stops being it in the same step. */
export const warehouseDefaultBody = z.object({ id: idParam, version: versionField.optional() });

/** The endpoints of /warehouse. */
export const warehouseApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/setting/warehouse',
    permission: 'setting_warehouse',
    summary: 'List warehouses (search, status, sort, pager)',
    query: warehouseListQuery,
    data: warehouseListData,
  }),
  info: endpoint({
    method: 'GET',
    path: '/admin/setting/warehouse/info',
    permission: 'setting_warehouse',
    summary: 'One warehouse with what refers to it',
    query: idQuery,
    data: warehouseInfo,
  }),
  add: endpoint({
    method: 'POST',
    path: '/admin/setting/warehouse/add',
    permission: 'setting_warehouse_add',
    summary: 'Add a warehouse (the first enabled one becomes the default)',
    body: warehouseAddBody,
    data: warehouseInfo,
  }),
  edit: endpoint({
    method: 'POST',
    path: '/admin/setting/warehouse/edit',
    permission: 'setting_warehouse_edit',
    summary: 'Edit a warehouse (version checked)',
    body: warehouseEditBody,
    data: warehouseInfo,
  }),
  makeDefault: endpoint({
    method: 'POST',
    path: '/admin/setting/warehouse/default',
    permission: 'setting_warehouse_edit',
    summary: 'Make an enabled warehouse the default one',
    body: warehouseDefaultBody,
    data: warehouseInfo,
  }),
  status: endpoint({
    method: 'POST',
    path: '/admin/setting/warehouse/status',
    permission: 'setting_warehouse_status',
    summary: 'Enable or disable a warehouse (not the default one)',
    body: statusBody,
    data: warehouseInfo,
  }),
  del: endpoint({
    method: 'POST',
    path: '/admin/setting/warehouse/del',
    permission: 'setting_warehouse_del',
    summary: 'Delete a warehouse nothing refers to (not the default one)',
    body: idBody,
    data: okData,
  }),
};

export type WarehouseListQuery = z.infer<typeof warehouseListQuery>;
export type WarehouseRow = z.infer<typeof warehouseRow>;
export type WarehouseInfo = z.infer<typeof warehouseInfo>;
export type WarehouseAddBody = z.infer<typeof warehouseAddBody>;
export type WarehouseEditBody = z.infer<typeof warehouseEditBody>;
