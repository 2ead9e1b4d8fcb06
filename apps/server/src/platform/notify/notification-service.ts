import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isPermissionKey, type ListResult } from '@shop/shared';
import {
  NOTIFICATION_KEY,
  consolePath,
  notificationMessage,
  type NotificationItem,
  type NotificationListQuery,
  type NotificationMessage,
} from '@shop/shared/notifications';
import { accountsByIds, staffWithPermission, supplierAccounts, type Account } from '../auth/accounts.ts';
import type { Db } from '../db/database.ts';
import { offsetOf } from '../db/pagination.ts';
import type { Scope } from '../http/context.ts';
import type { LiveHub } from '../live/live-hub.ts';
import type { Mailer } from '../mail/mailer.ts';
import { NotificationDelivery, type DeliverySettings } from './delivery.ts';
import { notifications as n, toNotificationItem } from './table.ts';

/**
 * Who hears of it: one account (staff or supplier user); every enabled account of a supplier;
 * or every enabled platform staff account holding a permission (never supplier users: suppliers
 * share permission keys, so a notice for "whoever reviews applications" must not reach them).
 */
export type NotifyTarget = { adminId: number } | { supplierId: number } | { permission: string };

export interface NotifyInput {
  to: NotifyTarget;
  /** what happened, `area.entity.event` ('supply.tender.awarded'): lets the inbox filter and pick an icon */
  kind: string;
  /** message keys with params (texts in @shop/shared/notifications), rendered in each reader's language */
  title: NotificationMessage;
  body?: NotificationMessage;
  /** console path to open ('/supply/tender/info?id=7') */
  link?: string;
  entity?: { type: string; id: number };
  /** send the e-mail copy (when mail is configured and the account has an address); default true */
  mail?: boolean;
}

/** What notify wrote, to hand out once the caller's transaction has committed. */
export interface Delivery {
  readonly ids: readonly number[];
  readonly recipientIds: readonly number[];
  /**
   * Call after commit: sends the live events and queues the e-mails. Returns at once and never
   * throws. Called too early, or never, nothing goes wrong: uncommitted rows cannot be claimed,
   * and the sweep hands out whatever was committed but not sent within a few seconds.
   */
  send(): void;
}

/** The reader: a notification is theirs when addressed to their account and their current supplier (or none). */
export type Reader = Pick<Scope, 'adminId' | 'supplierId'>;

export interface NotificationServiceDeps extends DeliverySettings {
  db: Db;
  live: LiveHub;
  mailer: Mailer;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** how often committed rows that nobody sent are handed out (crash after commit, send() forgotten) */
  sweepMs?: number;
}

const notifyInput = z.object({
  to: z.union([
    z.object({ adminId: z.number().int().positive() }).strict(),
    z.object({ supplierId: z.number().int().positive() }).strict(),
    z.object({ permission: z.string().refine(isPermissionKey, 'unknown permission') }).strict(),
  ]),
  kind: z.string().max(100).regex(NOTIFICATION_KEY),
  title: notificationMessage,
  body: notificationMessage.optional(),
  link: consolePath.optional(),
  entity: z
    .object({
      type: z
        .string()
        .max(60)
        .regex(/^[a-z][a-z0-9_.]*$/),
      id: z.number().int().positive(),
    })
    .optional(),
  mail: z.boolean().default(true),
});

const MARK_MAX = 1000;
const STOP_WAIT_MS = 10_000;
const itemColumns = {
  id: n.id,
  kind: n.kind,
  titleKey: n.titleKey,
  titleParams: n.titleParams,
  bodyKey: n.bodyKey,
  bodyParams: n.bodyParams,
  link: n.link,
  entityType: n.entityType,
  entityId: n.entityId,
  createdAt: n.createdAt,
  readAt: n.readAt,
};

/**
 * The one way areas tell people things: an inbox row per recipient, written in the caller's
 * transaction, then (after commit) a live event and an e-mail copy.
 *
 * Why "after commit" is a handle plus an outbox sweep rather than a hook: Drizzle offers no
 * after-commit callback, and the caller owns its transaction. notify() only writes rows; the
 * returned Delivery's send() hands them out, and the delivery claims rows with an UPDATE that
 * cannot see uncommitted ones, so a rolled-back decision notifies nobody even if send() is called
 * inside the transaction. A periodic sweep (every instance, SKIP LOCKED) delivers what a crash
 * or a forgotten send() left, so the guarantee does not rest on every caller being careful.
 * E-mail is sent from the delivery, outside any request's transaction: SMTP being slow or down
 * never fails or holds up the business action. It is not a job per message because the inbox
 * row already is the durable record of what to send; a job would be a second queue to keep in
 * step with it (and, written in the caller's transaction, would still need this same claim).
 */
