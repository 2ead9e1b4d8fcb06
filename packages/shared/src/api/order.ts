import { z } from 'zod';
import { endpoint } from '../contract.ts';
import { idParam, idQuery, isoDate, listData, pageQuery, searchText, sortParam, versionField } from './common.ts';
import { currencyCode, localizedData, money } from './catalog-common.ts';

export const ORDER_STATES = ['active', 'cancelled', 'completed', 'split', 'voided'] as const;
export const PAY_STATUSES = ['unpaid', 'paid'] as const;
export const SHIP_STATUSES = ['unshipped', 'partially_shipped', 'shipped', 'delivered'] as const;
export const ORDER_ACTIONS = ['pay', 'cancel', 'ship', 'cancel_shipment', 'deliver', 'complete', 'edit', 'split', 'merge'] as const;
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
  version: z.number().int(),
});
export const orderListData = listData(orderRow);

export const orderAddress = z.object({
  name: z.string().trim().min(1, 'required').max(100),
  phone: z.string().trim().max(40).default(''),
  country: z.string().trim().regex(/^[A-Z]{2}$/, 'invalid'),
  region: z.string().trim().max(100).default(''),
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

const linesInput = z.array(orderLineInput).min(1, 'required').max(200)
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
export const orderEditBody = orderDraftBody.omit({ customerId: true, currency: true }).extend({ id: idParam, version: versionField, reason: z.string().trim().max(500).default('') });

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
  subtotal: z.number().int(), discount: z.number().int(), shippingFee: z.number().int(), tax: z.number().int(), payFee: z.number().int(), total: z.number().int(),
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

export const orderPayBody = z.object({ id: idParam, version: versionField.optional(), note: z.string().trim().max(500).default('') });
export const orderCancelBody = z.object({ id: idParam, version: versionField.optional(), cancelRemark: z.string().trim().min(1, 'required').max(500) });
export const orderNoteBody = z.object({ id: idParam, version: versionField.optional(), note: z.string().trim().max(500).default('') });

/** A shipment: the spec requires waybill number, shipping date and quantity. */
export const orderShipBody = z.object({
  orderId: idParam,
  providerId: idParam,
  waybill: z.string().trim().min(1, 'required').max(60).regex(/^[A-Za-z0-9-]+$/, 'invalid'),
  shippedOn: isoDate,
  expectedBy: isoDate.optional(),
  note: z.string().trim().max(500).default(''),
  lines: z.array(z.object({ lineId: idParam, quantity: z.number().int().min(1).max(100_000) })).min(1, 'required').max(200),
});
export const shipmentCancelBody = z.object({ shipmentId: idParam, reason: z.string().trim().min(1, 'required').max(500) });

const partInput = z.array(z.object({ lineId: idParam, quantity: z.number().int().min(1).max(100_000) })).min(1, 'required').max(200);
/** Staff split: each part becomes a split order; what no part takes forms one more. */
export const orderSplitBody = z.object({ id: idParam, version: versionField, parts: z.array(partInput).min(1, 'required').max(20), reason: z.string().trim().max(500).default('') });
export const orderMergeBody = z.object({ ids: z.array(idParam).min(2, 'required').max(50).refine((ids) => new Set(ids).size === ids.length, 'duplicate'), reason: z.string().trim().max(500).default('') });

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
  id: z.number().int(), at: z.string(), status: z.enum(['in_transit', 'delivered', 'exception']), location: z.string(), description: z.string(), source: z.enum(['manual', 'import']),
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
  lines: z.array(z.object({ lineId: z.number().int(), sku: z.string(), name: localizedData, quantity: z.number().int() })),
  events: z.array(trackingEvent),
  createdAt: z.string(),
});
export const orderEvent = z.object({
  id: z.number().int(), action: z.string(), actorName: z.string(), reason: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(), after: z.record(z.string(), z.unknown()).nullable(), createdAt: z.string(),
});
export const orderRelative = z.object({ id: z.number().int(), number: z.string(), state: z.enum(ORDER_STATES), supplierId: z.number().int().nullable(), total: z.number().int() });

