import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { admins, suppliers } from '../../../platform/identity/table.ts';
import { versioned } from '../../../platform/db/columns.ts';
import { products } from '../../catalog/product/table.ts';
import { warehouses } from '../../setting/warehouse/table.ts';

/**
 * The supply-and-demand board: what the platform needs (a catalog product or a specification),
 * how many, the target unit price (minor units of the default currency), the deadline and the
 * warehouse the goods go to. `open` takes answers; `tendering` became a tender; `closed`.
 */
export const supplyDemands = pgTable(
  'supply_demands',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    productId: bigint('product_id', { mode: 'number' }).references(() => products.id, { onDelete: 'set null' }),
    spec: text('spec').notNull().default(''),
    quantity: integer('quantity').notNull(),
    targetPrice: bigint('target_price', { mode: 'number' }),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    warehouseId: bigint('warehouse_id', { mode: 'number' })
      .notNull()
      .references(() => warehouses.id),
    status: text('status', { enum: ['open', 'tendering', 'closed'] })
      .notNull()
      .default('open'),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => admins.id, { onDelete: 'set null' }),
    ...versioned(),
  },
  (t) => [index('supply_demands_status_idx').on(t.status, t.id)],
);

/** A supplier's answer to a post (one per supplier and post): price indication, quantity, lead time. */
export const supplyDemandResponses = pgTable(
  'supply_demand_responses',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    demandId: bigint('demand_id', { mode: 'number' })
      .notNull()
      .references(() => supplyDemands.id, { onDelete: 'cascade' }),
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    price: bigint('price', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    leadDays: integer('lead_days').notNull(),
    note: text('note').notNull().default(''),
    status: text('status', { enum: ['active', 'withdrawn'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('supply_demand_responses_key').on(t.demandId, t.supplierId),
    index('supply_demand_responses_supplier_idx').on(t.supplierId, t.id),
  ],
);

/**
 * Tenders: made of a demand post, with a deadline, a minimum level, the scoring weights (sum 100).
 * `open` takes sealed bids until the deadline; `opened` (who and when recorded) shows the
 * verified terms; `awarded` names one bid and a reason; `cancelled` leaves the bids sealed.
 */
export const supplyTenders = pgTable(
  'supply_tenders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    demandId: bigint('demand_id', { mode: 'number' }).references(() => supplyDemands.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    spec: text('spec').notNull().default(''),
    quantity: integer('quantity').notNull(),
    warehouseId: bigint('warehouse_id', { mode: 'number' })
      .notNull()
      .references(() => warehouses.id),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    minLevelRank: integer('min_level_rank'),
    weights: jsonb('weights').$type<{ price: number; delivery: number; score: number; level: number }>().notNull(),
    status: text('status', { enum: ['open', 'opened', 'awarded', 'cancelled'] })
      .notNull()
      .default('open'),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    openedBy: text('opened_by'),
    awardBidId: bigint('award_bid_id', { mode: 'number' }),
    awardReason: text('award_reason'),
    awardedAt: timestamp('awarded_at', { withTimezone: true }),
    awardedBy: text('awarded_by'),
    cancelReason: text('cancel_reason'),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => admins.id, { onDelete: 'set null' }),
    ...versioned(),
  },
  (t) => [
    index('supply_tenders_status_idx').on(t.status, t.id),
    uniqueIndex('supply_tenders_demand_key')
      .on(t.demandId)
      .where(sql`${t.status} <> 'cancelled'`),
  ],
);

/** The suppliers a tender invites (eligible when invited; checked again at bid time). */
export const supplyTenderInvitations = pgTable(
  'supply_tender_invitations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenderId: bigint('tender_id', { mode: 'number' })
      .notNull()
      .references(() => supplyTenders.id, { onDelete: 'cascade' }),
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('supply_tender_invitations_key').on(t.tenderId, t.supplierId),
    index('supply_tender_invitations_supplier_idx').on(t.supplierId, t.id),
  ],
);

/**
 * Bids, one per invitation. Until opening the terms exist only in `sealed` (the secret box's
 * AES-GCM of the canonical terms and the salt, bound to `bid:<id>`); `receipt` is the SHA-256 the
 * bidder was given. Opening writes the verified terms into the plain columns (a bid that does not
 * open or whose receipt does not match is `tampered`, its plain columns left empty), with the
 * supplier's score and level of that moment.
 */
export const supplyTenderBids = pgTable(
  'supply_tender_bids',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenderId: bigint('tender_id', { mode: 'number' })
      .notNull()
      .references(() => supplyTenders.id, { onDelete: 'cascade' }),
    invitationId: bigint('invitation_id', { mode: 'number' })
      .notNull()
      .references(() => supplyTenderInvitations.id, { onDelete: 'cascade' }),
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['sealed', 'withdrawn', 'valid', 'tampered'] })
      .notNull()
      .default('sealed'),
    sealed: text('sealed'),
    receipt: text('receipt').notNull().default(''),
    /** the n-th submission of this invitation: names its bid-slot use (`tender:<id>:<n>`) */
    revision: integer('revision').notNull().default(1),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    salt: text('salt'),
    price: bigint('price', { mode: 'number' }),
    leadDays: integer('lead_days'),
    quantity: integer('quantity'),
    note: text('note'),
    supplierScore: integer('supplier_score'),
    levelRank: integer('level_rank'),
    levelName: text('level_name'),
  },
  (t) => [
    uniqueIndex('supply_tender_bids_invitation_key').on(t.invitationId),
    index('supply_tender_bids_tender_idx').on(t.tenderId),
    index('supply_tender_bids_supplier_idx').on(t.supplierId, t.id),
  ],
);
