import { bigint, index, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { admins } from '../../../platform/identity/table.ts';

/**
 * Every rate a currency had: one row per change (added, edited, recomputed when the default
 * changed) with the rate before and after, the default it is against, who made it and when.
 */
export const currencyRateHistory = pgTable(
  'currency_rate_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    oldRate: numeric('old_rate', { precision: 18, scale: 8, mode: 'number' }),
    newRate: numeric('new_rate', { precision: 18, scale: 8, mode: 'number' }).notNull(),
    reason: text('reason', { enum: ['add', 'edit', 'default'] }).notNull(),
    baseCode: text('base_code').notNull(),
    actorId: bigint('actor_id', { mode: 'number' }).references(() => admins.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('currency_rate_history_code_idx').on(t.code, t.id), index('currency_rate_history_id_idx').on(t.id)],
);
