import { z } from 'zod';
import { localizedData, localizedName } from './catalog-common.ts';
import { countryCode } from './customer.ts';
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
import { shippingAreaInfo } from './shipping-area.ts';

/**
 * /shipping: shipping templates. A template prices a parcel by its weight (grams) or by its number
 * of pieces, per area: the first unit costs the first fee, each started additional unit the
 * additional fee, free from the area's threshold. The order quote and the calculator price with
 * the same function. Amounts are minor units of the base currency. A template that orders used is
 * never deleted, only disabled (the order form no longer offers it; those orders keep it).
 */
export const SHIPPING_MODES = ['weight', 'quantity'] as const;
export type ShippingMode = (typeof SHIPPING_MODES)[number];
/** The longest delivery estimate a template states, in days. */
export const SHIPPING_ESTIMATE_MAX_DAYS = 365;

export const shippingTemplateListQuery = pageQuery.extend({
  /** code or name (any language) */
  keyword: searchText,
  status: z.enum(['enabled', 'disabled']).optional(),
  mode: z.enum(SHIPPING_MODES).optional(),
  sort: sortParam(['id', 'code', 'sort']),
});

export const shippingTemplateRow = z.object({
  id: z.number().int(),
  code: z.string(),
  name: localizedData,
  mode: z.enum(SHIPPING_MODES),
  estimateMinDays: z.number().int().nullable(),
  estimateMaxDays: z.number().int().nullable(),
  enabled: z.boolean(),
  sort: z.number().int(),
  areaCount: z.number().int(),
  /** whether some order was placed with it: such a template is disabled, not deleted */
  used: z.boolean(),
  createdAt: z.string(),
  version: z.number().int(),
});
export const shippingTemplateListData = listData(shippingTemplateRow);
/** One template with its areas (region areas, then country areas, the rest-of-world one last) and the base currency. */
export const shippingTemplateInfo = shippingTemplateRow.extend({
  areas: z.array(shippingAreaInfo),
  /** orders placed with it */
  orderCount: z.number().int(),
  /** the base currency: every amount of the template is in its minor units */
  currency: z.string(),
  updatedAt: z.string(),
});

const days = z.number().int().min(0).max(SHIPPING_ESTIMATE_MAX_DAYS).nullable().default(null);

const shippingTemplateFields = {
  /** a short code (standard, express): letters, digits, - and _; unique whatever the case */
  code: z
    .string()
    .trim()
    .min(1, 'required')
    .max(32)
    .regex(/^[A-Za-z0-9_-]+$/, 'invalid'),
  name: localizedName(64),
  mode: z.enum(SHIPPING_MODES),
  /** delivery estimate in days, both or neither; the shortest not above the longest */
  estimateMinDays: days,
  estimateMaxDays: days,
  /** the order the order form offers templates in (lower first) */
  sort: z.number().int().min(0).max(9999).default(0),
};

type Estimate = { estimateMinDays: number | null; estimateMaxDays: number | null };
function checkEstimate(v: Estimate, ctx: z.RefinementCtx): void {
  const { estimateMinDays: min, estimateMaxDays: max } = v;
  if (min === null && max !== null) ctx.addIssue({ code: 'custom', path: ['estimateMinDays'], message: 'required' });
  if (min !== null && max === null) ctx.addIssue({ code: 'custom', path: ['estimateMaxDays'], message: 'required' });
  if (min !== null && max !== null && max < min) {
    ctx.addIssue({
      code: 'too_small',
      origin: 'number',
      minimum: min,
      inclusive: true,
      input: max,
      path: ['estimateMaxDays'],
      message: 'too_small',
    });
  }
}

export const shippingTemplateAddBody = z
  .object({ ...shippingTemplateFields, enabled: z.boolean().default(true) })
  .superRefine(checkEstimate);
export const shippingTemplateEditBody = z
  .object({ ...shippingTemplateFields, id: idParam, version: versionField })
  .superRefine(checkEstimate);

