import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  pgSequence,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Localized } from '@shop/shared';
import { versioned } from '../../platform/db/columns.ts';
import { customers } from '../customer/table.ts';
import { logisticsProviders } from '../setting/commerce/table.ts';
import { paymentMethods } from '../setting/payment/table.ts';
import { shippingMethods } from '../setting/shipping/table.ts';
import { plannedTasks } from '../setting/planned/table.ts';

export interface OrderAddress {
  name: string;
  phone: string;
  country: string;
  region: string;
  /** ISO 3166-2 code of the picked region, '' when none */
  regionCode: string;
  city: string;
  line1: string;
  line2: string;
  postcode: string;
}

/** Order numbers: SO + the sequence, zero-padded; a split adds -1, -2, ... to its parent's number. */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 100001 });

/**
 * Orders. `state` is the lifecycle: active (being worked), cancelled, completed, split (replaced
 * by its child orders, which carry its lines) and voided (a split merged back). Payment and
 * fulfilment are tracked beside it; the service's transition table says which actions each
 * combination allows. Money is in minor units of `currency`; `rate` is that currency per one
 * unit of the base currency at checkout. `supplierId` is set when every line is one supplier's
 * (suppliers see only those orders); null for mixed or platform orders.
 */
export const orders = pgTable(
  'orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    number: text('number').notNull(),
    parentId: bigint('parent_id', { mode: 'number' }),
    /** the unsplit order a split descends from (itself for an original order) */
    rootId: bigint('root_id', { mode: 'number' }),
    splitSeq: integer('split_seq').notNull().default(0),
    supplierId: bigint('supplier_id', { mode: 'number' }),
    customerId: bigint('customer_id', { mode: 'number' }).references(() => customers.id),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerGroupId: bigint('customer_group_id', { mode: 'number' }),
    address: jsonb('address').$type<OrderAddress>().notNull(),
    state: text('state', { enum: ['active', 'cancelled', 'completed', 'split', 'voided'] })
      .notNull()
      .default('active'),
    paymentStatus: text('payment_status', { enum: ['unpaid', 'paid'] })
      .notNull()
      .default('unpaid'),
    fulfilmentStatus: text('fulfilment_status', { enum: ['unshipped', 'partially_shipped', 'shipped', 'delivered'] })
      .notNull()
      .default('unshipped'),
    currency: text('currency').notNull(),
    rate: numeric('rate', { precision: 18, scale: 8, mode: 'number' }).notNull().default(1),
    /** the shipping template it was priced with (a template orders used is disabled, never deleted) */
    shippingMethodId: bigint('shipping_method_id', { mode: 'number' }).references(() => shippingMethods.id),
    /** how it was paid, recorded when it is marked paid (null: not recorded, as on orders paid before) */
    paymentMethodId: bigint('payment_method_id', { mode: 'number' }).references(() => paymentMethods.id),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull().default(0),
    discount: bigint('discount', { mode: 'number' }).notNull().default(0),
    shippingFee: bigint('shipping_fee', { mode: 'number' }).notNull().default(0),
    tax: bigint('tax', { mode: 'number' }).notNull().default(0),
    payFee: bigint('pay_fee', { mode: 'number' }).notNull().default(0),
    total: bigint('total', { mode: 'number' }).notNull().default(0),
    /** total converted to the base currency (minor units), for amount filters and statistics */
    totalBase: bigint('total_base', { mode: 'number' }).notNull().default(0),
    remark: text('remark').notNull().default(''),
    cancelRemark: text('cancel_remark').notNull().default(''),
    /** lower-cased number, customer, SKUs, product names and waybills: the list's keyword search */
    searchText: text('search_text').notNull().default(''),
    source: text('source', { enum: ['store', 'admin'] })
      .notNull()
      .default('store'),
    createdBy: bigint('created_by', { mode: 'number' }),
    /**
     * Made by a planned auto-order task (set at insert, never changed): shown as generated wherever an
     * order appears and left out of every figure by `countedOrder` (./counted.ts).
     */
    generated: boolean('generated').notNull().default(false),
    plannedTaskId: bigint('planned_task_id', { mode: 'number' }).references(() => plannedTasks.id),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    ...versioned(),
  },
  (t) => [
    uniqueIndex('orders_number_key').on(t.number),
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_supplier_idx').on(t.supplierId, t.createdAt, t.id),
    // a supplier's paid orders in a window: the scorecard's figures, per range of suppliers
    index('orders_supplier_paid_idx').on(t.supplierId, t.paidAt),
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    index('orders_parent_idx').on(t.parentId),
    index('orders_root_idx').on(t.rootId),
    index('orders_payment_idx').on(t.paymentStatus, t.createdAt, t.id),
    index('orders_payment_method_idx').on(t.paymentMethodId),
    index('orders_shipping_method_idx').on(t.shippingMethodId),
    index('orders_fulfilment_idx').on(t.fulfilmentStatus, t.createdAt, t.id),
    index('orders_state_idx').on(t.state, t.createdAt, t.id),
    index('orders_currency_idx').on(t.currency, t.createdAt, t.id),
    index('orders_total_idx').on(t.totalBase, t.id),
    index('orders_planned_idx')
      .on(t.plannedTaskId, t.id)
      .where(sql`${t.plannedTaskId} is not null`),
    index('orders_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    /** abandoned checkouts find the order that converted them by customer or e-mail */
    index('orders_email_idx').on(sql`lower(${t.customerEmail})`, t.createdAt),
  ],
);

