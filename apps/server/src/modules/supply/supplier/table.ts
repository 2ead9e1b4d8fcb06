import { sql } from 'drizzle-orm';
import { bigint, boolean, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { versioned } from '../../../platform/db/columns.ts';

/** Minimal supplier record; the supply-chain module extends this table. */
export const suppliers = pgTable(
  'suppliers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    ...versioned(),
  },
  (t) => [uniqueIndex('suppliers_name_key').on(sql`lower(${t.name})`)],
);