export const orderInfo = orderRow.extend({
  rootId: z.number().int().nullable(),
  customerGroupId: z.number().int().nullable(),
  address: orderAddress,
  rate: z.number(),
  shippingMethodId: z.number().int().nullable(),
  shippingMethodName: localizedData.nullable(),
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
  currencies: z.array(z.object({ code: z.string(), name: z.string(), symbol: z.string(), symbolRight: z.boolean(), decimals: z.number().int(), rate: z.number(), isBase: z.boolean() })),
  shippingMethods: z.array(z.object({ id: z.number().int(), name: localizedData, baseFee: z.number().int(), perKgFee: z.number().int(), freeOver: z.number().int().nullable() })),
  providers: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
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
export const orderPickQuery = z.object({ keyword: searchText, page: z.coerce.number().int().min(1).max(10_000).default(1) });
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

/**
 * The endpoints of /order. A supplier user reaches its own orders only: the list, the export and
 * the choices are filtered by its supplier, and one order (or shipment, or export job) of another
 * supplier answers "not found".
 */
export const orderApi = {
  list: endpoint({
    method: 'GET', path: '/admin/order', permission: 'catalog_order_index', summary: 'List orders (search, filters, views, sort, pager)',
    query: orderListQuery, data: orderListData,
  }),
  export: endpoint({
    method: 'GET', path: '/admin/order/export', permission: 'catalog_order_index', summary: 'The filtered order list as CSV (streamed in batches)',
    query: orderFilters, file: true,
  }),
  exportStart: endpoint({
    method: 'POST', path: '/admin/order/export/start', permission: 'catalog_order_index', summary: 'Start a CSV export of the filtered list as a job (large lists)',
    body: orderFilters, data: orderExportStartData,
  }),
  exportJob: endpoint({
    method: 'GET', path: '/admin/order/export/job', permission: 'catalog_order_index', summary: 'An export job: state and rows written of total',
    query: idQuery, data: orderExportJobData, supplier: 'read',
  }),
  exportFile: endpoint({
    method: 'GET', path: '/admin/order/export/file', permission: 'catalog_order_index', summary: 'The CSV file of a finished export job',
    query: idQuery, file: true, supplier: 'read',
  }),
  choices: endpoint({
    method: 'GET', path: '/admin/order/choices', permission: 'catalog_order_index', summary: 'Currencies, shipping methods and logistics providers',
    data: orderChoicesData,
  }),
  info: endpoint({
    method: 'GET', path: '/admin/order/info', permission: 'catalog_order_orderinfo', summary: 'One order with lines, shipments, history and lineage',
    query: idQuery, data: orderInfo, supplier: 'read',
  }),
  quote: endpoint({
    method: 'POST', path: '/admin/order/quote', permission: 'catalog_order_addorder', summary: 'Price a new order without saving it',
    body: orderQuoteBody, data: orderQuoteData,
  }),
  add: endpoint({
    method: 'POST', path: '/admin/order/add', permission: 'catalog_order_addorder', summary: 'Create an order for a customer (stock taken)',
    body: orderAddBody, data: orderInfo,
  }),
  editQuote: endpoint({
    method: 'POST', path: '/admin/order/edit/quote', permission: 'catalog_order_update', summary: 'Price an edit and show the difference',
    body: orderEditQuoteBody, data: orderQuoteData,
  }),
  edit: endpoint({
    method: 'POST', path: '/admin/order/edit', permission: 'catalog_order_update', summary: 'Edit an unshipped order (version checked; stock adjusted)',
    body: orderEditBody, data: orderInfo,
  }),
  pay: endpoint({
    method: 'POST', path: '/admin/order/pay', permission: 'catalog_order_pay', summary: 'Mark paid (mixed suppliers: split by supplier)',
    body: orderPayBody, data: orderInfo,
  }),
  cancel: endpoint({
    method: 'POST', path: '/admin/order/cancel', permission: 'catalog_order_cancel', summary: 'Cancel an unshipped order with a remark (restocks)',
    body: orderCancelBody, data: orderInfo,
  }),
  complete: endpoint({
    method: 'POST', path: '/admin/order/complete', permission: 'catalog_order_update', summary: 'Complete a paid, delivered order',
    body: orderNoteBody, data: orderInfo,
  }),
  ship: endpoint({
    method: 'POST', path: '/admin/order/ship', permission: 'catalog_order_shipping', summary: 'Ship a package: waybill, date, provider, lines and quantities',
    body: orderShipBody, data: orderInfo, supplier: 'change',
  }),
  shipmentCancel: endpoint({
    method: 'POST', path: '/admin/order/shipment/cancel', permission: 'catalog_order_shipping', summary: 'Cancel a shipment not yet delivered',
    body: shipmentCancelBody, data: orderInfo, supplier: 'change',
  }),
  split: endpoint({
    method: 'POST', path: '/admin/order/split', permission: 'catalog_order_split', summary: 'Split by chosen lines and quantities',
    body: orderSplitBody, data: orderSplitData,
  }),
  merge: endpoint({
    method: 'POST', path: '/admin/order/merge', permission: 'catalog_order_merge', summary: 'Merge live splits of one order (they are voided, not deleted)',
    body: orderMergeBody, data: orderMergeData,
  }),
  // The order form's pickers, once for adding and once for editing (each endpoint holds one permission key).
  pickProducts: endpoint({
    method: 'GET', path: '/admin/order/pick/products', permission: 'catalog_order_addorder', summary: 'Goods on shelf with live stock, for the order form',
    query: orderPickQuery, data: orderProductPickData,
  }),
  pickCustomers: endpoint({
    method: 'GET', path: '/admin/order/pick/customers', permission: 'catalog_order_addorder', summary: 'Enabled customers with addresses, for the order form',
    query: orderPickQuery, data: orderCustomerPickData,
  }),
  editPickProducts: endpoint({
    method: 'GET', path: '/admin/order/edit/pick/products', permission: 'catalog_order_update', summary: 'Goods on shelf with live stock, for the order form',
    query: orderPickQuery, data: orderProductPickData,
  }),
  editPickCustomers: endpoint({
    method: 'GET', path: '/admin/order/edit/pick/customers', permission: 'catalog_order_update', summary: 'Enabled customers with addresses, for the order form',
    query: orderPickQuery, data: orderCustomerPickData,
  }),
};
