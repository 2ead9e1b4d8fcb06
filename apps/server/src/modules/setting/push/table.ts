import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { versioned } from '../../../platform/db/columns.ts';

type Localized = Record<string, string>;
interface Audience {
  kind: 'customers' | 'suppliers';
  groupIds: number[];
  countries: string[];
  registeredFrom: string;
  registeredTo: string;
  purchase: 'any' | 'ordered_within' | 'never_ordered';
  purchaseDays: number;
}

/**
 * E-mail pushes: the templates per language, the audience, the schedule and the progress counts
 * (kept with each recipient's outcome, in the same transaction). `materialized`: the recipients
 * were listed (once, when the send started); a resumed send never lists them again.
 */
export const emailPushes = pgTable(
  'email_pushes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    subject: jsonb('subject').$type<Localized>().notNull(),
    body: jsonb('body').$type<Localized>().notNull(),
    audience: jsonb('audience').$type<Audience>().notNull(),
    productIds: jsonb('product_ids').$type<number[]>().notNull().default([]),
    scheduleAt: timestamp('schedule_at', { withTimezone: true }),
    ratePerMinute: integer('rate_per_minute'),
    // the shared PUSH_STATUSES (written out: drizzle-kit reads this file on its own)
    status: text('status', { enum: ['draft', 'scheduled', 'sending', 'done', 'stopped', 'failed'] })
      .notNull()
      .default('draft'),
    materialized: boolean('materialized').notNull().default(false),
    total: integer('total').notNull().default(0),
    sent: integer('sent').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    bounced: integer('bounced').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    /** the jobs row sending it now; a resumed send gets a new one */
    jobId: bigint('job_id', { mode: 'number' }),
    error: text('error').notNull().default(''),
    createdBy: bigint('created_by', { mode: 'number' }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    ...versioned(),
  },
  (t) => [index('email_pushes_status_idx').on(t.status, t.id), index('email_pushes_schedule_idx').on(t.scheduleAt)],
);

/**
 * One row per (push, address): the exactly-once record of a push. `claimedBy` is the jobs row
 * that moved it to `sending`; only that job may record its outcome.
 */
export const emailPushRecipients = pgTable(
  'email_push_recipients',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    pushId: bigint('push_id', { mode: 'number' })
      .notNull()
      .references(() => emailPushes.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    language: text('language').notNull(),
    customerId: bigint('customer_id', { mode: 'number' }),
    supplierId: bigint('supplier_id', { mode: 'number' }),
    // the shared PUSH_RECIPIENT_STATES
    state: text('state', { enum: ['pending', 'sending', 'sent', 'bounced', 'failed', 'skipped'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    claimedBy: bigint('claimed_by', { mode: 'number' }),
    /** a temporary failure waits until then before its next attempt */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    response: text('response').notNull().default(''),
    messageId: text('message_id').notNull().default(''),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('email_push_recipients_address_key').on(t.pushId, sql`lower(${t.email})`),
    index('email_push_recipients_queue_idx').on(t.pushId, t.state, t.id),
    index('email_push_recipients_push_idx').on(t.pushId, t.id),
    index('email_push_recipients_email_idx').on(sql`lower(${t.email})`),
  ],
);

/** Addresses that unsubscribed (lower-cased): every later audience leaves them out. */
export const emailUnsubscribes = pgTable('email_unsubscribes', {
  email: text('email').primaryKey(),
  pushId: bigint('push_id', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
