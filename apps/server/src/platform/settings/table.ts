import { bigint, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { versioned } from '../db/columns.ts';

/**
 * Store-wide settings: one row per section (store, member, supplier, system, ...), its values as
 * one JSON object checked by the section's schema on every save. A section never saved has no row
 * and answers its defaults.
 */
export const settings = pgTable('settings', {
  section: text('section').primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  updatedBy: bigint('updated_by', { mode: 'number' }),
  ...versioned(),
});
