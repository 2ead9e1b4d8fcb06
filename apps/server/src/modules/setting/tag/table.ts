import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { versioned } from '../../../platform/db/columns.ts';

/**
 * Product tags, managed on the settings /tag screen. Products keep tag ids in `products.tag_ids`;
 * a disabled tag is no longer offered on the product form but stays on the products that have it.
 */
export const tags = pgTable(
  'tags',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** the order tags are offered in on the product form */
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    ...versioned(),
  },
  (t) => [
    uniqueIndex('tags_name_key').on(sql`lower(${t.name})`),
    index('tags_sort_idx').on(t.sort, t.id),
    index('tags_created_idx').on(t.createdAt, t.id),
  ],
);
