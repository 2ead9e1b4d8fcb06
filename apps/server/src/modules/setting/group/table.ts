import { sql } from 'drizzle-orm';
import { bigint, boolean, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { versioned } from '../../../platform/db/columns.ts';

/** Management groups: a set of back-office permission keys an administrator holds. */
export const adminGroups = pgTable(
  'admin_groups',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    permissions: jsonb('permissions')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    isSuper: boolean('is_super').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    ...versioned(),
  },
  (t) => [uniqueIndex('admin_groups_name_key').on(sql`lower(${t.name})`)],
);
