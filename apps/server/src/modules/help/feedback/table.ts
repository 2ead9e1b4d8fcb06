import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { versioned } from '../../../platform/db/columns.ts';
import { admins, suppliers } from '../../../platform/identity/table.ts';

/** Feedback sent by supplier users from the top bar; handled by platform staff on /feedback. */
export const feedback = pgTable(
  'feedback',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    adminId: bigint('admin_id', { mode: 'number' }).references(() => admins.id, { onDelete: 'set null' }),
    supplierId: bigint('supplier_id', { mode: 'number' }).references(() => suppliers.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    suggest: text('suggest').notNull(),
    mail: text('mail').notNull().default(''),
    imgs: jsonb('imgs')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: text('status', { enum: ['new', 'processing', 'resolved', 'closed'] })
      .notNull()
      .default('new'),
    reply: text('reply').notNull().default(''),
    ...versioned(),
  },
  (t) => [
    index('feedback_status_idx').on(t.status, t.id),
    index('feedback_supplier_idx').on(t.supplierId, t.id),
    index('feedback_created_idx').on(t.createdAt),
  ],
);
