import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { versioned } from '../../../platform/db/columns.ts';

/**
 * Warehouses, managed on the settings /warehouse screen. Exactly one is the default (a partial
 * unique index allows at most one; the service always keeps one): stock of a product without a
 * chosen warehouse is placed there.
 */
export const warehouses = pgTable(
  'warehouses',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** short code for pick lists and labels, in capitals */
    code: text('code').notNull(),
    /** ISO 3166-1 alpha-2 */
    country: text('country').notNull().default(''),
    region: text('region').notNull().default(''),
    city: text('city').notNull().default(''),
    address: text('address').notNull().default(''),
    postcode: text('postcode').notNull().default(''),
    contactName: text('contact_name').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    isDefault: boolean('is_default').notNull().default(false),
    ...versioned(),
  },
  (t) => [
    uniqueIndex('warehouses_name_key').on(sql`lower(${t.name})`),
    uniqueIndex('warehouses_code_key').on(sql`lower(${t.code})`),
    uniqueIndex('warehouses_default_key')
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
    index('warehouses_created_idx').on(t.createdAt, t.id),
  ],
);
