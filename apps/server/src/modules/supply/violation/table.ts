import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Localized } from '@shop/shared';
import { admins, suppliers } from '../../../platform/identity/table.ts';
import { versioned } from '../../../platform/db/columns.ts';

/**
 * The violation catalogue: per type the points it costs, the ban days it brings, whether evidence
 * is required and an appeal allowed, and after how many days its points expire.
 */
export const violationTypes = pgTable(
  'violation_types',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    points: integer('points').notNull(),
    banDays: integer('ban_days').notNull().default(0),
    evidenceRequired: boolean('evidence_required').notNull().default(true),
    appealable: boolean('appealable').notNull().default(true),
    pointsExpireDays: integer('points_expire_days').notNull().default(365),
    enabled: boolean('enabled').notNull().default(true),
    ...versioned(),
  },
  (t) => [uniqueIndex('violation_types_code_key').on(sql`lower(${t.code})`)],
);

/**
 * The violation ledger, append-only: time, type, info, processing, points, ban days, evidence,
 * when the points expire. A granted appeal does not edit a line: it writes a reversal line
 * (`reverses_id`, negative points, no ban) and everything that followed is recomputed.
 */
export const supplierViolations = pgTable(
  'supplier_violations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    typeId: bigint('type_id', { mode: 'number' })
      .notNull()
      .references(() => violationTypes.id, { onDelete: 'restrict' }),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    info: text('info').notNull(),
    processing: text('processing').notNull().default(''),
    points: integer('points').notNull(),
    banDays: integer('ban_days').notNull().default(0),
    evidence: jsonb('evidence').$type<string[]>().notNull().default([]),
    pointsExpireAt: timestamp('points_expire_at', { withTimezone: true }).notNull(),
    reversesId: bigint('reverses_id', { mode: 'number' }),
    actorId: bigint('actor_id', { mode: 'number' }).references(() => admins.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('supplier_violations_supplier_idx').on(t.supplierId, t.occurredAt),
    uniqueIndex('supplier_violations_reverses_key').on(t.reversesId),
  ],
);

/** A supplier's appeal of one violation line: once per line, with evidence; decided by staff. */
export const violationAppeals = pgTable(
  'violation_appeals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    violationId: bigint('violation_id', { mode: 'number' })
      .notNull()
      .references(() => supplierViolations.id, { onDelete: 'cascade' }),
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    statement: text('statement').notNull(),
    evidence: jsonb('evidence').$type<string[]>().notNull().default([]),
    status: text('status', { enum: ['pending', 'granted', 'denied'] })
      .notNull()
      .default('pending'),
    decisionReason: text('decision_reason'),
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => admins.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    ...versioned(),
  },
  (t) => [
    uniqueIndex('violation_appeals_violation_key').on(t.violationId),
    index('violation_appeals_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * Marks: staff rate a supplier 1–5 for one order or for a period (`YYYY-MM`), with a comment.
 * One mark per supplier and order, and per supplier and period.
 */
export const supplierMarks = pgTable(
  'supplier_marks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    orderId: bigint('order_id', { mode: 'number' }),
    period: text('period'),
    mark: integer('mark').notNull(),
    comment: text('comment').notNull().default(''),
    actorId: bigint('actor_id', { mode: 'number' }).references(() => admins.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    ...versioned(),
  },
  (t) => [
    uniqueIndex('supplier_marks_order_key')
      .on(t.supplierId, t.orderId)
      .where(sql`${t.orderId} is not null`),
    uniqueIndex('supplier_marks_period_key')
      .on(t.supplierId, t.period)
      .where(sql`${t.period} is not null`),
    index('supplier_marks_supplier_idx').on(t.supplierId, t.createdAt),
  ],
);

/**
 * The sanction ladder, one row: thresholds of active points and the sanction each brings
 * (`warning`, `bid_ban`, `ban`, `suspension` with its days). Saved whole, versioned.
 */
export const violationLadders = pgTable('violation_ladders', {
  id: integer('id').primaryKey(),
  steps: jsonb('steps')
    .$type<{ points: number; sanction: 'warning' | 'bid_ban' | 'ban' | 'suspension'; days: number }[]>()
    .notNull()
    .default([]),
  ...versioned(),
});

/**
 * Sanctions of the ladder a supplier reached: which threshold, by which ledger line, until when.
 * A ban or suspension also moved the supplier through the lifecycle; a bid ban lives here only
 * (the rights service reads it with `activeBidBan`). A granted appeal re-derives them: one whose
 * threshold is no longer reached is lifted (`lifted_at`), one reached later moves to that line.
 */
export const supplierSanctions = pgTable(
  'supplier_sanctions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    violationId: bigint('violation_id', { mode: 'number' })
      .notNull()
      .references(() => supplierViolations.id, { onDelete: 'cascade' }),
    threshold: integer('threshold').notNull(),
    sanction: text('sanction', { enum: ['warning', 'bid_ban', 'ban', 'suspension'] }).notNull(),
    days: integer('days').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** null: until staff act (a suspension without days) or nothing to end (a warning) */
    until: timestamp('until', { withTimezone: true }),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    liftReason: text('lift_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('supplier_sanctions_supplier_idx').on(t.supplierId, t.sanction, t.until)],
);
