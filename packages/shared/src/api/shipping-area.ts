import { z } from 'zod';
import { money } from './catalog-common.ts';
import { countryCode } from './customer.ts';
import { endpoint } from '../contract.ts';
import { idBody, idParam, idQuery, okData, versionField } from './common.ts';

/**
 * The areas of a shipping template (/shippingareaAdd/:sid, /shippingareaEdit/:sid/:aid). An area
 * covers whole countries and single regions of a country (a region area wins over its country's
 * area), or, as the template's rest-of-world area, every place no other area covers. Inside one
 * template no country and no country+region is covered twice, and only one area is the rest of
 * the world. Units are grams (weight templates) or pieces (quantity templates).
 */
export const SHIPPING_UNIT_MAX = 1_000_000;
/** The highest fee of one unit: a parcel's fee stays an exact integer whatever it weighs. */
export const SHIPPING_FEE_MAX = 100_000_000;
export const SHIPPING_AREA_COUNTRIES_MAX = 250;
export const SHIPPING_AREA_REGIONS_MAX = 200;

/** A region of a country as an address names it (compared trimmed and case-insensitively). */
export const shippingRegion = z.object({
  country: countryCode,
  region: z.string().trim().min(1, 'required').max(64),
});

export const shippingAreaInfo = z.object({
  id: z.number().int(),
  templateId: z.number().int(),
  name: z.string(),
  /** the rest of the world: every place no other area of the template covers */
  isDefault: z.boolean(),
  countries: z.array(z.string()),
  regions: z.array(z.object({ country: z.string(), region: z.string() })),
  firstUnit: z.number().int(),
  firstFee: z.number().int(),
  additionalUnit: z.number().int(),
  additionalFee: z.number().int(),
  /** goods' amount from which shipping to this area is free; null = never */
  freeOver: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});

const fee = z.number().int().min(0).max(SHIPPING_FEE_MAX);

export const shippingAreaFields = {
  name: z.string().trim().min(1, 'required').max(64),
  isDefault: z.boolean().default(false),
  countries: z.array(countryCode).max(SHIPPING_AREA_COUNTRIES_MAX).default([]),
  regions: z.array(shippingRegion).max(SHIPPING_AREA_REGIONS_MAX).default([]),
  /** grams or pieces the first fee covers (0: the first fee is a fixed part, every unit is additional) */
  firstUnit: z.number().int().min(0).max(SHIPPING_UNIT_MAX),
  firstFee: fee,
  /** grams or pieces of each additional step; a started step counts whole */
  additionalUnit: z.number().int().min(1).max(SHIPPING_UNIT_MAX),
  additionalFee: fee,
  freeOver: money.nullable().default(null),
};

/** No country twice, no region twice (same country, same name whatever the case) inside one area. */
function noRepeats(v: { countries: string[]; regions: { country: string; region: string }[] }, ctx: z.RefinementCtx) {
  const countries = new Set<string>();
  v.countries.forEach((c, i) => {
    if (countries.has(c)) ctx.addIssue({ code: 'custom', path: ['countries', i], message: 'duplicate' });
    countries.add(c);
  });
  const regions = new Set<string>();
  v.regions.forEach((r, i) => {
    const key = `${r.country}:${r.region.toLowerCase()}`;
    if (regions.has(key)) ctx.addIssue({ code: 'custom', path: ['regions', i, 'region'], message: 'duplicate' });
    regions.add(key);
  });
}

export const shippingAreaAddBody = z.object({ ...shippingAreaFields, templateId: idParam }).superRefine(noRepeats);
export const shippingAreaEditBody = z
  .object({ ...shippingAreaFields, id: idParam, version: versionField })
  .superRefine(noRepeats);

/** The endpoints of a template's areas (the template screen lists them; each has a page of its own). */
export const shippingAreaApi = {
  info: endpoint({
    method: 'GET',
    path: '/admin/setting/shipping/area/info',
    permission: 'setting_shipping',
    summary: 'One area of a shipping template',
    query: idQuery,
    data: shippingAreaInfo,
  }),
  add: endpoint({
    method: 'POST',
    path: '/admin/setting/shipping/area/add',
    permission: 'setting_shipping',
    summary: 'Add an area to a shipping template (refused when it covers a place another area covers)',
    body: shippingAreaAddBody,
    data: shippingAreaInfo,
  }),
  edit: endpoint({
    method: 'POST',
    path: '/admin/setting/shipping/area/edit',
    permission: 'setting_shipping',
    summary: 'Edit an area of a shipping template (version checked; no overlap with the other areas)',
    body: shippingAreaEditBody,
    data: shippingAreaInfo,
  }),
  del: endpoint({
    method: 'POST',
    path: '/admin/setting/shipping/area/del',
    permission: 'setting_shipping',
    summary: 'Delete an area of a shipping template',
    body: idBody,
    data: okData,
  }),
};

export type ShippingRegion = z.infer<typeof shippingRegion>;
export type ShippingAreaInfo = z.infer<typeof shippingAreaInfo>;
export type ShippingAreaAddBody = z.infer<typeof shippingAreaAddBody>;
export type ShippingAreaEditBody = z.infer<typeof shippingAreaEditBody>;
