import { z } from 'zod';
import { endpoint } from '../contract.ts';
import { idParam, idQuery, isoDate, listData, pageQuery, searchText, sortParam } from './common.ts';
import { localizedData } from './catalog-common.ts';

/**
 * The logistics center: every shipment with its provider, waybill, order, status and tracking.
 * A shipment in transit or with an exception after its expected date is late. Suppliers see
 * their own shipments only.
 */
export const SHIPMENT_STATUSES = ['in_transit', 'delivered', 'exception', 'cancelled'] as const;
export const TRACKING_STATUSES = ['in_transit', 'delivered', 'exception'] as const;
export const LOGISTICS_SORTS = ['shippedOn', 'expectedBy'] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];
export type TrackingStatus = (typeof TRACKING_STATUSES)[number];

/** Tracking CSV import: columns in this order (a header row is required), file and row limits. */
export const TRACKING_IMPORT = {
  columns: ['waybill', 'time', 'status', 'location', 'description'] as const,
  maxBytes: 2 * 1024 * 1024,
  maxRows: 5_000,
  /** errors listed in an answer; the count is always exact */
  maxListedErrors: 500,
  locationMax: 200,
  descriptionMax: 500,
} as const;

/** When a tracking event may be: not in the future (a little clock skew allowed), not before the shipping day. */
export const TRACKING_RULES = {
  futureSlackMinutes: 5,
  /**
   * The shipping date is a calendar day without a zone (stored as its UTC midnight); the day
   * starts up to 14 hours earlier east of UTC, so events from then on belong to it.
   */
  shippedDaySlackHours: 14,
} as const;

/** The earliest time a tracking event of a shipment shipped on this day (its UTC midnight) may have. */
export function earliestTrackingTime(shippedOn: Date | string): number {
  return new Date(shippedOn).getTime() - TRACKING_RULES.shippedDaySlackHours * 3_600_000;
}

const flag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const filterShape = z.object({
  /** waybill or order number */
  keyword: searchText,
  providerId: idParam.optional(),
  status: z.enum(SHIPMENT_STATUSES).optional(),
  /** only shipments in transit or with an exception after their expected date */
  late: flag,
  /** staff only: a supplier's id, or 0 for platform shipments */
  supplierId: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  /** shipped on, calendar days (UTC) */
  dateFrom: isoDate.optional(),
  dateTo: isoDate.optional(),
});
function checkRange(f: { dateFrom?: string; dateTo?: string }, ctx: z.RefinementCtx): void {
  if (f.dateFrom && f.dateTo && f.dateFrom > f.dateTo)
    ctx.addIssue({ code: 'custom', path: ['dateTo'], message: 'too_small' });
}
export const logisticsFilters = filterShape.superRefine(checkRange);
export const logisticsListQuery = pageQuery
  .extend(filterShape.shape)
  .extend({ sort: sortParam(LOGISTICS_SORTS) })
  .superRefine(checkRange);

export const trackingEventData = z.object({
  id: z.number().int(),
  at: z.string(),
  status: z.enum(TRACKING_STATUSES),
  location: z.string(),
  description: z.string(),
  source: z.enum(['manual', 'import']),
});
export const lastTrackingEvent = trackingEventData.pick({ at: true, status: true, location: true, description: true });

export const logisticsRow = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderNumber: z.string(),
  supplierId: z.number().int().nullable(),
  supplierName: z.string().nullable(),
  providerId: z.number().int(),
  providerName: z.string(),
  waybill: z.string(),
  status: z.enum(SHIPMENT_STATUSES),
  shippedOn: z.string(),
  expectedBy: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  late: z.boolean(),
  lastEvent: lastTrackingEvent.nullable(),
});
export const logisticsListData = listData(logisticsRow);

export const logisticsInfo = logisticsRow.extend({
  trackingUrl: z.string(),
  note: z.string(),
  customerName: z.string(),
  lines: z.array(z.object({ sku: z.string(), name: localizedData, quantity: z.number().int() })),
  /** oldest first */
  events: z.array(trackingEventData),
  createdAt: z.string(),
});

