import { bigint, index, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { versioned } from '../../../platform/db/columns.ts';
import { products } from '../product/table.ts';

/** Product reviews; supplier_id copies the product's so that supplier scoping needs no join. */
export const reviews = pgTable(
  'reviews',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    supplierId: bigint('supplier_id', { mode: 'number' }),
    customerName: text('customer_name').notNull(),
    rating: smallint('rating').notNull(),
    content: text('content').notNull().default(''),
    status: text('status', { enum: ['to_be_reviewed', 'passed', 'failed'] })
      .notNull()
      .default('to_be_reviewed'),
    reply: text('reply').notNull().default(''),
    repliedBy: text('replied_by'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    ...versioned(),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId, t.id),
    index('reviews_supplier_idx').on(t.supplierId, t.id),
    index('reviews_status_idx').on(t.status, t.id),
    index('reviews_rating_idx').on(t.rating, t.id),
  ],
);
