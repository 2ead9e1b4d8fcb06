import { z } from 'zod';
import { endpoint } from '../contract.ts';
import { idParam, listData, pageQuery, sortParam } from './common.ts';
import { supplyChoicesData } from './supply-violation.ts';

/**
 * /supplier/mark: staff rate a supplier 1–5 with a comment, for one of its orders or for a
 * month (`YYYY-MM`); one mark per supplier and order, and per supplier and month. Marks feed the
 * scorecard. Key `supply_mark`: what awaits a mark and the form; `supply_mark_footlist`: the
 * marks given.
 */
export const MARK_LIMITS = { min: 1, max: 5, commentMax: 500 } as const;
export const MARK_KINDS = ['order', 'period'] as const;
export type MarkKind = (typeof MARK_KINDS)[number];

/** A month, YYYY-MM, from 2000-01 to 2099-12. */
export const markPeriod = z
  .string()
  .regex(/^20\d{2}-(0[1-9]|1[0-2])$/, 'invalid')
  .meta({ examples: ['2024-05'] });

export const markAddBody = z
  .object({
    supplierId: idParam,
    orderId: idParam.optional(),
    period: markPeriod.optional(),
    mark: z.number().int().min(MARK_LIMITS.min).max(MARK_LIMITS.max),
    comment: z.string().trim().max(MARK_LIMITS.commentMax).default(''),
  })
  .superRefine((v, ctx) => {
    if ((v.orderId === undefined) === (v.period === undefined))
      ctx.addIssue({ code: 'custom', path: [v.orderId === undefined ? 'period' : 'orderId'], message: 'invalid' });
  });

export const markRow = z.object({
  id: z.number().int(),
  supplierId: z.number().int(),
  supplierName: z.string(),
  kind: z.enum(MARK_KINDS),
  orderId: z.number().int().nullable(),
  orderNumber: z.string().nullable(),
  period: z.string().nullable(),
  mark: z.number().int(),
  comment: z.string(),
  actorName: z.string(),
  createdAt: z.string(),
});
export const markListData = listData(markRow);

export const markListQuery = pageQuery.extend({
  supplierId: idParam.optional(),
  kind: z.enum(MARK_KINDS).optional(),
  period: markPeriod.optional(),
  mark: z.coerce.number().int().min(MARK_LIMITS.min).max(MARK_LIMITS.max).optional(),
  sort: sortParam(['createdAt', 'mark']),
});

/** Something awaiting a mark: a delivered or completed order of the supplier, or a past month. */
export const markPendingRow = z.object({
  /** `order:<id>` or `period:<supplier>:<YYYY-MM>` */
  key: z.string(),
  kind: z.enum(MARK_KINDS),
  supplierId: z.number().int(),
  supplierName: z.string(),
  orderId: z.number().int().nullable(),
  orderNumber: z.string().nullable(),
  period: z.string().nullable(),
  /** when the order was delivered or completed; the month's end for a period */
  readyAt: z.string(),
});
export const markPendingQuery = pageQuery.extend({
  kind: z.enum(MARK_KINDS).default('period'),
  supplierId: idParam.optional(),
});
export const markPendingData = z.object({
  list: z.array(markPendingRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const markApi = {
  pending: endpoint({
    method: 'GET',
    path: '/admin/supply/mark/pending',
    permission: 'supply_mark',
    summary: 'What awaits a mark: delivered orders of a supplier, or its past months (the last 6), not yet marked',
    query: markPendingQuery,
    data: markPendingData,
  }),
  suppliers: endpoint({
    method: 'GET',
    path: '/admin/supply/mark/suppliers',
    permission: 'supply_mark',
    summary: 'Suppliers to choose in the mark form and filters',
    data: supplyChoicesData,
  }),
  add: endpoint({
    method: 'POST',
    path: '/admin/supply/mark/add',
    permission: 'supply_mark',
    summary: "Give a supplier a mark for one of its orders or for a month (one each); refused with 'Mark failure'",
    body: markAddBody,
    data: markRow,
  }),
  list: endpoint({
    method: 'GET',
    path: '/admin/supply/mark',
    permission: 'supply_mark_footlist',
    summary: 'The marks given (filters supplier, kind, period, mark)',
    query: markListQuery,
    data: markListData,
  }),
};

export type MarkAddBody = z.infer<typeof markAddBody>;
export type MarkRow = z.infer<typeof markRow>;
export type MarkListQuery = z.infer<typeof markListQuery>;
export type MarkPendingRow = z.infer<typeof markPendingRow>;
export type MarkPendingQuery = z.infer<typeof markPendingQuery>;
