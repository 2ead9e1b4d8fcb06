import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** The operation log: one row per state change, written in the change's own transaction. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: bigint('actor_id', { mode: 'number' }),
    actorName: text('actor_name').notNull(),
    supplierId: bigint('supplier_id', { mode: 'number' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_actor_idx').on(t.actorId, t.id),
    index('audit_log_actor_name_idx').on(sql`lower(${t.actorName})`, t.id),
    index('audit_log_action_idx').on(t.action, t.id),
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.id),
  ],
);

/**
 * Exact row count of audit_log, spread over a few slots so that concurrent writers rarely wait
 * on the same row; the list's unfiltered total is the sum of the slots.
 */
export const auditCounter = pgTable('audit_counter', {
  slot: smallint('slot').primaryKey(),
  rows: bigint('rows', { mode: 'number' }).notNull().default(0),
});

export const AUDIT_COUNTER_SLOTS = 8;
