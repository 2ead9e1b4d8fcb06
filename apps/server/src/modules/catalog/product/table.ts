import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Localized } from '@shop/shared';
import { versioned } from '../../../platform/db/columns.ts';
import { suppliers } from '../../../platform/identity/table.ts';
import { categories } from '../category/table.ts';
import { warehouses } from '../../setting/warehouse/table.ts';
import { taxClasses } from '../../setting/tax/table.ts';

export interface LadderPrice {
  minQty: number;
  price: number;
}
export interface ProductAttribute {
  attributeId: number;
  value: string;
}
export interface OptionValueRef {
  optionId: number;
  valueId: number;
}

/** Products. supplier_id null = platform-owned. Money in minor units of `currency`. */
export const products = pgTable(
  'products',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    supplierId: bigint('supplier_id', { mode: 'number' }).references(() => suppliers.id),
    number: text('number').notNull(),
    sku: text('sku').notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    brief: jsonb('brief').$type<Localized>().notNull(),
    detail: jsonb('detail').$type<Localized>().notNull(),
    /** lower-cased names, number and SKUs (product's and variants'): the list's keyword search */
    searchText: text('search_text').notNull().default(''),
    categoryId: bigint('category_id', { mode: 'number' }).references(() => categories.id),
    seoTitle: text('seo_title').notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
    seoKeywords: text('seo_keywords').notNull().default(''),
    customLink: text('custom_link').notNull().default(''),
    originalPrice: bigint('original_price', { mode: 'number' }).notNull().default(0),
    price: bigint('price', { mode: 'number' }).notNull(),
    bidPrice: bigint('bid_price', { mode: 'number' }).notNull().default(0),
    supplyPrice: bigint('supply_price', { mode: 'number' }).notNull().default(0),
    costPrice: bigint('cost_price', { mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    weight: integer('weight').notNull().default(0),
    /** total over variants and warehouses; changed only by atomic increments with the stock levels */
    stock: integer('stock').notNull().default(0),
    minOrder: integer('min_order').notNull().default(1),
    pricingMode: text('pricing_mode', { enum: ['none', 'ladder', 'discount'] })
      .notNull()
      .default('none'),
    ladderPrices: jsonb('ladder_prices')
      .$type<LadderPrice[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    discountPercent: smallint('discount_percent'),
    specMode: text('spec_mode', { enum: ['single', 'multi'] })
      .notNull()
      .default('single'),
    attributes: jsonb('attributes')
      .$type<ProductAttribute[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    tagIds: bigint('tag_ids', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'::bigint[]`),
    relatedIds: bigint('related_ids', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'::bigint[]`),
    warehouseId: bigint('warehouse_id', { mode: 'number' }).references(() => warehouses.id),
    /** null = the default tax class */
    taxClassId: bigint('tax_class_id', { mode: 'number' }).references(() => taxClasses.id),
    images: jsonb('images')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    onShelf: boolean('on_shelf').notNull().default(false),
    stockStatusId: bigint('stock_status_id', { mode: 'number' }),
    lowStockThreshold: integer('low_stock_threshold').notNull().default(5),
    /** from passed reviews only */
    ratingAvg: numeric('rating_avg', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    ...versioned(),
  },
  (t) => [
    uniqueIndex('products_number_key').on(sql`lower(${t.number})`),
    uniqueIndex('products_sku_key').on(sql`lower(${t.sku})`),
    index('products_supplier_idx').on(t.supplierId, t.id),
    index('products_category_idx').on(t.categoryId, t.id),
    index('products_shelf_idx').on(t.onShelf, t.id),
    index('products_stock_status_idx')
      .on(t.stockStatusId, t.id)
      .where(sql`${t.stock} = 0`),
    index('products_price_idx').on(t.price, t.id),
    index('products_stock_idx').on(t.stock, t.id),
    index('products_updated_idx').on(t.updatedAt, t.id),
    index('products_rating_idx').on(t.ratingAvg, t.id),
    index('products_low_stock_idx')
      .on(t.supplierId, t.id)
      .where(sql`${t.stock} <= ${t.lowStockThreshold}`),
    index('products_tags_idx').using('gin', t.tagIds),
    // what a warehouse deletion checks (and the foreign key's own check) without a scan
    index('products_warehouse_idx')
      .on(t.warehouseId)
      .where(sql`${t.warehouseId} is not null`),
    // what a tax class deletion checks without a scan
    index('products_tax_class_idx')
      .on(t.taxClassId)
      .where(sql`${t.taxClassId} is not null`),
    index('products_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** A multi-specification product's variants: own SKU, price and stock (sum over warehouses). */
export const productVariants = pgTable(
  'product_variants',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    stock: integer('stock').notNull().default(0),
    optionValues: jsonb('option_values')
      .$type<OptionValueRef[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    sort: integer('sort').notNull().default(0),
    ...versioned(),
  },
  (t) => [
    uniqueIndex('product_variants_sku_key').on(sql`lower(${t.sku})`),
    index('product_variants_product_idx').on(t.productId, t.sort),
  ],
);

/**
 * Exact product counts per owner (0 = platform), kept in the transactions that add or delete: the list's cheap total.
 */
export const productCounter = pgTable('product_counter', {
  supplierKey: bigint('supplier_key', { mode: 'number' }).primaryKey(),
  rows: bigint('rows', { mode: 'number' }).notNull().default(0),
});
