import { sql } from 'drizzle-orm';
import { bigint, boolean, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Localized } from '@shop/shared';
import { versioned } from '../../../platform/db/columns.ts';

/** A region of a country an area covers, as addresses name it (matched trimmed, whatever the case). */
export interface AreaRegion {
  country: string;
  region: string;
}

/**
 * Shipping templates (the table keeps its first name: orders refer to rows of it by
 * `shipping_method_id`). A template prices by weight (grams) or by quantity (pieces) per area;
 * `estimate_*_days` is the delivery estimate (both or neither). Managed on the settings /shipping
 * screen; one that orders used is disabled rather than deleted.
 */
export const shippingMethods = pgTable(
  'shipping_methods',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    mode: text('mode', { enum: ['weight', 'quantity'] })
      .notNull()
      .default('weight'),
    estimateMinDays: integer('estimate_min_days'),
    estimateMaxDays: integer('estimate_max_days'),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    ...versioned(),
  },
  (t) => [uniqueIndex('shipping_methods_code_key').on(sql`lower(${t.code})`)],
);

/**
 * The areas of a shipping template: whole countries and single regions (a region area wins over
 * its country's area), or the rest of the world (`is_default`, one per template). The first
 * `first_unit` grams or pieces cost `first_fee`, each started `additional_unit` more costs
 * `additional_fee` (minor units of the base currency); free from `free_over` (goods' amount).
 * Inside one template no place is covered twice: checked by the service under the template's lock.
 */
export const shippingAreas = pgTable(
  'shipping_areas',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    templateId: bigint('template_id', { mode: 'number' })
      .notNull()
      .references(() => shippingMethods.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    countries: text('countries')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    regions: jsonb('regions')
      .$type<AreaRegion[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    firstUnit: integer('first_unit').notNull(),
    firstFee: bigint('first_fee', { mode: 'number' }).notNull().default(0),
    additionalUnit: integer('additional_unit').notNull(),
    additionalFee: bigint('additional_fee', { mode: 'number' }).notNull().default(0),
    freeOver: bigint('free_over', { mode: 'number' }),
    ...versioned(),
  },
  (t) => [
    uniqueIndex('shipping_areas_name_key').on(t.templateId, sql`lower(${t.name})`),
    uniqueIndex('shipping_areas_default_key')
      .on(t.templateId)
      .where(sql`${t.isDefault}`),
  ],
);
