import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Background jobs (imports, exports, recall mails, scheduled runs): the record the console polls.
 * A request inserts a row in its own transaction; the runner hands the row to pg-boss, which
 * executes it (see runner.ts). A job left `running` by a stopped process is failed at the next
 * start (or, with several instances on PostgreSQL, once its heartbeat is a minute old); its final
 * write is one transaction, and what it saved before (import rows) is swept then, so nothing of it remains.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    state: text('state', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    adminId: bigint('admin_id', { mode: 'number' }),
    supplierId: bigint('supplier_id', { mode: 'number' }),
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    result: jsonb('result').$type<Record<string, unknown>>(),
    error: jsonb('error').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** renewed while the job runs; a running job whose heartbeat stopped belongs to a dead process */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('jobs_queue_idx').on(t.state, t.id), index('jobs_admin_idx').on(t.adminId, t.id)],
);
