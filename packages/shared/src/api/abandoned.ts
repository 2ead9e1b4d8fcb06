import { z } from 'zod';
import { endpoint } from '../contract.ts';
import { idParam, idQuery, isoDate, listData, pageQuery, searchText, sortParam } from './common.ts';
import { currencyCode, localizedData } from './catalog-common.ts';

/**
 * Abandoned checkouts: a customer's cart that reached checkout and was not turned into an order
 * within the configured time (ABANDONED_AFTER_MINUTES). Staff send recall e-mails; a later order
 * of the same customer (or e-mail) converts the checkout.
 */
export const RECALL_STATUSES = ['none', 'queued', 'sent', 'failed'] as const;
export type RecallStatus = (typeof RECALL_STATUSES)[number];
export const ABANDONED_SORTS = ['lastActivityAt', 'value', 'lastRecallAt'] as const;

export const ABANDONED_RULES = {
  /** checkouts one recall may name */
  recallBatchMax: 100,
  /** a checkout recalled this recently is not recalled again */
  recallCooldownHours: 24,
  /** an order placed this long after the checkout's last activity still converts it */
  conversionWindowDays: 30,
} as const;

const amount = z.coerce.number().int().min(0).max(1_000_000_000_000).optional();

const filterShape = z.object({
  /** customer e-mail or name */
  keyword: searchText,
  recallStatus: z.enum(RECALL_STATUSES).optional(),
  converted: z.enum(['yes', 'no']).optional(),
  /** last activity, calendar days (UTC) */
  dateFrom: isoDate.optional(),
  dateTo: isoDate.optional(),
  /** the value range is in minor units of this currency, so it needs one */
  currency: currencyCode.optional(),
  valueMin: amount,
  valueMax: amount,
});
type FilterShape = z.infer<typeof filterShape>;
function checkRanges(f: FilterShape, ctx: z.RefinementCtx): void {
  if ((f.valueMin !== undefined || f.valueMax !== undefined) && !f.currency)
    ctx.addIssue({ code: 'custom', path: ['currency'], message: 'required' });
  if (f.valueMin !== undefined && f.valueMax !== undefined && f.valueMin > f.valueMax)
    ctx.addIssue({ code: 'custom', path: ['valueMax'], message: 'too_small' });
  if (f.dateFrom && f.dateTo && f.dateFrom > f.dateTo)
    ctx.addIssue({ code: 'custom', path: ['dateTo'], message: 'too_small' });
}
export const abandonedFilters = filterShape.superRefine(checkRanges);
export const abandonedListQuery = pageQuery
  .extend(filterShape.shape)
  .extend({ sort: sortParam(ABANDONED_SORTS) })
  .superRefine(checkRanges);

export const checkoutLineData = z.object({
  productId: z.number().int(),
  variantId: z.number().int().nullable(),
  sku: z.string(),
  name: localizedData,
  unitPrice: z.number().int(),
  quantity: z.number().int(),
  amount: z.number().int(),
});

export const abandonedRow = z.object({
  id: z.number().int(),
  customerId: z.number().int().nullable(),
  email: z.string(),
  name: z.string(),
  /** the first lines of the cart; lineCount and itemCount tell the rest */
  preview: z.array(checkoutLineData.pick({ sku: true, name: true, quantity: true })),
  lineCount: z.number().int(),
  itemCount: z.number().int(),
  currency: z.string(),
  value: z.number().int(),
  lastActivityAt: z.string(),
  recallStatus: z.enum(RECALL_STATUSES),
  recallCount: z.number().int(),
  lastRecallAt: z.string().nullable(),
  recallError: z.string(),
  orderId: z.number().int().nullable(),
  orderNumber: z.string().nullable(),
  convertedAt: z.string().nullable(),
  /** converted by an order placed after a recall e-mail */
  recovered: z.boolean(),
});
export const abandonedListData = listData(abandonedRow);

export const abandonedInfo = abandonedRow.omit({ preview: true }).extend({
  lines: z.array(checkoutLineData),
  createdAt: z.string(),
  /** when this checkout may be recalled again (null: now, or never when converted) */
  recallableAt: z.string().nullable(),
});

/** Figures of the abandoned checkouts the filters select. */
export const abandonedStatsData = z.object({
  total: z.number().int(),
  /** recalled at least once */
  recalled: z.number().int(),
  queued: z.number().int(),
  failed: z.number().int(),
  converted: z.number().int(),
  /** converted after a recall e-mail */
  recovered: z.number().int(),
  /** recovered / recalled, 0..1 */
  conversionRate: z.number(),
  mailConfigured: z.boolean(),
  abandonedAfterMinutes: z.number().int(),
  /** enabled currency codes, the base currency first (the value filter's choices) */
  currencies: z.array(z.string()),
});

export const abandonedRecallBody = z.object({
  ids: z
    .array(idParam)
    .min(1, 'required')
    .max(ABANDONED_RULES.recallBatchMax, 'too_big')
    .refine((ids) => new Set(ids).size === ids.length, 'duplicate'),
});
export const abandonedRecallData = z.object({ jobId: z.number().int(), queued: z.number().int() });

/** The endpoints of /order/abandoned (platform staff only: checkouts belong to no supplier). */
export const abandonedApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/order/abandoned',
    permission: 'catalog_order_abandoned',
    summary:
      'Abandoned checkouts: search by e-mail or name, recall status, converted, last activity and value range (one ' +
      'currency), sort, pager',
    query: abandonedListQuery,
    data: abandonedListData,
  }),
  stats: endpoint({
    method: 'GET',
    path: '/admin/order/abandoned/stats',
    permission: 'catalog_order_abandoned',
    summary: 'Recall and conversion figures of the filtered abandoned checkouts; whether mail is configured',
    query: abandonedFilters,
    data: abandonedStatsData,
  }),
  info: endpoint({
    method: 'GET',
    path: '/admin/order/abandoned/info',
    permission: 'catalog_order_abandoned',
    summary: 'One abandoned checkout with its lines, recall history and converting order',
    query: idQuery,
    data: abandonedInfo,
  }),
  recall: endpoint({
    method: 'POST',
    path: '/admin/order/abandoned/recall',
    permission: 'catalog_order_abandoned',
    summary:
      'Queue recall e-mails for up to 100 abandoned checkouts (refused whole when mail is not configured, or any is ' +
      'converted, recalled in the last 24 h or still active)',
    body: abandonedRecallBody,
    data: abandonedRecallData,
  }),
};

export type AbandonedFilters = z.infer<typeof abandonedFilters>;
export type AbandonedListQuery = z.infer<typeof abandonedListQuery>;
export type AbandonedRow = z.infer<typeof abandonedRow>;
export type AbandonedInfo = z.infer<typeof abandonedInfo>;
export type AbandonedStats = z.infer<typeof abandonedStatsData>;
export type AbandonedRecallData = z.infer<typeof abandonedRecallData>;
export type CheckoutLineData = z.infer<typeof checkoutLineData>;
