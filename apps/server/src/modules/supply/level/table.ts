import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { admins, suppliers } from '../../../platform/identity/table.ts';
import { versioned } from '../../../platform/db/columns.ts';

/**
 * Supplier levels and their rights: inspection slots, order cap and bid quota per month (0 = none;
 * null = unlimited), priority (higher first in queues and tenders) and dedicated service. `rank`
 * orders the levels (1 = lowest); a step down is the next lower rank.
 */
export const supplierLevels = pgTable(
  'supplier_levels',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    rank: integer('rank').notNull(),
    inspectionSlots: integer('inspection_slots'),
    orderCap: integer('order_cap'),
    bidQuota: integer('bid_quota'),
    priority: integer('priority').notNull().default(0),
    dedicatedService: boolean('dedicated_service').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    ...versioned(),
  },
  (t) => [
    uniqueIndex('supplier_levels_name_key').on(sql`lower(${t.name})`),
    uniqueIndex('supplier_levels_rank_key').on(t.rank),
  ],
);

/**
 * Supplier groups: members (supplier_profiles.group_id) and defaults over Settings > suppliers
 * (commission in basis points, settlement cycle); null = the settings' default.
 */
export const supplierGroups = pgTable(
  'supplier_groups',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    commissionRate: integer('commission_rate'),
    // the shared SETTLEMENT_CYCLES (written out: drizzle-kit reads this file on its own)
    settlementCycle: text('settlement_cycle', { enum: ['weekly', 'semimonthly', 'monthly'] }),
    enabled: boolean('enabled').notNull().default(true),
    ...versioned(),
  },
  (t) => [uniqueIndex('supplier_groups_name_key').on(sql`lower(${t.name})`)],
);

/**
 * The quota ledger, append-only: per supplier, right (`inspection`, `order`, `bid`) and period
 * (`YYYY-MM`), what was granted, used, expired, frozen and released again. What is left is the
 * sum with signs (granted + released − used − expired − frozen); `ref` names what a line is for
 * (`tender:12`, `inspection:40`, `licence_expired`).
 */
export const supplierQuotaLedger = pgTable(
  'supplier_quota_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    right: text('right', { enum: ['inspection', 'order', 'bid'] }).notNull(),
    period: text('period').notNull(),
    kind: text('kind', { enum: ['granted', 'used', 'expired', 'frozen', 'released'] }).notNull(),
    amount: integer('amount').notNull(),
    ref: text('ref').notNull().default(''),
    actorId: bigint('actor_id', { mode: 'number' }).references(() => admins.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('supplier_quota_ledger_supplier_idx').on(t.supplierId, t.right, t.period)],
);

/** The parts of a score, each 0–100 (null = no data in the window). */
export interface ScoreComponents {
  onTime: number | null;
  reviews: number | null;
  violations: number | null;
  marks: number | null;
  response: number | null;
  /** absent in scores computed before the criterion existed */
  inspections?: number | null;
}

/**
 * Scorecards: one row per supplier and period (`YYYY-MM`), written by the scheduled job (or a
 * recomputation after an appeal): the weighted score (null = N/A, fewer orders than the minimum),
 * its components, the order count, the band's level it gives. A manual override keeps the
 * computed score and records the score set by hand with its reason.
 */
export const supplierScores = pgTable(
  'supplier_scores',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    score: integer('score'),
    components: jsonb('components').$type<ScoreComponents>().notNull(),
    orders: integer('orders').notNull().default(0),
    levelId: bigint('level_id', { mode: 'number' }).references(() => supplierLevels.id, { onDelete: 'set null' }),
    overrideScore: integer('override_score'),
    overrideReason: text('override_reason'),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('supplier_scores_supplier_period_key').on(t.supplierId, t.period)],
);

/** A standing band: a score range [min, max] and the level it sets, with what it blocks or warns. */
export interface StandingBand {
  min: number;
  max: number;
  levelId: number;
  /** actions blocked in this band: `bid`, `inspection`, `flash_sale`, `new_product` */
  blocks: string[];
  /** a warning shown to the supplier and the reviewers */
  warn: boolean;
}

/**
 * Sets of standing bands: drafts and published ones (the newest published is in force). Bands of
 * a set cover 0–100 without overlap; publishing is recorded with who and when.
 */
export const supplierBandSets = pgTable('supplier_band_sets', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  bands: jsonb('bands').$type<StandingBand[]>().notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  publishedBy: bigint('published_by', { mode: 'number' }).references(() => admins.id, { onDelete: 'set null' }),
  ...versioned(),
});
