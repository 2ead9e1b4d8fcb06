import { z } from 'zod';
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
 * /logistics: the logistics providers (carriers) shipments go with. Codes are unique
 * case-insensitively. A provider some shipment went with is never deleted, only disabled: a
 * disabled one is no longer offered for new shipments and still shows on the old ones.
 */
export const TRACKING_PLACEHOLDER = '{waybill}';

const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?';
/** http(s)://, a host name (labels of letters, digits and -), an optional port, then a path or query without spaces. */
const TRACKING_URL = new RegExp(`^https?://${LABEL}(?:\\.${LABEL})*(?::\\d{1,5})?(?:[/?#]\\S*)?$`, 'i');

/**
 * A tracking URL template: empty (no tracking link), or an http(s) address with a host and the
 * `{waybill}` placeholder in its path or query, replaced by the shipment's waybill.
 */
export function isTrackingUrlTemplate(value: string): boolean {
  if (value === '') return true;
  return TRACKING_URL.test(value) && value.includes(TRACKING_PLACEHOLDER);
}

/** The tracking link of a waybill (the template's placeholder replaced, the waybill encoded); '' without a template. */
export function trackingLink(template: string, waybill: string): string {
  return template ? template.replaceAll(TRACKING_PLACEHOLDER, encodeURIComponent(waybill)) : '';
}

export const logisticsProviderListQuery = pageQuery.extend({
  /** name or code */
  keyword: searchText,
  status: z.enum(['enabled', 'disabled']).optional(),
  sort: sortParam(['id', 'name', 'code', 'sort']),
});

export const logisticsProviderRow = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  trackingUrl: z.string(),
  enabled: z.boolean(),
  sort: z.number().int(),
  /** takes goods with a lithium battery: supply shipments of battery goods need such a provider */
  carriesBatteries: z.boolean(),
  /** shipments that went with it: such a provider is disabled, not deleted */
  shipmentCount: z.number().int(),
  createdAt: z.string(),
  version: z.number().int(),
});
export const logisticsProviderListData = listData(logisticsProviderRow);
export const logisticsProviderInfo = logisticsProviderRow.extend({ updatedAt: z.string() });

export const logisticsProviderFields = {
  name: z.string().trim().min(1, 'required').max(64),
  /** a short code (SF, DHL): letters, digits, - and _; unique whatever the case */
  code: z
    .string()
    .trim()
    .min(1, 'required')
    .max(32)
    .regex(/^[A-Za-z0-9_-]+$/, 'invalid'),
  trackingUrl: z
    .string()
    .trim()
    .max(500)
    .default('')
    .refine(isTrackingUrlTemplate, 'invalid')
    .meta({ examples: ['https://www.dhl.com/track?tracking-id={waybill}'] }),
  /** the order the shipment form offers providers in (lower first) */
  sort: z.number().int().min(0).max(9999).default(0),
  /** takes goods with a lithium battery (supply shipments of battery goods need such a provider) */
  carriesBatteries: z.boolean().default(false),
};
export const logisticsProviderAddBody = z.object({ ...logisticsProviderFields, enabled: z.boolean().default(true) });
export const logisticsProviderEditBody = z.object({ ...logisticsProviderFields, id: idParam, version: versionField });

/** The endpoints of /logistics. */
export const logisticsProviderApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/setting/logistics',
    permission: 'setting_logistics',
    summary: 'List logistics providers (search, status, sort, pager) with their shipment counts',
    query: logisticsProviderListQuery,
    data: logisticsProviderListData,
  }),
  info: endpoint({
    method: 'GET',
    path: '/admin/setting/logistics/info',
    permission: 'setting_logistics',
    summary: 'One logistics provider with its shipment count',
    query: idQuery,
    data: logisticsProviderInfo,
  }),
  add: endpoint({
    method: 'POST',
    path: '/admin/setting/logistics/add',
    permission: 'setting_logistics',
    summary: 'Add a logistics provider (code unique whatever the case)',
    body: logisticsProviderAddBody,
    data: logisticsProviderInfo,
  }),
  edit: endpoint({
    method: 'POST',
    path: '/admin/setting/logistics/edit',
    permission: 'setting_logistics',
    summary: 'Edit a logistics provider (version checked)',
    body: logisticsProviderEditBody,
    data: logisticsProviderInfo,
  }),
  status: endpoint({
    method: 'POST',
    path: '/admin/setting/logistics/status',
    permission: 'setting_logistics',
    summary: 'Enable or disable a logistics provider (a disabled one is not offered for new shipments)',
    body: statusBody,
    data: logisticsProviderInfo,
  }),
  del: endpoint({
    method: 'POST',
    path: '/admin/setting/logistics/del',
    permission: 'setting_logistics',
    summary: 'Delete a logistics provider no shipment went with',
    body: idBody,
    data: okData,
  }),
};

export type LogisticsProviderListQuery = z.infer<typeof logisticsProviderListQuery>;
export type LogisticsProviderRow = z.infer<typeof logisticsProviderRow>;
export type LogisticsProviderInfo = z.infer<typeof logisticsProviderInfo>;
export type LogisticsProviderAddBody = z.infer<typeof logisticsProviderAddBody>;
export type LogisticsProviderEditBody = z.infer<typeof logisticsProviderEditBody>;
