import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Localized } from '@shop/shared';
import { versioned } from '../../platform/db/columns.ts';

/** Customer groups: a discount for their members; exactly one is the default for new customers. */
export const customerGroups = pgTable(
  'customer_groups',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: jsonb('name').$type<Localized>().notNull(),
    /** percent off product prices, 0..100 */
    discountPercent: smallint('discount_percent').notNull().default(0),
    isDefault: boolean('is_default').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    /** members of the group, kept with every customer insert and group change: the lists' cheap exact totals */
    customerCount: bigint('customer_count', { mode: 'number' }).notNull().default(0),
    ...versioned(),
  },
  (t) => [
    uniqueIndex('customer_groups_default_key')
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
  ],
);

/** Shop customers (buyers). Passwords are argon2id hashes. */
export const customers = pgTable(
  'customers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    groupId: bigint('group_id', { mode: 'number' })
      .notNull()
      .references(() => customerGroups.id),
    enabled: boolean('enabled').notNull().default(true),
    /** ISO 3166-1 alpha-2 of the default address, for tax and filters */
    country: text('country').notNull().default(''),
    /** lower-cased name, email and phone: the list's keyword search */
    searchText: text('search_text').notNull().default(''),
    note: text('note').notNull().default(''),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    ...versioned(),
  },
  (t) => [
    uniqueIndex('customers_email_key').on(sql`lower(${t.email})`),
    index('customers_group_idx').on(t.groupId, t.id),
    index('customers_created_idx').on(t.createdAt, t.id),
    index('customers_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // One index per list filter and sort, each ending in the default order (newest first).
    index('customers_group_created_idx').on(t.groupId, t.createdAt, t.id),
    index('customers_enabled_idx').on(t.enabled, t.createdAt, t.id),
    index('customers_country_idx').on(t.country, t.createdAt, t.id),
    index('customers_name_idx').on(t.name, t.id),
  ],
);

/** A customer's addresses; at most one is the default (the first one added becomes it). */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone').notNull().default(''),
    country: text('country').notNull(),
    region: text('region').notNull().default(''),
    /** ISO 3166-2 code of the picked region ('US-CA'), '' when the country has none or none is picked */
    regionCode: text('region_code').notNull().default(''),
    city: text('city').notNull().default(''),
    line1: text('line1').notNull(),
    line2: text('line2').notNull().default(''),
    postcode: text('postcode').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    ...versioned(),
  },
  (t) => [
    index('customer_addresses_customer_idx').on(t.customerId, t.id),
    uniqueIndex('customer_addresses_default_key')
      .on(t.customerId)
      .where(sql`${t.isDefault}`),
  ],
);
