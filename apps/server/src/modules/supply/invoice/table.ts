import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  pgTable,
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
 * Invoice files uploaded by supplier users (PDF, JPG or PNG, decided by their bytes), kept in the
 * database: they are private to the supplier and the reviewers, never served as public files. An
 * upload no invoice names is removed after a day.
 */
export const supplierInvoiceFiles = pgTable(
  'supplier_invoice_files',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mime: text('mime', { enum: ['application/pdf', 'image/jpeg', 'image/png'] }).notNull(),
    bytes: integer('bytes').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('supplier_invoice_files_supplier_idx').on(t.supplierId, t.id)],
);

/**
 * Invoices suppliers issue to the platform, for a period (YYYY-MM) or, later, a settlement: an
 * uploaded file or an e-invoice link (exactly one), the number (`number_key` is it without case
 * and spaces: one pending or approved invoice per number and supplier), the amount in minor units
 * of the store's base currency, the issue date. `expected_amount` is the supplier's settled amount
 * of the period when it was last computed (submission, decision); `amount_off` says it differs
 * beyond the tolerance.
 */
export const supplierInvoices = pgTable(
  'supplier_invoices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    period: text('period'),
    settlementId: bigint('settlement_id', { mode: 'number' }),
    number: text('number').notNull(),
    numberKey: text('number_key').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    fileId: bigint('file_id', { mode: 'number' }).references(() => supplierInvoiceFiles.id, { onDelete: 'restrict' }),
    link: text('link'),
    // the shared INVOICE_STATUSES (written out: drizzle-kit reads this file on its own)
    status: text('status', { enum: ['pending', 'approved', 'rejected', 'withdrawn'] })
      .notNull()
      .default('pending'),
    expectedAmount: bigint('expected_amount', { mode: 'number' }),
    amountOff: boolean('amount_off').notNull().default(false),
    reviewerId: bigint('reviewer_id', { mode: 'number' }).references(() => admins.id, { onDelete: 'set null' }),
    reviewerName: text('reviewer_name'),
    reason: text('reason').notNull().default(''),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    ...versioned(),
  },
  (t) => [
    index('supplier_invoices_supplier_idx').on(t.supplierId, t.id),
    index('supplier_invoices_status_idx').on(t.status, t.id),
    index('supplier_invoices_period_idx').on(t.period, t.id),
    index('supplier_invoices_file_idx').on(t.fileId),
    uniqueIndex('supplier_invoices_number_key')
      .on(t.supplierId, t.numberKey)
      .where(sql`${t.status} in ('pending', 'approved')`),
  ],
);
