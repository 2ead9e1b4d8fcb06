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
import { countryCode } from './customer.ts';

/**
 * /planned and /plannedAdd: planned auto-order tasks. A task generates `perRun` orders every
 * `everyMinutes` minutes inside its active window, never more than `maxTotal` in all; each order's
 * shipping country is drawn by the countries' weights, its customer among that country's
 * customers. Generated orders are marked and left out of every figure.
 */

/**
 * The promotions a generated order may be priced with. Order pricing knows the customer group's
 * discount today; marketing adds its activities (flash sales, coupons) to this list.
 */
export const PLANNED_ACTIVITIES = ['customer_group_discount'] as const;
export type PlannedActivity = (typeof PLANNED_ACTIVITIES)[number];

export const PLANNED_PER_RUN_MAX = 50;
export const PLANNED_TOTAL_MAX = 100_000;
export const PLANNED_EVERY_MAX = 10_080;
export const PLANNED_COUNTRIES_MAX = 50;
export const PLANNED_WEIGHT_MAX = 100;

/** How a run ended: orders made, stopped by a disable, the cap reached, or nothing to make (no customer, no goods). */
export const PLANNED_RESULTS = ['done', 'stopped', 'capped', 'nothing', 'failed'] as const;
/**
 * Why a run (or its preview) made fewer orders than asked, or none: '' none missing; disabled;
 * outside its window; cap reached; no customer in the drawn countries; no goods on shelf; no shipping
 * template delivers there; stopped by a disable during the run; an error.
 */
export const PLANNED_REASONS = [
  '',
  'disabled',
  'outside_window',
  'capped',
  'no_customers',
  'no_products',
  'not_deliverable',
  'stopped',
  'error',
] as const;
export type PlannedReason = (typeof PLANNED_REASONS)[number];

export const plannedListQuery = pageQuery.extend({
  keyword: searchText,
  status: z.enum(['enabled', 'disabled']).optional(),
  sort: sortParam(['id', 'name', 'createdAt', 'nextRunAt']),
});

const dateTime = z.iso.datetime({ offset: true, message: 'invalid' });
/** A whole number: 'required' when missing, the usual keys (too_small, too_big) otherwise. */
const whole = () => z.number({ error: (issue) => (issue.input === undefined ? 'required' : undefined) }).int();

export const plannedCountry = z.object({
  country: countryCode,
  weight: whole().min(1).max(PLANNED_WEIGHT_MAX),
});

const fields = {
  name: z.string().trim().min(1, 'required').max(60),
  startsAt: dateTime.meta({ examples: ['2026-01-01T00:00:00.000Z'] }),
  endsAt: dateTime.meta({ examples: ['2099-12-31T23:59:59.000Z'] }),
  everyMinutes: whole().min(1).max(PLANNED_EVERY_MAX),
  perRun: whole().min(1).max(PLANNED_PER_RUN_MAX),
  maxTotal: whole().min(1).max(PLANNED_TOTAL_MAX),
  countries: z.array(plannedCountry).min(1, 'required').max(PLANNED_COUNTRIES_MAX),
  activities: z.array(z.enum(PLANNED_ACTIVITIES)).max(PLANNED_ACTIVITIES.length).default([]),
};

type Draft = { startsAt: string; endsAt: string; countries: { country: string }[]; activities: string[] };
/** The window ends after it starts; a country and an activity are listed once. */
function checkDraft(d: Draft, ctx: z.RefinementCtx): void {
  if (Date.parse(d.endsAt) <= Date.parse(d.startsAt)) {
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'invalid' });
  }
  const seen = new Set<string>();
  d.countries.forEach((c, i) => {
    if (seen.has(c.country)) ctx.addIssue({ code: 'custom', path: ['countries', i, 'country'], message: 'duplicate' });
    seen.add(c.country);
  });
  if (new Set(d.activities).size !== d.activities.length) {
    ctx.addIssue({ code: 'custom', path: ['activities'], message: 'duplicate' });
  }
}

export const plannedDraft = z.object(fields);
export const plannedAddBody = z.object({ ...fields, enabled: z.boolean().default(true) }).superRefine(checkDraft);
export const plannedEditBody = z.object({ id: idParam, version: versionField, ...fields }).superRefine(checkDraft);
/** A preview of the form as it stands (of a saved task when `id` is given: its next run). */
export const plannedPreviewBody = z.object({ id: idParam.optional(), ...fields }).superRefine(checkDraft);

