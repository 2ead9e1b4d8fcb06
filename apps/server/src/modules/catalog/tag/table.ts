import { sql } from 'drizzle-orm';
import { bigint, boolean, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Product tags (minimal; the settings /tag screen manages them later). */
export const tags = pgTable('tags', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  version: integer('version').notNull().default(0),
}, (t) => [uniqueIndex('tags_name_key').on(sql`lower(${t.name})`)]);
