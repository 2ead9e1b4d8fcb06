import { z } from 'zod';
import { endpoint } from '../contract.ts';
import { listData, pageQuery, searchText } from './common.ts';

/**
 * The shared look-ups (spec: GET /admin/api/getcountryzone, /getallcountry, /shipping, /group and
 * POST /admin/api/product, /selectlist): small lists the console's pickers read. Each answer
 * carries an ETag and `Cache-Control: private, no-cache`, so an unchanged list is revalidated and
 * answered 304 without a body. Names come in the caller's language.
 */

export const zoneRegion = z.object({ code: z.string(), name: z.string() });
export const zoneCountry = z.object({
  code: z.string(),
  name: z.string(),
  postcodeRequired: z.boolean(),
  addressFormat: z.string(),
  regions: z.array(zoneRegion),
});
/** Enabled countries, each with its enabled regions: what address forms offer. */
export const countryZoneData = z.object({ list: z.array(zoneCountry) });

export const countryOption = z.object({ code: z.string(), name: z.string(), enabled: z.boolean() });
/** Every country, enabled or not (filters and the names of codes on existing records). */
export const allCountryData = z.object({ list: z.array(countryOption) });

export const shippingOption = z.object({ id: z.number().int(), name: z.string() });
export const shippingOptionsData = z.object({ list: z.array(shippingOption) });

export const productPickQuery = pageQuery.extend({ keyword: searchText });
export const productPickRow = z.object({
  id: z.number().int(),
  /** the owning supplier, null for the platform's own products */
  supplierId: z.number().int().nullable(),
  number: z.string(),
  sku: z.string(),
  name: z.string(),
  price: z.number().int(),
  currency: z.string(),
  stock: z.number().int(),
  onShelf: z.boolean(),
  image: z.string(),
});
export const productPickData = listData(productPickRow);

/** A list's name: letters only, as registered on the server (`registerSelectList`). */
export const selectListName = z
  .string()
  .trim()
  .regex(/^[a-zA-Z]{1,40}$/, 'invalid');
export const selectListBody = z.object({
  names: z
    .array(selectListName)
    .min(1, 'required')
    .max(20)
    .refine((a) => new Set(a).size === a.length, { message: 'duplicate' }),
});
export const selectOption = z.object({
  value: z.union([z.string(), z.number()]),
  label: z.string(),
  /** a disabled record, named for the records that have it but not offered for new choices */
  disabled: z.boolean().optional(),
});
export const selectListData = z.object({ lists: z.record(z.string(), z.array(selectOption)) });
/** GET /admin/api/group: the customer groups, named in the caller's language. */
export const customerGroupOptionsData = z.object({ list: z.array(selectOption) });

export const lookupApi = {
  countryZone: endpoint({
    method: 'GET',
    path: '/admin/api/getcountryzone',
    permission: 'profile',
    summary: 'Enabled countries with their enabled regions, postcode rule and address format (ETag)',
    data: countryZoneData,
  }),
  allCountry: endpoint({
    method: 'GET',
    path: '/admin/api/getallcountry',
    permission: 'profile',
    summary: 'Every country with its name and whether it is enabled (ETag)',
    data: allCountryData,
  }),
  shipping: endpoint({
    method: 'GET',
    path: '/admin/api/shipping',
    permission: 'profile',
    summary: 'Enabled shipping templates (ETag)',
    data: shippingOptionsData,
  }),
  group: endpoint({
    method: 'GET',
    path: '/admin/api/group',
    permission: 'profile',
    summary: 'Customer groups in their order, named in the caller language (ETag)',
    data: customerGroupOptionsData,
  }),
  product: endpoint({
    method: 'POST',
    path: '/admin/api/product',
    permission: 'catalog_product_index',
    summary: "Product picker: search by name, number or SKU, paged, the caller's supplier only (ETag)",
    body: productPickQuery,
    data: productPickData,
    supplier: { access: 'list' },
  }),
  selectList: endpoint({
    method: 'POST',
    path: '/admin/api/selectlist',
    permission: 'profile',
    summary: 'Option lists by name (currencies, languages, warehouses ...) (ETag)',
    body: selectListBody,
    data: selectListData,
  }),
};

export type ZoneCountry = z.infer<typeof zoneCountry>;
export type CountryZoneData = z.infer<typeof countryZoneData>;
export type CountryOption = z.infer<typeof countryOption>;
export type ProductPickQuery = z.infer<typeof productPickQuery>;
export type ProductPickRow = z.infer<typeof productPickRow>;
export type SelectOption = z.infer<typeof selectOption>;
export type SelectListData = z.infer<typeof selectListData>;
