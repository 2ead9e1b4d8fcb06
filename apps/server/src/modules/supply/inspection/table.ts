import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { admins, suppliers } from '../../../platform/identity/table.ts';
import { versioned } from '../../../platform/db/columns.ts';
import { categories } from '../../catalog/category/table.ts';
import { products } from '../../catalog/product/table.ts';
import { warehouses } from '../../setting/warehouse/table.ts';

/** One check of a control point: pass or fail, a measurement with target and tolerance, or a photo. */
export interface CheckDef {
  key: string;
  label: string;
  kind: 'pass_fail' | 'measure' | 'photo';
  target?: number | null;
  tolerance?: number | null;
  unit?: string;
}

/** What the inspector found for one check. */
export interface CheckResult {
  key: string;
  passed: boolean;
  value?: number | null;
  photos?: string[];
  note?: string;
}

/**
 * Control points: what is inspected when a supplier's goods of a product (or of a category) are
 * received at a platform warehouse, how often (every lot, a random percentage, once every N days)
 * and which checks; a failed lot costs the supplier `chargeback` (minor units of the default currency).
 */
export const inspectionControlPoints = pgTable(
  'inspection_control_points',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    productId: bigint('product_id', { mode: 'number' }).references(() => products.id, { onDelete: 'cascade' }),
    categoryId: bigint('category_id', { mode: 'number' }).references(() => categories.id, { onDelete: 'cascade' }),
    trigger: text('trigger', { enum: ['received'] })
      .notNull()
      .default('received'),
    frequency: text('frequency', { enum: ['every_lot', 'random', 'periodic'] }).notNull(),
    percent: integer('percent').notNull().default(100),
    periodDays: integer('period_days').notNull().default(30),
    checks: jsonb('checks').$type<CheckDef[]>().notNull().default([]),
    chargeback: bigint('chargeback', { mode: 'number' }).notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    ...versioned(),
  },
  (t) => [
    index('inspection_control_points_product_idx').on(t.productId),
    index('inspection_control_points_category_idx').on(t.categoryId),
  ],
);

/** Staff's choice of the sampling stage for one supplier on one control point, with the reason (audited). */
export const inspectionOverrides = pgTable(
  'inspection_overrides',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    controlPointId: bigint('control_point_id', { mode: 'number' })
      .notNull()
      .references(() => inspectionControlPoints.id, { onDelete: 'cascade' }),
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    stage: text('stage', { enum: ['reduced', 'normal', 'tightened'] }).notNull(),
    reason: text('reason').notNull(),
    actorName: text('actor_name').notNull(),
    ...versioned(),
  },
  (t) => [uniqueIndex('inspection_overrides_point_supplier_key').on(t.controlPointId, t.supplierId)],
);

/**
 * Inspections of a supplier's lot: opened when goods are received (the control point asked for
 * it) or requested by the supplier (a slot of its level). under_inspection → approved (the lot
 * goes to stock) or failed (a violation drafted for review, a chargeback line); a request not yet
 * inspected may be cancelled (its slot given back).
 */
export const inspections = pgTable(
  'inspections',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    controlPointId: bigint('control_point_id', { mode: 'number' }).references(() => inspectionControlPoints.id, {
      onDelete: 'set null',
    }),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: bigint('variant_id', { mode: 'number' }),
    warehouseId: bigint('warehouse_id', { mode: 'number' })
      .notNull()
      .references(() => warehouses.id),
    shipmentId: bigint('shipment_id', { mode: 'number' }),
    lot: text('lot').notNull(),
    quantity: integer('quantity').notNull(),
    origin: text('origin', { enum: ['received', 'request'] }).notNull(),
    state: text('state', { enum: ['under_inspection', 'approved', 'failed', 'cancelled'] })
      .notNull()
      .default('under_inspection'),
    /** the sampling stage in force when it was opened, and why (history or a staff override) */
    stage: text('stage', { enum: ['reduced', 'normal', 'tightened'] })
      .notNull()
      .default('normal'),
    stageReason: text('stage_reason').notNull().default(''),
    checks: jsonb('checks').$type<CheckDef[]>().notNull().default([]),
    results: jsonb('results').$type<CheckResult[]>().notNull().default([]),
    chargeback: bigint('chargeback', { mode: 'number' }).notNull().default(0),
    note: text('note').notNull().default(''),
    inspectorId: bigint('inspector_id', { mode: 'number' }).references(() => admins.id, { onDelete: 'set null' }),
    inspectorName: text('inspector_name'),
    inspectedAt: timestamp('inspected_at', { withTimezone: true }),
    /** a failed lot's violation for staff review: pending, then confirmed (violationId) or dismissed */
    draftState: text('draft_state', { enum: ['none', 'pending', 'confirmed', 'dismissed'] })
      .notNull()
      .default('none'),
    violationId: bigint('violation_id', { mode: 'number' }),
    ...versioned(),
  },
  (t) => [
    index('inspections_supplier_idx').on(t.supplierId, t.id),
    index('inspections_state_idx').on(t.state, t.id),
    index('inspections_history_idx')
      .on(t.controlPointId, t.supplierId, t.inspectedAt)
      .where(sql`${t.state} in ('approved', 'failed')`),
  ],
);