/**
 * Order lines. Money in minor units of the order's currency: `discount` and `tax` are this line's
 * share of the order's, so splits carry exact parts. `originLineId` links a split's line to the
 * line of the order it came from.
 */
export const orderLines = pgTable(
  'order_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    variantId: bigint('variant_id', { mode: 'number' }),
    supplierId: bigint('supplier_id', { mode: 'number' }),
    warehouseId: bigint('warehouse_id', { mode: 'number' }).notNull(),
    sku: text('sku').notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    image: text('image').notNull().default(''),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    shippedQuantity: integer('shipped_quantity').notNull().default(0),
    weight: integer('weight').notNull().default(0),
    discount: bigint('discount', { mode: 'number' }).notNull().default(0),
    tax: bigint('tax', { mode: 'number' }).notNull().default(0),
    shippingFee: bigint('shipping_fee', { mode: 'number' }).notNull().default(0),
    payFee: bigint('pay_fee', { mode: 'number' }).notNull().default(0),
    originLineId: bigint('origin_line_id', { mode: 'number' }),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId, t.id), index('order_lines_product_idx').on(t.productId)],
);

/** An order's history: every transition and change, who, when, why, and what changed. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    actorId: bigint('actor_id', { mode: 'number' }),
    actorName: text('actor_name').notNull(),
    reason: text('reason').notNull().default(''),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

/** A package sent for an order: waybill, carrier, shipping date, and its tracking status. */
export const shipments = pgTable(
  'shipments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    supplierId: bigint('supplier_id', { mode: 'number' }),
    waybill: text('waybill').notNull(),
    providerId: bigint('provider_id', { mode: 'number' })
      .notNull()
      .references(() => logisticsProviders.id),
    shippedOn: timestamp('shipped_on', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['in_transit', 'delivered', 'exception', 'cancelled'] })
      .notNull()
      .default('in_transit'),
    /** promised delivery; a shipment still in transit after it is late */
    expectedBy: timestamp('expected_by', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    note: text('note').notNull().default(''),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(0),
  },
  (t) => [
    index('shipments_order_idx').on(t.orderId),
    index('shipments_supplier_idx').on(t.supplierId, t.id),
    index('shipments_status_idx').on(t.status, t.expectedBy),
    index('shipments_waybill_idx').on(sql`lower(${t.waybill})`),
    // the logistics center: newest shipped first, per provider, per supplier
    index('shipments_shipped_idx').on(t.shippedOn, t.id),
    index('shipments_provider_idx').on(t.providerId, t.shippedOn, t.id),
    index('shipments_supplier_shipped_idx').on(t.supplierId, t.shippedOn, t.id),
  ],
);

export const shipmentLines = pgTable(
  'shipment_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    shipmentId: bigint('shipment_id', { mode: 'number' })
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    orderLineId: bigint('order_line_id', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('shipment_lines_shipment_idx').on(t.shipmentId), index('shipment_lines_line_idx').on(t.orderLineId)],
);

/** Tracking events of a shipment, entered by staff or imported from a carrier file. */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    shipmentId: bigint('shipment_id', { mode: 'number' })
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['in_transit', 'delivered', 'exception'] }).notNull(),
    location: text('location').notNull().default(''),
    description: text('description').notNull().default(''),
    source: text('source', { enum: ['manual', 'import'] })
      .notNull()
      .default('manual'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tracking_events_shipment_idx').on(t.shipmentId, t.at)],
);

/**
 * Exact order counts per owner (0 = all orders, supplier id otherwise), kept with every insert: the default list's
 * cheap total.
 */
export const orderCounter = pgTable('order_counter', {
  supplierKey: bigint('supplier_key', { mode: 'number' }).primaryKey(),
  rows: bigint('rows', { mode: 'number' }).notNull().default(0),
});

export interface CheckoutLine {
  productId: number;
  variantId: number | null;
  sku: string;
  name: Localized;
  unitPrice: number;
  quantity: number;
}

/**
 * Checkouts of the store: a customer's cart that reached checkout. One not turned into an order
 * within the configured time is abandoned; staff can send a recall email, and a checkout that
 * later becomes an order counts as a conversion.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: bigint('customer_id', { mode: 'number' }).references(() => customers.id),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    lines: jsonb('lines').$type<CheckoutLine[]>().notNull(),
    currency: text('currency').notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    recallStatus: text('recall_status', { enum: ['none', 'queued', 'sent', 'failed'] })
      .notNull()
      .default('none'),
    recallCount: integer('recall_count').notNull().default(0),
    lastRecallAt: timestamp('last_recall_at', { withTimezone: true }),
    recallError: text('recall_error').notNull().default(''),
    orderId: bigint('order_id', { mode: 'number' }),
    convertedAt: timestamp('converted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('checkouts_activity_idx')
      .on(t.lastActivityAt, t.id)
      .where(sql`${t.orderId} is null`),
    index('checkouts_customer_idx').on(t.customerId),
    // the abandoned list: by last activity, recall status and value (within one currency); search in e-mail and name
    index('checkouts_list_idx').on(t.lastActivityAt, t.id),
    index('checkouts_recall_idx').on(t.recallStatus, t.lastActivityAt, t.id),
    index('checkouts_value_idx').on(t.currency, t.value, t.id),
    index('checkouts_search_idx').using('gin', sql`(lower(${t.email}) || ' ' || lower(${t.name})) gin_trgm_ops`),
    /** an order converts at most one checkout */
    uniqueIndex('checkouts_order_key')
      .on(t.orderId)
      .where(sql`${t.orderId} is not null`),
  ],
);
