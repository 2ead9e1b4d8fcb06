import { z } from 'zod';
import { idParam, isoDate, listData, pageQuery, searchText, sortParam, versionField } from './common.ts';
import { currencyCode, localizedData, money } from './catalog-common.ts';
import { regionCodeField } from './geo.ts';

export const ORDER_STATES = ['active', 'cancelled', 'completed', 'split', 'voided'] as const;
export const PAY_STATUSES = ['unpaid', 'paid'] as const;
export const SHIP_STATUSES = ['unshipped', 'partially_shipped', 'shipped', 'delivered'] as const;
export const ORDER_ACTIONS = [
  'pay',
  'cancel',
  'ship',
  'cancel_shipment',
  'deliver',
  'complete',
  'edit',
  'split',
  'merge',
] as const;
/** Saved views of the list; the top bar's counters open them. */
export const ORDER_VIEWS = ['awaiting_payment', 'awaiting_delivery'] as const;
export const ORDER_SORTS = ['createdAt', 'total', 'paidAt'] as const;

export type OrderState = (typeof ORDER_STATES)[number];
export type PayStatus = (typeof PAY_STATUSES)[number];
export type ShipStatus = (typeof SHIP_STATUSES)[number];
export type OrderAction = (typeof ORDER_ACTIONS)[number];

const amountQuery = z.coerce.number().int().min(0).max(1_000_000_000_000).optional();

/** The order list's filters (also the export's). Amounts are minor units of the base currency. */
export const orderFilters = z.object({
  /** order number, customer name or email, product SKU or name, waybill */
  keyword: searchText,
  view: z.enum(ORDER_VIEWS).optional(),
  state: z.enum(ORDER_STATES).optional(),
  payStatus: z.enum(PAY_STATUSES).optional(),
  shipStatus: z.enum(SHIP_STATUSES).optional(),
  /** a supplier's id, or 0 for platform or mixed orders */
  supplierId: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  customerId: idParam.optional(),
  currency: currencyCode.optional(),
  dateFrom: isoDate.optional(),
  dateTo: isoDate.optional(),
  amountMin: amountQuery,
  amountMax: amountQuery,
});
export const orderListQuery = pageQuery.extend(orderFilters.shape).extend({ sort: sortParam(ORDER_SORTS) });

export const orderRow = z.object({
  id: z.number().int(),
  number: z.string(),
  parentId: z.number().int().nullable(),
  /** the number of the order a split came from */
  parentNumber: z.string().nullable(),
  supplierId: z.number().int().nullable(),
  supplierName: z.string().nullable(),
  customerId: z.number().int().nullable(),
  customerName: z.string(),
  customerEmail: z.string(),
  state: z.enum(ORDER_STATES),
  payStatus: z.enum(PAY_STATUSES),
  shipStatus: z.enum(SHIP_STATUSES),
  currency: z.string(),
  total: z.number().int(),
  totalBase: z.number().int(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** made by a planned auto-order task: marked wherever shown, read-only, never counted in a figure */
  generated: z.boolean(),
  version: z.number().int(),
});
export const orderListData = listData(orderRow);

export const orderAddress = z.object({
  name: z.string().trim().min(1, 'required').max(100),
  phone: z.string().trim().max(40).default(''),
  country: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, 'invalid'),
  region: z.string().trim().max(100).default(''),
  /** ISO 3166-2 code of the region picked from the list ('' when none); `region` keeps its printable name */
  regionCode: regionCodeField,
  city: z.string().trim().max(100).default(''),
  line1: z.string().trim().min(1, 'required').max(200),
  line2: z.string().trim().max(200).default(''),
  postcode: z.string().trim().max(20).default(''),
});

export const orderLineInput = z.object({
  /** an existing line of the order being edited; absent for a new line */
  lineId: idParam.optional(),
  productId: idParam,
  variantId: idParam.nullable().default(null),
  quantity: z.number().int().min(1).max(100_000),
});

