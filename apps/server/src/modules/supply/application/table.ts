import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { admins, suppliers } from '../../../platform/identity/table.ts';
import { versioned } from '../../../platform/db/columns.ts';

/** One document of an application: the uploaded file's handle, its number and expiry. */
export interface StoredApplicationDocument {
  file: string;
  number: string;
  expiresOn: string;
}

/** One item's decision in a round. */
export interface StoredDecision {
  item: string;
  ok: boolean;
  reasonCode: string | null;
  note: string;
}

/**
 * An application to become a supplier: made on the public form, followed by its applicant with
 * the reference and a token (only its hash is kept), reviewed field by field in rounds. `values`
 * and `documents` are the current ones (every round's own submission is kept in the rounds);
 * `submitted_at` is when the current round was submitted (the queue's age). On approval the
 * supplier and its first user are created (`supplier_id`, `admin_id`) and a one-time activation
 * key (hash, expiry, use) lets the applicant set the password.
 */
export const supplierApplications = pgTable(
  'supplier_applications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    reference: text('reference').notNull(),
    email: text('email').notNull(),
    /** the user name the applicant asked for ('' = derived from the enterprise name on approval) */
    username: text('username').notNull().default(''),
    /** the applicant's language, for the e-mails */
    lang: text('lang').notNull().default('en'),
    accessTokenHash: text('access_token_hash').notNull(),
    /** the same token sealed with the server's secret key (services.secrets), for the later e-mails' links */
    accessTokenSealed: text('access_token_sealed'),
    status: text('status', { enum: ['pending', 'failed', 'passed'] })
      .notNull()
      .default('pending'),
    round: integer('round').notNull().default(1),
    values: jsonb('values').$type<Record<string, string>>().notNull(),
    documents: jsonb('documents').$type<Record<string, StoredApplicationDocument>>().notNull().default({}),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    supplierId: bigint('supplier_id', { mode: 'number' }).references(() => suppliers.id, { onDelete: 'set null' }),
    adminId: bigint('admin_id', { mode: 'number' }).references(() => admins.id, { onDelete: 'set null' }),
    activationTokenHash: text('activation_token_hash'),
    activationExpiresAt: timestamp('activation_expires_at', { withTimezone: true }),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    ...versioned(),
  },
  (t) => [
    uniqueIndex('supplier_applications_reference_key').on(t.reference),
    index('supplier_applications_status_idx').on(t.status, t.submittedAt),
    index('supplier_applications_tax_id_idx').on(sql`lower(${t.values}->>'taxId')`),
  ],
);

/** Every round of an application: what was submitted in it and, once decided, each item's decision. */
export const supplierApplicationRounds = pgTable(
  'supplier_application_rounds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    applicationId: bigint('application_id', { mode: 'number' })
      .notNull()
      .references(() => supplierApplications.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    items: jsonb('items').$type<string[]>().notNull(),
    values: jsonb('values').$type<Record<string, string>>().notNull(),
    documents: jsonb('documents').$type<Record<string, StoredApplicationDocument>>().notNull().default({}),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    decisions: jsonb('decisions').$type<StoredDecision[]>(),
    decidedById: bigint('decided_by_id', { mode: 'number' }).references(() => admins.id, { onDelete: 'set null' }),
    decidedByName: text('decided_by_name'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('supplier_application_rounds_key').on(t.applicationId, t.round)],
);

/**
 * The files applicants upload, kept outside the public /files folder: reached only through the
 * review screen or the applicant's token. `handle` is the unguessable name the form sends; once
 * an application uses it (`application_id`) no other application can.
 */
export const supplierApplicationFiles = pgTable(
  'supplier_application_files',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    handle: text('handle').notNull(),
    applicationId: bigint('application_id', { mode: 'number' }).references(() => supplierApplications.id, {
      onDelete: 'cascade',
    }),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    bytes: integer('bytes').notNull(),
    /** the file's name in the data folder */
    stored: text('stored').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('supplier_application_files_handle_key').on(t.handle),
    index('supplier_application_files_application_idx').on(t.applicationId),
  ],
);

export type ApplicationRecord = typeof supplierApplications.$inferSelect;
export type ApplicationRoundRecord = typeof supplierApplicationRounds.$inferSelect;
export type ApplicationFileRecord = typeof supplierApplicationFiles.$inferSelect;
