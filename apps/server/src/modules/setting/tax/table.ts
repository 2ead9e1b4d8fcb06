import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { versioned } from '../../../platform/db/columns.ts';
import { customerGroups } from '../../customer/table.ts';

/**
 * Tax classes: a product has one (`products.tax_class_id`; none = the default class). Exactly one
 * class is the default.
 */
export const taxClasses = pgTable(
  'tax_classes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    ...versioned(),
  },
  (t) => [
    uniqueIndex('tax_classes_name_key').on(sql`lower(${t.name})`),
    uniqueIndex('tax_classes_default_key')
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
  ],
);

/**
 * Tax rules of a class: a rule applies when the address is in its area (country '' = every
 * country; region = an ISO 3166-2 code, '' = the whole country) and its customer group (null =
 * every group) matches. Percent rates are basis points (1 % = 100); fixed amounts are minor units
 * of the default currency per item. Lower priorities first; the same priority adds, a higher one
 * compounds (`compute.ts`).
 */
export const taxRules = pgTable(
  'tax_rules',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    classId: bigint('class_id', { mode: 'number' })
      .notNull()
      .references(() => taxClasses.id),
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
    ...versioned(),
  },
  (t) => [index('tax_rules_country_idx').on(t.country, t.priority), index('tax_rules_class_idx').on(t.classId, t.id)],
);
