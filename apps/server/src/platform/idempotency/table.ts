import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Responses of state-changing requests by Idempotency-Key, per account. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    adminId: bigint('admin_id', { mode: 'number' }).notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    /** set by the request's first transaction, in it: the request's writes are in */
    committedAt: timestamp('committed_at', { withTimezone: true }),
    /** when the request was claimed (again, when an instance took over a dead one's claim) */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_key').on(t.adminId, t.key),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
