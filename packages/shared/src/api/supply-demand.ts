import { z } from 'zod';
import { endpoint } from '../contract.ts';
import { localizedData } from './catalog-common.ts';
import { idBody, idParam, idQuery, listData, okData, pageQuery, searchText, versionField } from './common.ts';

/**
 * The supply-and-demand board (/supplier/supplydemand, /supplier/bidsupplydemand): staff post what
 * the platform needs (a catalog product or a free specification, quantity, target price, deadline,
 * destination warehouse); suppliers answer with a price indication, a quantity, a lead time and a
 * note (one answer per supplier and post, which it may change or withdraw while the post is open).
 * Staff read every answer, a supplier its own only. A post can become a tender (supply-tender.ts).
 * Amounts are minor units of the default currency.
 */
export const DEMAND_STATUSES = ['open', 'tendering', 'closed'] as const;
export type DemandStatus = (typeof DEMAND_STATUSES)[number];

export const DEMAND_LIMITS = {
  titleMax: 100,
  specMax: 2000,
  noteMax: 500,
  quantityMax: 10_000_000,
  /** minor units: 100,000,000.00 */
  priceMax: 10_000_000_000,
  leadDaysMax: 365,
} as const;

const quantity = z.number().int().min(1).max(DEMAND_LIMITS.quantityMax);
const price = z.number().int().min(1).max(DEMAND_LIMITS.priceMax);
const leadDays = z.number().int().min(0).max(DEMAND_LIMITS.leadDaysMax);

export const demandRow = z.object({
  id: z.number().int(),
  title: z.string(),
  productId: z.number().int().nullable(),
  productName: localizedData.nullable(),
  spec: z.string(),
  quantity: z.number().int(),
  /** the platform's target unit price; null when none is given */
  targetPrice: z.number().int().nullable(),
  deadline: z.string(),
  warehouseId: z.number().int(),
  warehouseName: z.string(),
  status: z.enum(DEMAND_STATUSES),
  /** the tender made of it, if any */
  tenderId: z.number().int().nullable(),
  /** staff: every answer; a supplier: its own (0 or 1) */
  responses: z.number().int(),
  createdAt: z.string(),
  version: z.number().int(),
});

export const demandResponseRow = z.object({
  id: z.number().int(),
  demandId: z.number().int(),
  supplierId: z.number().int(),
  supplierName: z.string(),
  price: z.number().int(),
  quantity: z.number().int(),
  leadDays: z.number().int(),
  note: z.string(),
  status: z.enum(['active', 'withdrawn']),
  updatedAt: z.string(),
});

export const demandInfo = demandRow.extend({ responseList: z.array(demandResponseRow) });

export const demandListQuery = pageQuery.extend({
  keyword: searchText,
  status: z.enum(DEMAND_STATUSES).optional(),
  warehouseId: idParam.optional(),
});

const deadline = z.iso.datetime({ offset: true, message: 'invalid' }).meta({ examples: ['2030-05-01T10:00:00Z'] });

const demandFields = z.object({
  title: z.string().trim().min(1, 'required').max(DEMAND_LIMITS.titleMax),
  productId: idParam.nullable().default(null),
  spec: z.string().trim().max(DEMAND_LIMITS.specMax).default(''),
  quantity,
  targetPrice: price.nullable().default(null),
  deadline,
  warehouseId: idParam,
});
/** What is wanted: a catalog product, or a specification in words. */
const wanted = (v: { productId: number | null; spec: string }, ctx: z.RefinementCtx) => {
  if (!v.productId && !v.spec) ctx.addIssue({ code: 'custom', path: ['spec'], message: 'required' });
};
export const demandBody = demandFields.superRefine(wanted);
export const demandEditBody = demandFields
  .extend({ id: idParam, version: versionField.optional() })
  .superRefine(wanted);

export const respondBody = z.object({
  demandId: idParam,
  price,
  quantity,
  leadDays,
  note: z.string().trim().max(DEMAND_LIMITS.noteMax).default(''),
});

/** Where a suggestion for a new post comes from. */
export const SUGGESTION_SOURCES = ['low_stock', 'no_results'] as const;
export type SuggestionSource = (typeof SUGGESTION_SOURCES)[number];