export const logisticsChoicesData = z.object({
  providers: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string(), enabled: z.boolean() })),
  /** staff only; empty for supplier users */
  suppliers: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

/** A tracking event entered by hand; `at` is an ISO time with its zone. */
export const logisticsTrackBody = z.object({
  shipmentId: idParam,
  at: z.iso.datetime({ offset: true, message: 'invalid' }),
  status: z.enum(TRACKING_STATUSES),
  location: z.string().trim().max(TRACKING_IMPORT.locationMax).default(''),
  description: z.string().trim().max(TRACKING_IMPORT.descriptionMax).default(''),
});

export const logisticsImportQuery = z.object({
  dryRun: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});
/** One problem in the file: its row (the header is row 1) and column. */
export const trackingImportError = z.object({ row: z.number().int(), column: z.string(), key: z.string() });
export const logisticsImportData = z.object({
  /** data rows in the file */
  total: z.number().int(),
  /** rows without errors */
  valid: z.number().int(),
  errorCount: z.number().int(),
  errors: z.array(trackingImportError),
  /** rows identical to an event already recorded: left out */
  duplicates: z.number().int(),
  /** a dry run writes nothing */
  imported: z.number().int(),
  /** shipments delivered by the imported events */
  delivered: z.number().int(),
  dryRun: z.boolean(),
});

/** The endpoints of /order/logistics. Suppliers reach their own shipments only. */
export const logisticsApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/order/logistics',
    permission: 'catalog_order_logistics',
    summary:
      'Shipments with provider, waybill, order, status, dates, late flag and last tracking event; filters, sort, ' +
      'pager (suppliers: their own)',
    query: logisticsListQuery,
    data: logisticsListData,
  }),
  info: endpoint({
    method: 'GET',
    path: '/admin/order/logistics/info',
    permission: 'catalog_order_logistics',
    summary: 'One shipment with its lines and tracking events',
    query: idQuery,
    data: logisticsInfo,
    supplier: { access: 'read', table: 'shipments', field: 'id' },
  }),
  choices: endpoint({
    method: 'GET',
    path: '/admin/order/logistics/choices',
    permission: 'catalog_order_logistics',
    summary: 'Logistics providers and (staff) suppliers for the filters',
    data: logisticsChoicesData,
  }),
  track: endpoint({
    method: 'POST',
    path: '/admin/order/logistics/track',
    permission: 'catalog_order_logistics',
    summary:
      'Add a tracking event by hand; a delivered event delivers the shipment, and the order when all its shipments ' +
      'are delivered',
    body: logisticsTrackBody,
    data: logisticsInfo,
    supplier: { access: 'change', table: 'shipments', field: 'shipmentId' },
  }),
  /** Another supplier's waybill is a row error ('not_found' on the waybill column), not a 404. */
  import: endpoint({
    method: 'POST',
    path: '/admin/order/logistics/import',
    permission: 'catalog_order_logistics',
    summary:
      'Import tracking events from CSV (multipart field "file"; columns waybill,time,status,location,description). ' +
      "?dryRun=true lists every row's errors and writes nothing; otherwise a file with any error is refused and a " +
      'clean one recorded all or nothing',
    query: logisticsImportQuery,
    multipart: true,
    data: logisticsImportData,
  }),
  importTemplate: endpoint({
    method: 'GET',
    path: '/admin/order/logistics/import/template',
    permission: 'catalog_order_logistics',
    summary: 'The tracking import template (CSV header and an example row)',
    file: true,
  }),
};

export type LogisticsFilters = z.infer<typeof logisticsFilters>;
export type LogisticsListQuery = z.infer<typeof logisticsListQuery>;
export type LogisticsRow = z.infer<typeof logisticsRow>;
export type LogisticsInfo = z.infer<typeof logisticsInfo>;
export type LogisticsChoices = z.infer<typeof logisticsChoicesData>;
export type LogisticsTrackBody = z.infer<typeof logisticsTrackBody>;
export type LogisticsImportData = z.infer<typeof logisticsImportData>;
export type TrackingImportError = z.infer<typeof trackingImportError>;
export type TrackingEventData = z.infer<typeof trackingEventData>;
