import { sql } from 'drizzle-orm';
import { bigint, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Warehouses (minimal; the settings area adds addresses and shipping later). */
export const warehouses = pgTable('warehouses', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  version: integer('version').notNull().default(0),
}, (t) => [uniqueIndex('warehouses_name_key').on(sql`lower(${t.name})`)]);
