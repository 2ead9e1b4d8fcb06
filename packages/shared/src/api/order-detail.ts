import { z } from 'zod';
import { searchText } from './common.ts';
import { localizedData } from './catalog-common.ts';
import {
  ORDER_STATES,
  ORDER_ACTIONS,
  orderFilters,
  orderListQuery,
  orderRow,
  orderAddress,
  orderDraftBody,
  orderQuoteBody,
  orderEditBody,
  orderTotals,
  orderQuoteData,
  orderShipBody,
  orderSplitBody,
} from './order-draft.ts';

export const orderLine = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  variantId: z.number().int().nullable(),
  supplierId: z.number().int().nullable(),
  supplierName: z.string().nullable(),
  warehouseId: z.number().int(),
  sku: z.string(),
  name: localizedData,
  image: z.string(),
  unitPrice: z.number().int(),
  quantity: z.number().int(),
  shippedQuantity: z.number().int(),
  discount: z.number().int(),
  tax: z.number().int(),
  shippingFee: z.number().int(),
  payFee: z.number().int(),
  amount: z.number().int(),
});
export const trackingEvent = z.object({
  id: z.number().int(),
  at: z.string(),
  status: z.enum(['in_transit', 'delivered', 'exception']),
  location: z.string(),
  description: z.string(),
  source: z.enum(['manual', 'import']),
});
export const shipmentData = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderNumber: z.string(),
  supplierId: z.number().int().nullable(),
  waybill: z.string(),
  providerId: z.number().int(),
  providerName: z.string(),
  trackingUrl: z.string(),
  shippedOn: z.string(),
  expectedBy: z.string().nullable(),
  status: z.enum(['in_transit', 'delivered', 'exception', 'cancelled']),
  deliveredAt: z.string().nullable(),
  note: z.string(),
  late: z.boolean(),
  lines: z.array(
    z.object({ lineId: z.number().int(), sku: z.string(), name: localizedData, quantity: z.number().int() }),
  ),
  events: z.array(trackingEvent),
  createdAt: z.string(),
});
export const orderEvent = z.object({
  id: z.number().int(),
  action: z.string(),
  actorName: z.string(),
  reason: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export const orderRelative = z.object({
  id: z.number().int(),
  number: z.string(),
  state: z.enum(ORDER_STATES),
  supplierId: z.number().int().nullable(),
  total: z.number().int(),
});

export const orderInfo = orderRow.extend({
  rootId: z.number().int().nullable(),
  customerGroupId: z.number().int().nullable(),
  address: orderAddress,
  rate: z.number(),
  shippingMethodId: z.number().int().nullable(),
  shippingMethodName: localizedData.nullable(),
  /** the payment method recorded when it was marked paid; null when none was (orders paid before) */
  paymentMethodId: z.number().int().nullable(),
  paymentMethodName: localizedData.nullable(),
  subtotal: z.number().int(),
  discount: z.number().int(),
  shippingFee: z.number().int(),
  tax: z.number().int(),
  payFee: z.number().int(),
  remark: z.string(),
  cancelRemark: z.string(),
  source: z.enum(['store', 'admin']),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  lines: z.array(orderLine),
  shipments: z.array(shipmentData),
  history: z.array(orderEvent),
  parent: orderRelative.nullable(),
  children: z.array(orderRelative),
  /** the other live splits of the same original order (merge candidates) */
  siblings: z.array(orderRelative),
  /** what the caller may do now: the transition table and their permissions */
  actions: z.array(z.enum(ORDER_ACTIONS)),
});

export const orderSplitData = z.object({ parentId: z.number().int(), orders: z.array(orderRelative) });
export const orderMergeData = z.object({ order: orderRelative, voided: z.array(orderRelative) });

export const orderChoicesData = z.object({
  currencies: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      symbol: z.string(),
      symbolRight: z.boolean(),
      decimals: z.number().int(),
      rate: z.number(),
      isBase: z.boolean(),
    }),
  ),
  /** the enabled shipping templates (settings /shipping) in their sort order; the quote prices with the chosen one */
  shippingMethods: z.array(
    z.object({
      id: z.number().int(),
      name: localizedData,
      mode: z.enum(['weight', 'quantity']),
      estimateMinDays: z.number().int().nullable(),
      estimateMaxDays: z.number().int().nullable(),
    }),
  ),
  providers: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
  /** enabled payment methods, for recording how an order was paid */
  paymentMethods: z.array(z.object({ id: z.number().int(), name: localizedData })),
  /** for the list's supplier filter: every supplier for platform staff, none for supplier users */
  suppliers: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

export type OrderListQuery = z.infer<typeof orderListQuery>;
export type OrderFilters = z.infer<typeof orderFilters>;
export type OrderRow = z.infer<typeof orderRow>;
export type OrderInfo = z.infer<typeof orderInfo>;
export type OrderDraftBody = z.infer<typeof orderDraftBody>;
export type OrderQuoteBody = z.infer<typeof orderQuoteBody>;
export type OrderEditBody = z.infer<typeof orderEditBody>;
export type OrderQuoteData = z.infer<typeof orderQuoteData>;
export type OrderShipBody = z.infer<typeof orderShipBody>;
export type OrderSplitBody = z.infer<typeof orderSplitBody>;
export type OrderTotals = z.infer<typeof orderTotals>;
export type OrderAddressData = z.infer<typeof orderAddress>;
export type ShipmentData = z.infer<typeof shipmentData>;
export type OrderRelative = z.infer<typeof orderRelative>;

/** The order form's pickers: goods on shelf with their live stock, and enabled customers with their addresses. */
export const orderPickQuery = z.object({
  keyword: searchText,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const orderProductChoice = z.object({
  productId: z.number().int(),
  variantId: z.number().int().nullable(),
  sku: z.string(),
  name: localizedData,
  image: z.string().nullable(),
  supplierId: z.number().int().nullable(),
  supplierName: z.string().nullable(),
  price: z.number().int(),
  currency: z.string(),
  available: z.number().int(),
});
export const orderProductPickData = z.object({ list: z.array(orderProductChoice), hasMore: z.boolean() });
export const orderCustomerChoice = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  groupId: z.number().int(),
  groupName: localizedData,
  discountPercent: z.number().int(),
  addresses: z.array(orderAddress.extend({ id: z.number().int(), isDefault: z.boolean() })),
});
export const orderCustomerPickData = z.object({ list: z.array(orderCustomerChoice), hasMore: z.boolean() });
export type OrderProductChoice = z.infer<typeof orderProductChoice>;
export type OrderCustomerChoice = z.infer<typeof orderCustomerChoice>;

/** Large exports run as a job writing a CSV file; the console polls it and downloads the file. */
export const orderExportStartData = z.object({ jobId: z.number().int(), total: z.number().int() });
export const orderExportJobData = z.object({
  id: z.number().int(),
  state: z.enum(['queued', 'running', 'done', 'failed']),
  processed: z.number().int(),
  total: z.number().int(),
  error: z.object({ code: z.string(), msg: z.string() }).nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
/** Up to this many rows the list downloads at once (streamed); more goes through a job. */
export const ORDER_EXPORT_DIRECT_MAX = 10_000;
export type OrderExportJobData = z.infer<typeof orderExportJobData>;