/** The calculator: what a parcel of this weight or count costs to this place with the template. */
export const shippingCalculateQuery = z.object({
  id: idParam,
  /** grams (weight templates) */
  weight: z.coerce.number().int().min(0).max(10_000_000).default(0),
  /** pieces (quantity templates) */
  quantity: z.coerce.number().int().min(1).max(100_000).default(1),
  /** the goods' amount, for the free-shipping threshold (minor units of the base currency) */
  subtotal: z.coerce.number().int().min(0).max(1_000_000_000_000).default(0),
  country: countryCode,
  region: z.string().trim().max(100).default(''),
});
export const shippingCalculateData = z.object({
  deliverable: z.boolean(),
  /** the area that prices it and how it matched (its region, its country, or the rest of the world) */
  areaId: z.number().int().nullable(),
  areaName: z.string().nullable(),
  match: z.enum(['region', 'country', 'default']).nullable(),
  /** grams or pieces priced */
  units: z.number().int(),
  /** additional units charged after the first (each started one counts) */
  additionalUnits: z.number().int(),
  /** free because the subtotal reached the area's threshold */
  free: z.boolean(),
  /** minor units of the base currency; null when not deliverable */
  fee: z.number().int().nullable(),
  currency: z.string(),
});

/** The endpoints of /shipping (templates, and the calculator of the template screen). */
export const shippingTemplateApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/setting/shipping',
    permission: 'setting_shipping',
    summary: 'List shipping templates (search, status, mode, sort, pager)',
    query: shippingTemplateListQuery,
    data: shippingTemplateListData,
  }),
  info: endpoint({
    method: 'GET',
    path: '/admin/setting/shipping/info',
    permission: 'setting_shipping',
    summary: 'One shipping template with its areas',
    query: idQuery,
    data: shippingTemplateInfo,
  }),
  add: endpoint({
    method: 'POST',
    path: '/admin/setting/shipping/add',
    permission: 'setting_shipping',
    summary: 'Add a shipping template (code unique whatever the case)',
    body: shippingTemplateAddBody,
    data: shippingTemplateInfo,
  }),
  edit: endpoint({
    method: 'POST',
    path: '/admin/setting/shipping/edit',
    permission: 'setting_shipping',
    summary: 'Edit a shipping template (version checked; the mode is fixed while it has areas)',
    body: shippingTemplateEditBody,
    data: shippingTemplateInfo,
  }),
  status: endpoint({
    method: 'POST',
    path: '/admin/setting/shipping/status',
    permission: 'setting_shipping',
    summary: 'Enable or disable a shipping template (a disabled one is not offered for new orders)',
    body: statusBody,
    data: shippingTemplateInfo,
  }),
  del: endpoint({
    method: 'POST',
    path: '/admin/setting/shipping/del',
    permission: 'setting_shipping',
    summary: 'Delete a shipping template no order used, with its areas',
    body: idBody,
    data: okData,
  }),
  calculate: endpoint({
    method: 'GET',
    path: '/admin/setting/shipping/calculate',
    permission: 'setting_shipping',
    summary: 'What a parcel costs to a country (and region) with a template, priced as the order quote prices it',
    query: shippingCalculateQuery,
    data: shippingCalculateData,
  }),
};

export type ShippingTemplateListQuery = z.infer<typeof shippingTemplateListQuery>;
export type ShippingTemplateRow = z.infer<typeof shippingTemplateRow>;
export type ShippingTemplateInfo = z.infer<typeof shippingTemplateInfo>;
export type ShippingTemplateAddBody = z.infer<typeof shippingTemplateAddBody>;
export type ShippingTemplateEditBody = z.infer<typeof shippingTemplateEditBody>;
export type ShippingCalculateQuery = z.infer<typeof shippingCalculateQuery>;
export type ShippingCalculateData = z.infer<typeof shippingCalculateData>;
