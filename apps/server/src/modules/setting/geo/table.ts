import { bigint, boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Localized } from '@shop/shared';
import { versioned } from '../../../platform/db/columns.ts';

/**
 * ISO 3166-1 countries (settings /nation), seeded from the registry packages; codes are fixed, the
 * screen edits names, order, the postcode rule and the address format, and enables or disables.
 * A disabled country is not offered for new addresses; existing orders and addresses keep it.
 */
export const countries = pgTable(
  'countries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** ISO 3166-1 alpha-2 */
    code: text('code').notNull(),
    names: jsonb('names').$type<Localized>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    postcodeRequired: boolean('postcode_required').notNull().default(false),
    /** lines with {name} {phone} {line1} {line2} {city} {region} {postcode} {country} */
    addressFormat: text('address_format').notNull(),
    sort: integer('sort').notNull().default(0),
    ...versioned(),
  },
  (t) => [uniqueIndex('countries_code_key').on(t.code), index('countries_sort_idx').on(t.sort, t.code)],
);

/** ISO 3166-2 subdivisions (settings /region) of the countries above, top level only. */
export const regions = pgTable(
  'regions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** ISO 3166-2, e.g. US-CA */
    code: text('code').notNull(),
    country: text('country')
      .notNull()
      .references(() => countries.code),
    names: jsonb('names').$type<Localized>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    ...versioned(),
  },
  (t) => [uniqueIndex('regions_code_key').on(t.code), index('regions_country_idx').on(t.country, t.sort, t.code)],
);
