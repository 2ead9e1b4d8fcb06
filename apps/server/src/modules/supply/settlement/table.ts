import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { admins, suppliers } from '../../../platform/identity/table.ts';
import { versioned } from '../../../platform/db/columns.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * Commission rates over the group's (supplier_groups.commission_rate) and the settings' default:
 * per supplier level or per product category, in basis points. Precedence: category > level >
 * group > default.
 */
export const supplierCommissionRates = pgTable(
  'supplier_commission_rates',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // the shared COMMISSION_SCOPES (written out: drizzle-kit reads this file on its own)
    scope: text('scope', { enum: ['level', 'category'] }).notNull(),
    scopeId: bigint('scope_id', { mode: 'number' }).notNull(),
    rateBp: integer('rate_bp').notNull(),
    ...versioned(),
  },
  (t) => [uniqueIndex('supplier_commission_rates_scope_key').on(t.scope, t.scopeId)],
);

/**
 * The suppliers' earnings ledger, append-only (a trigger refuses UPDATE and DELETE): an earning
 * per supplier order part delivered (net of commission, the rate it used), reversals, penalties,
 * chargebacks, promotion cost shares, withdrawals and returned withdrawals. Signed minor units of
 * the base currency. `(kind, ref)` is unique: a retried job or link call writes nothing more.
 */
export const supplierLedger = pgTable(
  'supplier_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id, { onDelete: 'restrict' }),
    // the shared LEDGER_KINDS (written out)
    kind: text('kind', {
      enum: ['earning', 'reversal', 'penalty', 'chargeback', 'promotion_share', 'withdrawal', 'withdrawal_return'],
    }).notNull(),
    ref: text('ref').notNull(),
    orderId: bigint('order_id', { mode: 'number' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** goods value of an earning (before commission), its commission and the rate it used */
    gross: bigint('gross', { mode: 'number' }).notNull().default(0),
    commission: bigint('commission', { mode: 'number' }).notNull().default(0),
    rateBp: integer('rate_bp'),
    currency: text('currency').notNull(),
    note: text('note').notNull().default(''),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('supplier_ledger_kind_ref_key').on(t.kind, t.ref),
    index('supplier_ledger_supplier_idx').on(t.supplierId, t.id),
    index('supplier_ledger_occurred_idx').on(t.supplierId, t.occurredAt),
  ],
);

/**
 * Settlement batches: per supplier and billing cycle (`period`, e.g. 2025-05), the ledger lines
 * they settle (supplier_settlement_lines), to_be_settled → settled with a voucher (a bank
 * reference and/or a file) whose amount equals the total.
 */
export const supplierSettlements = pgTable(
  'supplier_settlements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id, { onDelete: 'restrict' }),
    period: text('period').notNull(),
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    // the shared SETTLEMENT_STATUSES (written out)
    status: text('status', { enum: ['to_be_settled', 'settled'] })
      .notNull()
      .default('to_be_settled'),
    total: bigint('total', { mode: 'number' }).notNull().default(0),
    lineCount: integer('line_count').notNull().default(0),
    currency: text('currency').notNull(),
    voucherRef: text('voucher_ref').notNull().default(''),
    voucherAmount: bigint('voucher_amount', { mode: 'number' }),
    /** the uploaded voucher picture (a stored file, /files/…); '' when the voucher is a bank reference only */
    voucherFile: text('voucher_file').notNull().default(''),
    voucherName: text('voucher_name'),
    voucherMime: text('voucher_mime'),
    voucherContent: bytea('voucher_content'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    settledBy: bigint('settled_by', { mode: 'number' }).references(() => admins.id, { onDelete: 'set null' }),
    settledByName: text('settled_by_name'),
    ...versioned(),
  },
  (t) => [
    uniqueIndex('supplier_settlements_period_key').on(t.supplierId, t.period),
    index('supplier_settlements_status_idx').on(t.status, t.id),
    index('supplier_settlements_list_idx').on(t.period, t.id),
  ],
);

/** The ledger lines a batch settles: a line belongs to at most one batch (its id is the key). */
export const supplierSettlementLines = pgTable(
  'supplier_settlement_lines',
  {
    ledgerId: bigint('ledger_id', { mode: 'number' })
      .notNull()
      .references(() => supplierLedger.id, { onDelete: 'restrict' }),
    settlementId: bigint('settlement_id', { mode: 'number' })
      .notNull()
      .references(() => supplierSettlements.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.ledgerId] }), index('supplier_settlement_lines_batch_idx').on(t.settlementId)],
);

/**
 * A supplier's balance, kept with every ledger line in the same transaction: `pending` sums the
 * lines not in a settled batch (withdrawals aside), `available` the settled ones and the
 * withdrawals. `dispute` holds payouts while a dispute is open (empty: none).
 */
export const supplierBalances = pgTable('supplier_balances', {
  supplierId: bigint('supplier_id', { mode: 'number' })
    .primaryKey()
    .references(() => suppliers.id, { onDelete: 'restrict' }),
  pending: bigint('pending', { mode: 'number' }).notNull().default(0),
  available: bigint('available', { mode: 'number' }).notNull().default(0),
  dispute: text('dispute').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Withdrawals a supplier requests from its available balance: reserved at once, then audited by staff. */
export const supplierWithdrawals = pgTable(
  'supplier_withdrawals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id, { onDelete: 'restrict' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    // the shared WITHDRAWAL_STATUSES (written out)
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    note: text('note').notNull().default(''),
    reviewerId: bigint('reviewer_id', { mode: 'number' }).references(() => admins.id, { onDelete: 'set null' }),
    reviewerName: text('reviewer_name'),
    reason: text('reason').notNull().default(''),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    ...versioned(),
  },
  (t) => [
    index('supplier_withdrawals_supplier_idx').on(t.supplierId, t.id),
    index('supplier_withdrawals_status_idx')
      .on(t.status, t.id)
      .where(sql`${t.status} = 'pending'`),
  ],
);
