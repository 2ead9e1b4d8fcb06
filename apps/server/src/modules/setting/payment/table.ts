import { sql } from 'drizzle-orm';
import { bigint, boolean, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Localized } from '@shop/shared';
import { versioned } from '../../../platform/db/columns.ts';

/** A credential as stored: its name and its value sealed by the secret box (`v1:<iv>:<tag>:<data>`). */
export interface StoredCredential {
  key: string;
  sealed: string;
}

/**
 * Payment methods, managed on the settings /payment screen. `builtIn` names the two every store
 * has (bank transfer, cash on delivery: never deleted); `instructions` is the text shown to the
 * customer (a transfer's bank account), per language. The fee is minor units of the base currency
 * (fixed) or basis points (percent); `countries` empty means everywhere. Credentials are stored
 * sealed and never leave the server.
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // the shared PAYMENT_BUILT_INS and PAYMENT_FEE_TYPES (written out: drizzle-kit reads this file on its own)
    builtIn: text('built_in', { enum: ['bank_transfer', 'cash_on_delivery'] }),
    name: jsonb('name').$type<Localized>().notNull(),
    instructions: jsonb('instructions').$type<Localized>().notNull().default({ 'zh-CN': '', en: '', es: '', ja: '' }),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    feeType: text('fee_type', { enum: ['fixed', 'percent'] })
      .notNull()
      .default('fixed'),
    fee: bigint('fee', { mode: 'number' }).notNull().default(0),
    countries: text('countries')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    credentials: jsonb('credentials').$type<StoredCredential[]>().notNull().default([]),
    ...versioned(),
  },
  (t) => [uniqueIndex('payment_methods_built_in_key').on(t.builtIn)],
);