export class NotificationService {
  private readonly delivery: NotificationDelivery;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly deps: NotificationServiceDeps) {
    const settings = { language: deps.language, consoleUrl: deps.consoleUrl };
    this.delivery = new NotificationDelivery(deps.db, deps.live, deps.mailer, deps.log, settings);
  }

  /** Starts the sweep when the app is ready and stops it (letting e-mails in flight finish) when it closes. */
  attach(app: FastifyInstance): this {
    app.addHook('onReady', async () => this.start());
    app.addHook('onClose', async () => this.stop());
    return this;
  }

  start(): void {
    if (this.timer) return;
    // Hand out at once what a previous process left, then keep sweeping.
    void this.delivery.sweep().catch(() => undefined);
    this.timer = setInterval(() => void this.delivery.sweep().catch(() => undefined), this.deps.sweepMs ?? 5_000);
    this.timer.unref();
  }

  /** Stops sweeping and waits (at most STOP_WAIT_MS: an SMTP server may hang) for e-mails in flight. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    let timer: NodeJS.Timeout | undefined;
    const cap = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, STOP_WAIT_MS);
    });
    await Promise.race([this.delivery.settled(), cap]);
    clearTimeout(timer);
  }

  /**
   * Writes the inbox rows in the caller's transaction `tx` (they commit or roll back with it)
   * and answers the Delivery to send() after the commit. Recipients are read in `tx` too, so an
   * account created by the same transaction is reached. No recipient: nothing written.
   * An invalid input is a programming error: it throws, failing the caller's transaction.
   */
  async notify(tx: Db, input: NotifyInput): Promise<Delivery> {
    const parsed = notifyInput.safeParse(input);
    if (!parsed.success) throw new Error(`notify: invalid input: ${z.prettifyError(parsed.error)}`);
    const v = parsed.data;
    const accounts = await this.recipients(tx, v.to);
    const rows = accounts.length
      ? await tx
          .insert(n)
          .values(
            accounts.map((a) => ({
              recipientId: a.id,
              supplierId: 'supplierId' in v.to ? v.to.supplierId : a.supplierId,
              kind: v.kind,
              titleKey: v.title.key,
              titleParams: v.title.params,
              bodyKey: v.body?.key ?? null,
              bodyParams: v.body?.params ?? null,
              link: v.link ?? null,
              entityType: v.entity?.type ?? null,
              entityId: v.entity?.id ?? null,
              mailWanted: v.mail,
            })),
          )
          .returning({ id: n.id, recipientId: n.recipientId })
      : [];
    const ids = rows.map((r) => r.id);
    return { ids, recipientIds: rows.map((r) => r.recipientId), send: () => this.delivery.send(ids) };
  }

  private recipients(tx: Db, to: z.infer<typeof notifyInput>['to']): Promise<Account[]> {
    if ('adminId' in to) return accountsByIds(tx, [to.adminId]);
    if ('supplierId' in to) return supplierAccounts(tx, to.supplierId);
    return staffWithPermission(tx, to.permission);
  }

  /** The reader's own rows, newest first; `unread` keeps the unread ones. */
  async list(reader: Reader, q: NotificationListQuery): Promise<ListResult<NotificationItem>> {
    const where = this.mine(reader, q.unread ? isNull(n.readAt) : undefined);
    const [rows, [total]] = await Promise.all([
      this.deps.db.select(itemColumns).from(n).where(where).orderBy(desc(n.id)).limit(q.pageSize).offset(offsetOf(q)),
      this.deps.db.select({ n: count() }).from(n).where(where),
    ]);
    return { list: rows.map(toNotificationItem), total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
  }

  async unreadCount(reader: Reader): Promise<number> {
    const [row] = await this.deps.db
      .select({ n: count() })
      .from(n)
      .where(this.mine(reader, isNull(n.readAt)));
    return row?.n ?? 0;
  }

  /**
   * Marks the reader's own unread rows among `ids` read; answers how many changed. Ids of other
   * readers' rows (or unknown ones) are passed over alike, so the answer confirms nothing about them.
   */
  async markRead(reader: Reader, ids: readonly number[]): Promise<number> {
    if (!ids.length) return 0;
    if (ids.length > MARK_MAX) throw new Error(`markRead: at most ${MARK_MAX} ids`);
    const rows = await this.deps.db
      .update(n)
      .set({ readAt: sql`now()` })
      .where(this.mine(reader, and(inArray(n.id, [...ids]), isNull(n.readAt))))
      .returning({ id: n.id });
    return rows.length;
  }

  async markAllRead(reader: Reader): Promise<number> {
    const rows = await this.deps.db
      .update(n)
      .set({ readAt: sql`now()` })
      .where(this.mine(reader, isNull(n.readAt)))
      .returning({ id: n.id });
    return rows.length;
  }

  /** Hands out committed rows nobody sent yet (the sweep's work, callable on demand); answers how many. */
  deliverPending(): Promise<number> {
    return this.delivery.sweep();
  }

  /** Resolves when every delivery and e-mail started so far has finished (tests, shutdown). */
  settled(): Promise<void> {
    return this.delivery.settled();
  }

  private mine(reader: Reader, extra?: SQL): SQL {
    const supplier = reader.supplierId === null ? isNull(n.supplierId) : eq(n.supplierId, reader.supplierId);
    return and(eq(n.recipientId, reader.adminId), supplier, extra)!;
  }
}
