import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { admins, suppliers } from '../../../platform/identity/table.ts';
import { versioned } from '../../../platform/db/columns.ts';

/** Another supplier whose current account had the requested number when it was submitted. */
export interface BankDuplicate {
  supplierId: number;
  supplierName: string;
}

/**
 * Requests to change the bank account a supplier's settlements are paid to (the current one is
 * in `supplier_profiles`; approval copies the request there). The holder name is compared at
 * submission with the legal person's and the enterprise's names, kept beside the result
 * (match, partial, no_match). One pending request per supplier (partial unique index). An
 * approved request's `hold_until` ends the payout hold of its cooling-off days.
 */
export const supplierBankChanges = pgTable(
  'supplier_bank_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    bankName: text('bank_name').notNull(),
    bankBranch: text('bank_branch').notNull().default(''),
    accountName: text('account_name').notNull(),
    /** normalised: no spaces or dashes, upper case */
    accountNumber: text('account_number').notNull(),
    // the shared BANK_CHANGE_STATUSES and NAME_MATCHES (written out: drizzle-kit reads this file on its own)
    status: text('status', { enum: ['pending', 'approved', 'rejected', 'withdrawn'] })
      .notNull()
      .default('pending'),
    legalPersonName: text('legal_person_name').notNull().default(''),
    legalPersonMatch: text('legal_person_match', { enum: ['match', 'partial', 'no_match'] }).notNull(),
    enterpriseName: text('enterprise_name').notNull().default(''),
    enterpriseMatch: text('enterprise_match', { enum: ['match', 'partial', 'no_match'] }).notNull(),
    duplicates: jsonb('duplicates').$type<BankDuplicate[]>().notNull().default([]),
    reviewerId: bigint('reviewer_id', { mode: 'number' }).references(() => admins.id, { onDelete: 'set null' }),
    reviewerName: text('reviewer_name'),
    reason: text('reason').notNull().default(''),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    holdUntil: timestamp('hold_until', { withTimezone: true }),
    ...versioned(),
  },
  (t) => [
    index('supplier_bank_changes_supplier_idx').on(t.supplierId, t.id),
    index('supplier_bank_changes_status_idx').on(t.status, t.id),
    uniqueIndex('supplier_bank_changes_one_pending_key')
      .on(t.supplierId)
      .where(sql`${t.status} = 'pending'`),
  ],
);
