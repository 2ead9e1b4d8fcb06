import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { productVariants, products } from '../product/table.ts';
import { warehouses } from '../../setting/warehouse/table.ts';

/** Stock of one SKU (the product, or one of its variants) in one warehouse. */
export const stockLevels = pgTable(
  'stock_levels',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: bigint('variant_id', { mode: 'number' }).references(() => productVariants.id, { onDelete: 'cascade' }),
    warehouseId: bigint('warehouse_id', { mode: 'number' })
      .notNull()
      .references(() => warehouses.id),
    supplierId: bigint('supplier_id', { mode: 'number' }),
    quantity: integer('quantity').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stock_levels_sku_warehouse_key').on(t.productId, sql`coalesce(${t.variantId}, 0)`, t.warehouseId),
    index('stock_levels_supplier_idx').on(t.supplierId, t.id),
    index('stock_levels_warehouse_idx').on(t.warehouseId, t.id),
    index('stock_levels_variant_idx').on(t.variantId),
  ],
);

/** Every stock adjustment: who, why, how much, and the balance it left. */
export const stockLedger = pgTable(
  'stock_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    variantId: bigint('variant_id', { mode: 'number' }),
    warehouseId: bigint('warehouse_id', { mode: 'number' }).notNull(),
    supplierId: bigint('supplier_id', { mode: 'number' }),
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: text('reason', { enum: ['purchase', 'sale', 'return', 'damage', 'correction', 'transfer'] }).notNull(),
    note: text('note').notNull().default(''),
    actorId: bigint('actor_id', { mode: 'number' }),
    actorName: text('actor_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_ledger_product_idx').on(t.productId, t.id),
    index('stock_ledger_supplier_idx').on(t.supplierId, t.id),
    index('stock_ledger_variant_idx')
      .on(t.variantId, t.id)
      .where(sql`${t.variantId} is not null`),
  ],
);
