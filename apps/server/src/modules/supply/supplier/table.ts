import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { admins, suppliers } from '../../../platform/identity/table.ts';
import { versioned } from '../../../platform/db/columns.ts';
import { supplierGroups, supplierLevels } from '../level/table.ts';

/** A contact person of a supplier. */
export interface SupplierContact {
  name: string;
  role: string;
  phone: string;
  email: string;
}

/** What the supplier's invoices to the platform are made out with. */
export interface SupplierInvoiceInfo {
  title: string;
  taxId: string;
  address: string;
  phone: string;
  bankName: string;
  bankAccount: string;
}

/**
 * A supplier's profile, one row per supplier: the enterprise (name, registration number, tax id,
 * address, licence and its expiry), legal person, operator, contacts, invoice information and the
 * bank account settlements are paid to (changed only through an audited bank change), its level
 * and group. The columns duplicate detection (duplicate-repository.ts) compares (tax id, legal person id, bank account,
 * contact phone) are indexed.
 */
export const supplierProfiles = pgTable(
  'supplier_profiles',
  {
    supplierId: bigint('supplier_id', { mode: 'number' })
      .primaryKey()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    enterpriseName: text('enterprise_name').notNull(),
    registrationNumber: text('registration_number').notNull(),
    taxId: text('tax_id').notNull(),
    address: text('address').notNull(),
    licenceNumber: text('licence_number').notNull(),
    licenceExpiresOn: date('licence_expires_on', { mode: 'string' }),
    legalPersonName: text('legal_person_name').notNull(),
    legalPersonIdNumber: text('legal_person_id_number').notNull(),
    operatorName: text('operator_name').notNull(),
    operatorPhone: text('operator_phone').notNull(),
    operatorEmail: text('operator_email').notNull(),
    /** the main contact phone (duplicate detection); more contacts below */
    contactPhone: text('contact_phone').notNull(),
    contacts: jsonb('contacts').$type<SupplierContact[]>().notNull().default([]),
    invoiceInfo: jsonb('invoice_info')
      .$type<SupplierInvoiceInfo>()
      .notNull()
      .default({ title: '', taxId: '', address: '', phone: '', bankName: '', bankAccount: '' }),
    bankName: text('bank_name').notNull().default(''),
    bankBranch: text('bank_branch').notNull().default(''),
    bankAccountName: text('bank_account_name').notNull().default(''),
    bankAccountNumber: text('bank_account_number').notNull().default(''),
    levelId: bigint('level_id', { mode: 'number' }).references(() => supplierLevels.id, { onDelete: 'restrict' }),
    /** a level set by hand over the scorecard's, with its reason; null = the scorecard decides */
    levelOverrideId: bigint('level_override_id', { mode: 'number' }).references(() => supplierLevels.id, {
      onDelete: 'set null',
    }),
    levelOverrideReason: text('level_override_reason'),
    groupId: bigint('group_id', { mode: 'number' }).references(() => supplierGroups.id, { onDelete: 'set null' }),
    ...versioned(),
  },
  (t) => [
    index('supplier_profiles_tax_id_idx').on(sql`lower(${t.taxId})`),
    index('supplier_profiles_legal_person_idx').on(sql`lower(${t.legalPersonIdNumber})`),
    index('supplier_profiles_bank_account_idx').on(t.bankAccountNumber),
    index('supplier_profiles_contact_phone_idx').on(t.contactPhone),
    index('supplier_profiles_level_idx').on(t.levelId),
    index('supplier_profiles_group_idx').on(t.groupId),
  ],
);

/**
 * A supplier's documents (the shared ONBOARDING_DOCUMENTS kinds): the file, its number and expiry.
 * A document replaced through a profile edit keeps its old row (`replaced_at`); the current one
 * of a kind has none.
 */
export const supplierDocuments = pgTable(
  'supplier_documents',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    file: text('file').notNull(),
    /** the file's type as its content says (application/pdf, image/jpeg, image/png) */
    mime: text('mime').notNull().default(''),
    number: text('number').notNull().default(''),
    expiresOn: date('expires_on', { mode: 'string' }),
    /** the day the last expiry warning went out, so a warning is sent once per step */
    warnedOn: date('warned_on', { mode: 'string' }),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    ...versioned(),
  },
  (t) => [
    index('supplier_documents_supplier_idx').on(t.supplierId, t.kind),
    index('supplier_documents_expiry_idx')
      .on(t.expiresOn)
      .where(sql`${t.replacedAt} is null`),
  ],
);

/**
 * A supplier's trail, append-only: every lifecycle action (the shared SUPPLIER_ACTIONS, plus
 * `created`, `activated`, `level_changed`, `profile_changed`, `viewed_as` ...) with the states
 * before and after, the reason (and reason code), until when, and who did it (null = the system).
 */
export const supplierEvents = pgTable(
  'supplier_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    fromState: text('from_state'),
    toState: text('to_state'),
    reasonCode: text('reason_code'),
    reason: text('reason').notNull().default(''),
    until: timestamp('until', { withTimezone: true }),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    actorId: bigint('actor_id', { mode: 'number' }).references(() => admins.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('supplier_events_supplier_idx').on(t.supplierId, t.id)],
);

/** One item of a profile change: the value before and the one proposed. */
export interface ChangeItem {
  before: unknown;
  after: unknown;
}

/**
 * A supplier's own profile edit waiting for re-audit: only the changed items (enterprise fields,
 * contacts, invoice information, replaced documents as `doc:<kind>`), the duplicates their values
 * share with other suppliers, the decision and its reason. At most one pending per supplier (a
 * partial unique index); `round` counts the supplier's changes.
 */
export const supplierProfileChanges = pgTable(
  'supplier_profile_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    items: jsonb('items').$type<Record<string, ChangeItem>>().notNull(),
    duplicates: jsonb('duplicates')
      .$type<{ supplierId: number; supplierName: string; field: string }[]>()
      .notNull()
      .default([]),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    round: integer('round').notNull().default(1),
    reason: text('reason').notNull().default(''),
    submittedBy: bigint('submitted_by', { mode: 'number' }).references(() => admins.id, { onDelete: 'set null' }),
    submittedByName: text('submitted_by_name').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => admins.id, { onDelete: 'set null' }),
    decidedByName: text('decided_by_name'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('supplier_profile_changes_supplier_idx').on(t.supplierId, t.id),
    uniqueIndex('supplier_profile_changes_pending_key')
      .on(t.supplierId)
      .where(sql`${t.status} = 'pending'`),
    index('supplier_profile_changes_pending_idx')
      .on(t.submittedAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
