import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Localized } from '@shop/shared';
import { admins } from '../../../platform/identity/table.ts';

/**
 * Agreements (settings /setting/agreement): every published version of the user agreement, the
 * supplier agreement and the privacy policy, never changed once written. Versions count up per
 * kind from 1; the highest is the current one. `content` is sanitized HTML per language.
 * `published_by_name` keeps who published it when the account is gone.
 */
export const agreements = pgTable(
  'agreements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // the shared AGREEMENT_KINDS (written out: drizzle-kit reads this file on its own)
    kind: text('kind', { enum: ['user', 'supplier', 'privacy'] }).notNull(),
    version: integer('version').notNull(),
    content: jsonb('content').$type<Localized>().notNull(),
    publishedBy: bigint('published_by', { mode: 'number' }).references(() => admins.id, { onDelete: 'set null' }),
    publishedByName: text('published_by_name').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('agreements_kind_version_key').on(t.kind, t.version)],
);

/** A supplier user's acceptance of one agreement version: once per version and account. */
export const agreementAcceptances = pgTable(
  'agreement_acceptances',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    agreementId: bigint('agreement_id', { mode: 'number' })
      .notNull()
      .references(() => agreements.id),
    adminId: bigint('admin_id', { mode: 'number' })
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip').notNull(),
  },
  (t) => [
    uniqueIndex('agreement_acceptances_agreement_admin_key').on(t.agreementId, t.adminId),
    index('agreement_acceptances_admin_idx').on(t.adminId),
  ],
);
