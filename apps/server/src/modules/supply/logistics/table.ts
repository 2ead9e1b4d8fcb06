import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Declaration } from '@shop/shared/api/supply-logistics-rules';
import { versioned } from '../../../platform/db/columns.ts';
import { admins, suppliers } from '../../../platform/identity/table.ts';
import { products, productVariants } from '../../catalog/product/table.ts';
import { logisticsProviders } from '../../setting/commerce/table.ts';
import { warehouses } from '../../setting/warehouse/table.ts';

/** A customs declaration line as stored (on an item and in a product's template): the shared rules' shape. */
export type StoredDeclaration = Declaration;

/**
 * Supply-chain shipments: a supplier's goods on their way to a platform warehouse, with the
 * provider, waybill and shipping date; `cross_border` is decided at each save from the country
 * the goods leave from and the warehouse's country. State moves are written to the events below.
 */
export const supplyShipments = pgTable(
  'supply_shipments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    warehouseId: bigint('warehouse_id', { mode: 'number' })
      .notNull()
      .references(() => warehouses.id),
    fromCountry: text('from_country').notNull(),
    toCountry: text('to_country').notNull(),
    crossBorder: boolean('cross_border').notNull(),
    providerId: bigint('provider_id', { mode: 'number' })
      .notNull()
      .references(() => logisticsProviders.id),
    waybill: text('waybill').notNull(),
    shipDate: date('ship_date', { mode: 'string' }).notNull(),
    // the shared SHIPMENT_STATES (written out: drizzle-kit reads this file on its own)
    state: text('state', { enum: ['draft', 'shipped', 'in_transit', 'received', 'exception', 'cancelled'] })
      .notNull()
      .default('draft'),
    note: text('note').notNull().default(''),
    /** lower-cased waybill and item names, SKUs: the list's keyword search */
    searchText: text('search_text').notNull().default(''),
    itemCount: integer('item_count').notNull().default(0),
    quantity: integer('quantity').notNull().default(0),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => admins.id, { onDelete: 'set null' }),
    ...versioned(),
  },
  (t) => [
    index('supply_shipments_supplier_idx').on(t.supplierId, t.id),
    index('supply_shipments_state_idx').on(t.state, t.id),
    index('supply_shipments_warehouse_idx').on(t.warehouseId, t.id),
    index('supply_shipments_provider_idx').on(t.providerId),
    index('supply_shipments_date_idx').on(t.shipDate, t.id),
  ],
);

/** The items of a shipment: product, quantity, lot, the declaration and, once received, the quantity counted. */
export const supplyShipmentItems = pgTable(
  'supply_shipment_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    shipmentId: bigint('shipment_id', { mode: 'number' })
      .notNull()
      .references(() => supplyShipments.id, { onDelete: 'cascade' }),
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id),
    variantId: bigint('variant_id', { mode: 'number' }).references(() => productVariants.id),
    sort: integer('sort').notNull().default(0),
    quantity: integer('quantity').notNull(),
    lot: text('lot').notNull().default(''),
    declaration: jsonb('declaration').$type<StoredDeclaration>().notNull(),
    receivedQuantity: integer('received_quantity'),
    receiptNote: text('receipt_note').notNull().default(''),
  },
  (t) => [
    index('supply_shipment_items_shipment_idx').on(t.shipmentId, t.sort),
    index('supply_shipment_items_product_idx').on(t.productId),
    index('supply_shipment_items_variant_idx')
      .on(t.variantId)
      .where(sql`${t.variantId} is not null`),
  ],
);

/** The tracking timeline: every state a shipment took, who moved it and when, with a note. */
export const supplyShipmentEvents = pgTable(
  'supply_shipment_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    shipmentId: bigint('shipment_id', { mode: 'number' })
      .notNull()
      .references(() => supplyShipments.id, { onDelete: 'cascade' }),
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    fromState: text('from_state'),
    toState: text('to_state').notNull(),
    note: text('note').notNull().default(''),
    actorId: bigint('actor_id', { mode: 'number' }).references(() => admins.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('supply_shipment_events_shipment_idx').on(t.shipmentId, t.id)],
);

/** A supplier's declaration template per product: offered when the product is added to a shipment. */
export const supplyDeclarationTemplates = pgTable(
  'supply_declaration_templates',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    declaration: jsonb('declaration').$type<StoredDeclaration>().notNull(),
    ...versioned(),
  },
  (t) => [uniqueIndex('supply_declaration_templates_product_key').on(t.productId)],
);
