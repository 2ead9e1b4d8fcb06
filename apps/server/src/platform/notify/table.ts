import { sql } from 'drizzle-orm';
import { bigint, boolean, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { NotificationItem, NotificationParams } from '@shop/shared/notifications';
// The one table of modules/ this folder names, for the foreign key only (as platform/auth/table.ts
// does); the account reads go through platform/auth/accounts.ts.
import { admins } from '../identity/table.ts';

/**
 * Inbox rows: one per recipient account, so every reader has their own read state. A notice to a
 * supplier is written once for each of its accounts, each row tagged with the supplier; a row is
 * visible only to its recipient while they belong to that supplier (or to none, for staff rows).
 * Title and body are message keys with params, rendered in the reader's language.
 *
 * `delivered_at` makes the table its own outbox: null until the live event and the e-mail copy
 * have been handed out, which happens only for committed rows (see delivery.ts).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    recipientId: bigint('recipient_id', { mode: 'number' })
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    /** the recipient's supplier when the notice was sent (to the supplier, or to one of its users) */
    supplierId: bigint('supplier_id', { mode: 'number' }),
    kind: text('kind').notNull(),
    titleKey: text('title_key').notNull(),
    titleParams: jsonb('title_params')
      .$type<NotificationParams>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    bodyKey: text('body_key'),
    bodyParams: jsonb('body_params').$type<NotificationParams>(),
    /** console path to open */
    link: text('link'),
    entityType: text('entity_type'),
    entityId: bigint('entity_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** the sender asked for an e-mail copy (sent when mail is configured and the account has an address) */
    mailWanted: boolean('mail_wanted').notNull().default(true),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    mailError: text('mail_error'),
  },
  (t) => [
    // "my notifications, newest first" and its total
    index('notifications_recipient_idx').on(t.recipientId, t.supplierId, t.id),
    // "my unread, newest first" and the unread count: only unread rows are indexed
    index('notifications_unread_idx')
      .on(t.recipientId, t.supplierId, t.id)
      .where(sql`${t.readAt} is null`),
    // the outbox sweep: only rows not yet handed out
    index('notifications_undelivered_idx')
      .on(t.id)
      .where(sql`${t.deliveredAt} is null`),
  ],
);

export type NotificationRecord = typeof notifications.$inferSelect;

type ItemColumns =
  | 'id'
  | 'kind'
  | 'titleKey'
  | 'titleParams'
  | 'bodyKey'
  | 'bodyParams'
  | 'link'
  | 'entityType'
  | 'entityId'
  | 'createdAt'
  | 'readAt';

/** A row as its reader sees it. */
export function toNotificationItem(r: Pick<NotificationRecord, ItemColumns>): NotificationItem {
  return {
    id: r.id,
    kind: r.kind,
    title: { key: r.titleKey, params: r.titleParams },
    body: r.bodyKey ? { key: r.bodyKey, params: r.bodyParams ?? {} } : null,
    link: r.link,
    entity: r.entityType && r.entityId !== null ? { type: r.entityType, id: r.entityId } : null,
    createdAt: r.createdAt.toISOString(),
    readAt: r.readAt?.toISOString() ?? null,
  };
}
