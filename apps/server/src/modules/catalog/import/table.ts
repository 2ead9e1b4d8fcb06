import { bigint, boolean, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { Localized } from '@shop/shared';

/**
 * Checked rows of a running import job, saved in short statements while the job reports
 * progress; one final transaction moves them into products and deletes them. Rows of a failed
 * or interrupted job are deleted when it fails and at start-up: they are never products.
 */
export const importRows = pgTable(
  'import_rows',
  {
    jobId: bigint('job_id', { mode: 'number' }).notNull(),
    /** the row's number in the sheet (header = 1): errors of the final step name it */
    rowNo: integer('row_no').notNull(),
    supplierId: bigint('supplier_id', { mode: 'number' }),
    number: text('number').notNull(),
    sku: text('sku').notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    searchText: text('search_text').notNull(),
    categoryId: bigint('category_id', { mode: 'number' }),
    price: bigint('price', { mode: 'number' }).notNull(),
    originalPrice: bigint('original_price', { mode: 'number' }).notNull(),
    costPrice: bigint('cost_price', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    weight: integer('weight').notNull(),
    stock: integer('stock').notNull(),
    onShelf: boolean('on_shelf').notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.rowNo] })],
);