export const plannedLastResult = z.object({
  status: z.enum(PLANNED_RESULTS),
  generated: z.number().int(),
  at: z.string(),
  reason: z.enum(PLANNED_REASONS),
});

export const plannedRow = z.object({
  id: z.number().int(),
  name: z.string(),
  enabled: z.boolean(),
  startsAt: z.string(),
  endsAt: z.string(),
  everyMinutes: z.number().int(),
  perRun: z.number().int(),
  maxTotal: z.number().int(),
  countries: z.array(z.object({ country: z.string(), weight: z.number().int() })),
  activities: z.array(z.enum(PLANNED_ACTIVITIES)),
  runs: z.number().int(),
  generatedCount: z.number().int(),
  /** when the next run is due (null: disabled, window over or cap reached) */
  nextRunAt: z.string().nullable(),
  lastRunAt: z.string().nullable(),
  lastResult: plannedLastResult.nullable(),
  createdAt: z.string(),
  version: z.number().int(),
});
export const plannedListData = listData(plannedRow);
export const plannedInfo = plannedRow.extend({ updatedAt: z.string() });

const previewLine = z.object({ sku: z.string(), name: z.string(), quantity: z.number().int(), unitPrice: z.number() });
/** What the next run would generate, written nowhere. Amounts in minor units of `currency` (the base currency). */
export const plannedPreviewData = z.object({
  /** why it makes fewer orders than asked, or none ('' when none is missing) */
  reason: z.enum(PLANNED_REASONS),
  count: z.number().int(),
  currency: z.string(),
  /** orders the cap still allows */
  remaining: z.number().int(),
  countries: z.array(z.object({ country: z.string(), count: z.number().int() })),
  orders: z.array(
    z.object({
      country: z.string(),
      customerId: z.number().int(),
      customerName: z.string(),
      lines: z.array(previewLine),
      subtotal: z.number().int(),
      discount: z.number().int(),
      shippingFee: z.number().int(),
      tax: z.number().int(),
      total: z.number().int(),
    }),
  ),
  totals: z.object({ subtotal: z.number().int(), discount: z.number().int(), total: z.number().int() }),
  /** countries drawn for which no customer or shipping could be found */
  skipped: z.number().int(),
});

export const plannedApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/setting/planned',
    permission: 'autotasks',
    summary: 'List planned auto-order tasks (search, status, sort, pager)',
    query: plannedListQuery,
    data: plannedListData,
  }),
  info: endpoint({
    method: 'GET',
    path: '/admin/setting/planned/info',
    permission: 'autotasks',
    summary: 'One planned task',
    query: idQuery,
    data: plannedInfo,
  }),
  add: endpoint({
    method: 'POST',
    path: '/admin/setting/planned/add',
    permission: 'autotasks_add',
    summary: 'Add a planned task',
    body: plannedAddBody,
    data: plannedInfo,
  }),
  edit: endpoint({
    method: 'POST',
    path: '/admin/setting/planned/edit',
    permission: 'autotasks_edit',
    summary: 'Edit a planned task (version checked; the cap cannot go below what it generated)',
    body: plannedEditBody,
    data: plannedInfo,
  }),
  status: endpoint({
    method: 'POST',
    path: '/admin/setting/planned/status',
    permission: 'autotasks_status',
    summary: 'Enable or disable a planned task (disabling stops a run under way before its next order)',
    body: statusBody,
    data: plannedInfo,
  }),
  del: endpoint({
    method: 'POST',
    path: '/admin/setting/planned/del',
    permission: 'autotasks_del',
    summary: 'Delete a planned task that generated no order',
    body: idBody,
    data: okData,
  }),
  preview: endpoint({
    method: 'POST',
    path: '/admin/setting/planned/preview',
    permission: 'autotasks',
    summary: 'Dry run: the orders the next run would generate, saving nothing',
    body: plannedPreviewBody,
    data: plannedPreviewData,
  }),
};

export type PlannedListQuery = z.infer<typeof plannedListQuery>;
export type PlannedRow = z.infer<typeof plannedRow>;
export type PlannedInfo = z.infer<typeof plannedInfo>;
export type PlannedAddBody = z.infer<typeof plannedAddBody>;
export type PlannedEditBody = z.infer<typeof plannedEditBody>;
export type PlannedDraft = z.infer<typeof plannedDraft>;
export type PlannedPreviewBody = z.infer<typeof plannedPreviewBody>;
export type PlannedPreviewData = z.infer<typeof plannedPreviewData>;
export type PlannedLastResult = z.infer<typeof plannedLastResult>;