/** A product whose stock is at or under the threshold. */
export const lowStockSuggestion = z.object({
  source: z.literal('low_stock'),
  productId: z.number().int(),
  name: localizedData,
  sku: z.string(),
  stock: z.number().int(),
  /** what would bring it back to the threshold's double */
  suggestedQuantity: z.number().int(),
  /** the warehouse holding most of it (or the default one) */
  warehouseId: z.number().int().nullable(),
  /** an open post already asks for it */
  posted: z.boolean(),
});
/**
 * A keyword shoppers searched without results at least the set number of times in the set window
 * (Settings > suppliers), counted since its last search with results, that no open post names in
 * its title or specification.
 */
export const noResultsSuggestion = z.object({
  source: z.literal('no_results'),
  /** as recorded: trimmed, lower-cased, whitespace collapsed */
  keyword: z.string(),
  /** searches without results */
  searches: z.number().int(),
  lastSearchedAt: z.string(),
});
/** A suggestion for a new post. */
export const demandSuggestion = z.discriminatedUnion('source', [lowStockSuggestion, noResultsSuggestion]);
export const suggestionQuery = z.object({
  threshold: z.coerce.number().int().min(0).max(100_000).default(10),
});

export const demandOptions = z.object({
  warehouses: z.array(z.object({ id: z.number().int(), name: z.string() })),
  products: z.array(z.object({ id: z.number().int(), name: localizedData, sku: z.string() })),
});
export const productChoiceQuery = z.object({ keyword: searchText });

export const demandApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/supply/demand',
    permission: 'supply_products_index',
    summary: 'The supply-and-demand board (filters keyword, status, warehouse; newest first)',
    query: demandListQuery,
    data: listData(demandRow),
  }),
  info: endpoint({
    method: 'GET',
    path: '/admin/supply/demand/info',
    permission: 'supply_products_info',
    summary: 'A demand post with its answers (staff: all; a supplier: its own)',
    query: idQuery,
    data: demandInfo,
  }),
  options: endpoint({
    method: 'GET',
    path: '/admin/supply/demand/options',
    permission: 'supply_products_manage',
    summary: 'Warehouses and catalog products (by keyword, 20 at most) for the post form',
    query: productChoiceQuery,
    data: demandOptions,
  }),
  suggestions: endpoint({
    method: 'GET',
    path: '/admin/supply/demand/suggestions',
    permission: 'supply_products_manage',
    summary: 'Suggestions for new posts: keywords searched in the shop without results, then low-stock products',
    query: suggestionQuery,
    data: z.object({ list: z.array(demandSuggestion) }),
  }),
  add: endpoint({
    method: 'POST',
    path: '/admin/supply/demand/add',
    permission: 'supply_products_manage',
    summary: 'Post a demand (product or specification, quantity, target price, deadline, warehouse)',
    body: demandBody,
    data: demandRow,
  }),
  edit: endpoint({
    method: 'POST',
    path: '/admin/supply/demand/edit',
    permission: 'supply_products_manage',
    summary: 'Change an open demand post (versioned)',
    body: demandEditBody,
    data: demandRow,
  }),
  close: endpoint({
    method: 'POST',
    path: '/admin/supply/demand/close',
    permission: 'supply_products_manage',
    summary: 'Close a demand post: it takes no more answers',
    body: idBody,
    data: demandRow,
  }),
  respond: endpoint({
    method: 'POST',
    path: '/admin/supply/demand/respond',
    permission: 'supply_products_respond',
    summary: "Answer an open post (or change the supplier's answer): price indication, quantity, lead time",
    body: respondBody,
    data: demandResponseRow,
  }),
  withdraw: endpoint({
    method: 'POST',
    path: '/admin/supply/demand/response/withdraw',
    permission: 'supply_products_respond',
    summary: "Withdraw the supplier's own answer to an open post",
    body: idBody,
    data: okData,
    supplier: { access: 'change', table: 'supply_demand_responses', field: 'id' },
  }),
};

export type DemandRow = z.infer<typeof demandRow>;
export type DemandInfo = z.infer<typeof demandInfo>;
export type DemandResponseRow = z.infer<typeof demandResponseRow>;
export type DemandListQuery = z.infer<typeof demandListQuery>;
export type DemandBody = z.infer<typeof demandBody>;
export type DemandEditBody = z.infer<typeof demandEditBody>;
export type RespondBody = z.infer<typeof respondBody>;
export type DemandSuggestion = z.infer<typeof demandSuggestion>;
export type LowStockSuggestion = z.infer<typeof lowStockSuggestion>;
export type NoResultsSuggestion = z.infer<typeof noResultsSuggestion>;
