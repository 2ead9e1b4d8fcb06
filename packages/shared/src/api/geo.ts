import { z } from 'zod';
import { endpoint } from '../contract.ts';
import { localizedData, localizedText } from './catalog-common.ts';
import { idParam, listData, pageQuery, searchText, sortParam, statusBody, versionField } from './common.ts';

/**
 * /nation and /region: ISO 3166-1 countries and ISO 3166-2 subdivisions, seeded from the
 * registry packages (i18n-iso-countries, iso-3166, iso3166-2-db). Codes are fixed by the standard:
 * the screens edit names, order, the postcode rule and the address format, and enable or disable.
 */

/** The placeholders an address format may use, each on the line the country prints it on. */
export const ADDRESS_FORMAT_FIELDS = ['name', 'phone', 'line1', 'line2', 'city', 'region', 'postcode', 'country'];
export const DEFAULT_ADDRESS_FORMAT = '{name}\n{line1}\n{line2}\n{city} {region} {postcode}\n{country}';

export const addressFormat = z
  .string()
  .trim()
  .min(1, 'required')
  .max(300)
  .refine((s) => [...s.matchAll(/\{([^}]*)\}/g)].every((m) => ADDRESS_FORMAT_FIELDS.includes(m[1] ?? '')), {
    message: 'address_format_field',
  })
  .refine((s) => s.includes('{line1}'), { message: 'address_format_line1' })
  .meta({ examples: [DEFAULT_ADDRESS_FORMAT] });

const status = z.enum(['enabled', 'disabled']).optional();
const sort = z.number({ error: 'required' }).int().min(0).max(1_000_000);
const names = localizedText(100)
  .superRefine((v, ctx) => {
    if (!v.en) ctx.addIssue({ code: 'custom', path: ['en'], message: 'required' });
  })
  .meta({ examples: [{ 'zh-CN': '西班牙', en: 'Spain', es: 'España', ja: 'スペイン' }] });

/**
 * The ISO 3166-2 code of an address's region ('US-CA', 'CN-GD'), '' when the country has no
 * regions or none is chosen; the server checks it belongs to the address's country.
 */
export const regionCodeField = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^([A-Z]{2}-[A-Z0-9]{1,3})?$/, 'invalid')
  .default('');

export const countryCodeParam = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'invalid');

export const nationListQuery = pageQuery.extend({
  keyword: searchText,
  status,
  sort: sortParam(['code', 'sort']),
});
export const nationRow = z.object({
  id: z.number().int(),
  code: z.string(),
  names: localizedData,
  enabled: z.boolean(),
  postcodeRequired: z.boolean(),
  addressFormat: z.string(),
  sort: z.number().int(),
  regionCount: z.number().int(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export const nationListData = listData(nationRow);
export const nationEditBody = z.object({
  id: idParam,
  version: versionField,
  names,
  postcodeRequired: z.boolean(),
  addressFormat,
  sort,
});

export const regionListQuery = pageQuery.extend({
  country: countryCodeParam.optional(),
  keyword: searchText,
  status,
  sort: sortParam(['code', 'sort']),
});
export const regionRow = z.object({
  id: z.number().int(),
  code: z.string(),
  country: z.string(),
  countryNames: localizedData,
  names: localizedData,
  enabled: z.boolean(),
  sort: z.number().int(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export const regionListData = listData(regionRow);
export const regionEditBody = z.object({ id: idParam, version: versionField, names, sort });

/** The endpoints of /nation. Countries are never added or deleted: the standard fixes them. */
export const nationApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/setting/nation',
    permission: 'setting_nation',
    summary: 'List countries (search by code or name, status, sort, pager)',
    query: nationListQuery,
    data: nationListData,
  }),
  edit: endpoint({
    method: 'POST',
    path: '/admin/setting/nation/edit',
    permission: 'setting_nation_edit',
    summary: "Edit a country's names, order, postcode rule and address format (version checked)",
    body: nationEditBody,
    data: nationRow,
  }),
  status: endpoint({
    method: 'POST',
    path: '/admin/setting/nation/status',
    permission: 'setting_nation_status',
    summary: 'Enable or disable a country (a disabled one is not offered for new addresses)',
    body: statusBody,
    data: nationRow,
  }),
};

/** The endpoints of /region. */
export const regionApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/setting/region',
    permission: 'setting_region',
    summary: 'List regions (country, search by code or name, status, sort, pager)',
    query: regionListQuery,
    data: regionListData,
  }),
  edit: endpoint({
    method: 'POST',
    path: '/admin/setting/region/edit',
    permission: 'setting_region_edit',
    summary: "Edit a region's names and order (version checked)",
    body: regionEditBody,
    data: regionRow,
  }),
  status: endpoint({
    method: 'POST',
    path: '/admin/setting/region/status',
    permission: 'setting_region_status',
    summary: 'Enable or disable a region (a disabled one is not offered for new addresses)',
    body: statusBody,
    data: regionRow,
  }),
};

export type NationListQuery = z.infer<typeof nationListQuery>;
export type NationRow = z.infer<typeof nationRow>;
export type NationEditBody = z.infer<typeof nationEditBody>;
export type RegionListQuery = z.infer<typeof regionListQuery>;
export type RegionRow = z.infer<typeof regionRow>;
export type RegionEditBody = z.infer<typeof regionEditBody>;
