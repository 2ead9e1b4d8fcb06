import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { versioned } from '../../../platform/db/columns.ts';
import { adminGroups } from '../group/table.ts';
import { suppliers } from '../../supply/supplier/table.ts';

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