const linesInput = z
  .array(orderLineInput)
  .min(1, 'required')
  .max(200)
  .superRefine((lines, ctx) => {
    const seen = new Set<string>();
    lines.forEach((l, i) => {
      const key = `${l.productId}:${l.variantId ?? 0}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i, 'productId'], message: 'duplicate' });
      seen.add(key);
    });
  });

/** What staff enter for a new order; prices, tax and shipping are the server's. */
export const orderDraftBody = z.object({
  customerId: idParam,
  address: orderAddress,
  currency: currencyCode,
  shippingMethodId: idParam,
  lines: linesInput,
  /** a manual discount on top of the customer group's, minor units of the order currency */
  discount: money.default(0),
  payFee: money.default(0),
  remark: z.string().trim().max(1000).default(''),
});
export const orderAddBody = orderDraftBody;
/** A quote of an edit also names the order, so the difference can be shown. */
export const orderQuoteBody = orderDraftBody.extend({ orderId: idParam.optional() });
/** Pricing an edit needs the order it changes. */
export const orderEditQuoteBody = orderQuoteBody.extend({ orderId: idParam });
export const orderEditBody = orderDraftBody
  .omit({ customerId: true, currency: true })
  .extend({ id: idParam, version: versionField, reason: z.string().trim().max(500).default('') });

export const quoteLine = z.object({
  productId: z.number().int(),
  variantId: z.number().int().nullable(),
  sku: z.string(),
  name: localizedData,
  supplierId: z.number().int().nullable(),
  unitPrice: z.number().int(),
  quantity: z.number().int(),
  available: z.number().int(),
  amount: z.number().int(),
});
export const orderTotals = z.object({
  subtotal: z.number().int(),
  discount: z.number().int(),
  shippingFee: z.number().int(),
  tax: z.number().int(),
  payFee: z.number().int(),
  total: z.number().int(),
});
export const orderQuoteData = z.object({
  currency: z.string(),
  rate: z.number(),
  lines: z.array(quoteLine),
  totals: orderTotals,
  /** for an edit: the order's current totals and the change */
  current: orderTotals.nullable(),
  difference: z.number().int().nullable(),
});

export const orderPayBody = z.object({
  id: idParam,
  version: versionField.optional(),
  note: z.string().trim().max(500).default(''),
  /** how it was paid: an enabled payment method (settings /payment); left out, none is recorded */
  paymentMethodId: idParam.optional(),
});
export const orderCancelBody = z.object({
  id: idParam,
  version: versionField.optional(),
  cancelRemark: z.string().trim().min(1, 'required').max(500),
});
export const orderNoteBody = z.object({
  id: idParam,
  version: versionField.optional(),
  note: z.string().trim().max(500).default(''),
});

/** A shipment: the spec requires waybill number, shipping date and quantity. */
export const orderShipBody = z.object({
  orderId: idParam,
  providerId: idParam,
  waybill: z
    .string()
    .trim()
    .min(1, 'required')
    .max(60)
    .regex(/^[A-Za-z0-9-]+$/, 'invalid'),
  shippedOn: isoDate,
  expectedBy: isoDate.optional(),
  note: z.string().trim().max(500).default(''),
  lines: z
    .array(z.object({ lineId: idParam, quantity: z.number().int().min(1).max(100_000) }))
    .min(1, 'required')
    .max(200),
});
export const shipmentCancelBody = z.object({
  shipmentId: idParam,
  reason: z.string().trim().min(1, 'required').max(500),
});

const partInput = z
  .array(z.object({ lineId: idParam, quantity: z.number().int().min(1).max(100_000) }))
  .min(1, 'required')
  .max(200);
/** Staff split: each part becomes a split order; what no part takes forms one more. */
export const orderSplitBody = z.object({
  id: idParam,
  version: versionField,
  parts: z.array(partInput).min(1, 'required').max(20),
  reason: z.string().trim().max(500).default(''),
});
export const orderMergeBody = z.object({
  ids: z
    .array(idParam)
    .min(2, 'required')
    .max(50)
    .refine((ids) => new Set(ids).size === ids.length, 'duplicate'),
  reason: z.string().trim().max(500).default(''),
});
