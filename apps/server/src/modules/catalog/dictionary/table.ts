import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { versioned } from '../../../platform/db/columns.ts';

export interface DictionaryValue {
  id: number;
  name: string;
}

/**
 * The catalog's plain lists share one shape: a name (unique, case-insensitive, within its group
 * where there is one), a sort key and an ordered list of values with stable ids.
 */
function dictionaryTable<N extends string>(name: N) {
  return pgTable(
    name,
    {
      id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
      name: text('name').notNull(),
      sort: integer('sort').notNull().default(0),
      groupId: bigint('group_id', { mode: 'number' }),
      values: jsonb('values')
        .$type<DictionaryValue[]>()
        .notNull()
        .default(sql`'[]'::jsonb`),
      ...versioned(),
    },
    (t) => [
      uniqueIndex(`${name}_name_key`).on(sql`coalesce(${t.groupId}, 0)`, sql`lower(${t.name})`),
      index(`${name}_sort_idx`).on(t.sort, t.id),
      index(`${name}_name_idx`).on(sql`lower(${t.name})`, t.id),
    ],
  );
}

/** Shown for a product whose stock is zero: in stock, 2-3 days, out of stock, pre-order ... */
export const stockStatuses = dictionaryTable('stock_statuses');
export const attributeGroups = dictionaryTable('attribute_groups');
/** Attributes (in a group) with their preset values. */
export const attributes = dictionaryTable('attributes');
/** Options (colour, size ...) whose values make a product's variants. */
export const options = dictionaryTable('options');
/** Storefront filters with their values. */
export const filters = dictionaryTable('filters');

export type DictionaryTable = typeof stockStatuses;
