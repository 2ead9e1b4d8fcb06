import { sql } from 'drizzle-orm';
import { bigint, boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { versioned } from '../db/columns.ts';

// The identity tables: who may sign in, with which permissions, for which supplier. Platform
// (sessions, permissions, notifications) reads them; the areas that manage them (settings:
// administrators and groups; supply: suppliers) own their rules, and extend a supplier with tables
// of their own rather than columns here.

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

/**
 * The supplier record accounts belong to; the supply area extends it with tables of its own. Its
 * standing lives here because every session reads it: `state` (the shared SUPPLIER_STATES, moved
 * only by the supply area's lifecycle actions), until when and why; `enabled` is false exactly
 * when the state is `disabled` (its users cannot sign in).
 */
export const suppliers = pgTable(
  'suppliers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    // the shared SUPPLIER_STATES (written out: drizzle-kit reads this file on its own)
    state: text('state', { enum: ['passed', 'enabled', 'suspended', 'banned', 'disabled'] })
      .notNull()
      .default('enabled'),
    stateUntil: timestamp('state_until', { withTimezone: true }),
    stateReason: text('state_reason'),
    ...versioned(),
  },
  (t) => [uniqueIndex('suppliers_name_key').on(sql`lower(${t.name})`)],
);

/**
 * Back-office accounts. A platform administrator belongs to a management group; a supplier user
 * is an account with a supplier id (and no group) and holds the supplier permission set.
 */
export const admins = pgTable(
  'admins',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    truename: text('truename').notNull(),
    email: text('email'),
    phone: text('phone'),
    avatar: text('avatar'),
    groupId: bigint('group_id', { mode: 'number' }).references(() => adminGroups.id, { onDelete: 'restrict' }),
    supplierId: bigint('supplier_id', { mode: 'number' }).references(() => suppliers.id, { onDelete: 'restrict' }),
    enabled: boolean('enabled').notNull().default(true),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    lastLoginIp: text('last_login_ip'),
    ...versioned(),
  },
  (t) => [
    uniqueIndex('admins_username_key').on(sql`lower(${t.username})`),
    index('admins_group_idx').on(t.groupId),
    index('admins_supplier_idx').on(t.supplierId),
  ],
);
