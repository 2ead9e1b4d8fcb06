import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, numeric, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { versioned, versionStamp } from '../../../platform/db/columns.ts';
import { customerGroups } from '../../customer/table.ts';

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
 * Tax rules: every enabled rule whose area (country, optionally region) and customer group match
 * the order applies, in priority order (lower first). Percent rates are in basis points
 * (1 % = 100); fixed amounts are minor units of the base currency.
 */
export const taxRules = pgTable(
  'tax_rules',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** ISO country; '' = every country */
    country: text('country').notNull().default(''),
    region: text('region').notNull().default(''),
    type: text('type', { enum: ['percent', 'fixed'] })
      .notNull()
      .default('percent'),
    rate: integer('rate').notNull(),
    /** null = every customer group */
    groupId: bigint('group_id', { mode: 'number' }).references(() => customerGroups.id),
    priority: integer('priority').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    version: integer('version').notNull().default(0),
  },
  (t) => [index('tax_rules_country_idx').on(t.country, t.priority)],
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
    ...versioned(),
  },
  (t) => [uniqueIndex('logistics_providers_code_key').on(sql`lower(${t.code})`)],
);
