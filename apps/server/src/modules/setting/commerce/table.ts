import { sql } from 'drizzle-orm';
import { bigint, boolean, integer, numeric, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { versioned, versionStamp } from '../../../platform/db/columns.ts';

/**
 * Currencies an order can be checked out in. `rate` is units of this currency per one unit of
 * the base currency (the base has rate 1); `decimals` is its minor-unit exponent (JPY 0, USD 2).
 */
export const currencies = pgTable(
  'currencies',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    symbol: text('symbol').notNull(),
    symbolRight: boolean('symbol_right').notNull().default(false),
    decimals: smallint('decimals').notNull().default(2),
    rate: numeric('rate', { precision: 18, scale: 8, mode: 'number' }).notNull(),
    isBase: boolean('is_base').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    ...versionStamp(),
  },
  (t) => [
    uniqueIndex('currencies_base_key')
      .on(t.isBase)
      .where(sql`${t.isBase}`),
  ],
);

/**
 * Logistics providers (carriers) a shipment goes with, managed on the settings /logistics screen;
 * the tracking URL has a {waybill} placeholder ('' = no tracking link). The shipment form offers
 * the enabled ones by `sort`; one that shipments went with is disabled rather than deleted.
 */
export const logisticsProviders = pgTable(
  'logistics_providers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    trackingUrl: text('tracking_url').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    /** takes goods containing lithium batteries: a supply shipment with battery goods needs such a provider */
    carriesBatteries: boolean('carries_batteries').notNull().default(false),
    ...versioned(),
  },
  (t) => [uniqueIndex('logistics_providers_code_key').on(sql`lower(${t.code})`)],
);
