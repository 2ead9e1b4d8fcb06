import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@shop/shared';
import { accountsByIds } from '../auth/accounts.ts';
import type { Db } from '../db/database.ts';
import { detached } from '../db/pglite.ts';
import type { LiveHub, LivePush } from '../live/live-hub.ts';
import type { MailSession, Mailer } from '../mail/mailer.ts';
import { notificationMail } from './mail.ts';
import { notifications as n, toNotificationItem, type NotificationRecord } from './table.ts';

export interface DeliverySettings {
  /** e-mail copies are written in it (accounts carry no language of their own yet) */
  language: Language;
  /** the console's public address, for absolute links in e-mails */
  consoleUrl?: string;
}

/** A row handed out this late (the server was down) gets its live event but no e-mail: stale news misleads. */
const MAIL_MAX_AGE_MS = 24 * 3_600_000;
const SWEEP_BATCH = 200;

const reason = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500) || 'send failed';

/**
 * Hands committed notification rows out: a live event to each recipient's sockets, then the
 * e-mail copy. The notifications table is its own outbox (delivered_at), and a row is claimed
 * with one UPDATE ... WHERE delivered_at IS NULL, so:
 * - only committed rows can be claimed: rows of an open transaction are invisible to this
 *   connection, rows of a rolled-back one never existed. Nobody hears of a decision undone.
 * - every row is handed out once, whoever claims it first (the caller's send() after commit, or
 *   the sweep of any instance: FOR UPDATE SKIP LOCKED keeps sweeps apart).
 * E-mail is at most once: a crash between claim and send loses the copy, never the inbox row.
 * A send failure is recorded on the row (mail_error) and logged, never thrown.
 */
export class NotificationDelivery {
  private mailing: Promise<void> = Promise.resolve();
  private readonly inflight = new Set<Promise<unknown>>();

  constructor(
    private readonly db: Db,
    private readonly live: LiveHub,
    private readonly mailer: Mailer,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
    private readonly settings: DeliverySettings,
  ) {}

  /** Hands out these rows if committed and not yet handed out; returns at once (never throws). */
  send(ids: readonly number[]): void {
    // Never inside a transaction still open (PGlite): the claim must wait for the commit.
    if (ids.length) this.track(detached(() => this.deliver([...ids])));
  }

  /** Hands out up to a batch of committed rows nobody handed out yet; answers how many. */
  sweep(): Promise<number> {
    const run = detached(() => this.deliver());
    this.track(run);
    return run;
  }

  /** Resolves once every send, sweep and e-mail started so far has finished. */
  async settled(): Promise<void> {
    while (this.inflight.size) await Promise.allSettled([...this.inflight]);
  }

  private track(work: Promise<unknown>): void {
    this.inflight.add(work);
    work
      .catch((err: unknown) => this.log.warn({ err }, 'notification delivery failed'))
      .finally(() => this.inflight.delete(work));
  }

  private async deliver(ids?: number[]): Promise<number> {
    const claimed = await this.claim(ids);
    if (!claimed.length) return 0;
    await this.pushLive(claimed);
    this.queueMail(claimed);
    return claimed.length;
  }

  private claim(ids?: number[]): Promise<NotificationRecord[]> {
    const pending = ids
      ? and(inArray(n.id, ids), isNull(n.deliveredAt))
      : sql`${n.id} in (select id from notifications where delivered_at is null
          order by id limit ${SWEEP_BATCH} for update skip locked)`;
    return this.db
      .update(n)
      .set({ deliveredAt: sql`now()` })
      .where(pending)
      .returning();
  }

  /** One live message per row, carrying its reader's unread count (for the badge) after it. */
  private async pushLive(rows: NotificationRecord[]): Promise<void> {
    const recipients = [...new Set(rows.map((r) => r.recipientId))];
    const unread = await this.db
      .select({ recipientId: n.recipientId, supplierId: n.supplierId, n: count() })
      .from(n)
      .where(and(inArray(n.recipientId, recipients), isNull(n.readAt)))
      .groupBy(n.recipientId, n.supplierId);
    const unreadOf = (r: NotificationRecord) =>
      unread.find((u) => u.recipientId === r.recipientId && u.supplierId === r.supplierId)?.n ?? 0;
    const items: LivePush[] = rows.map((r) => ({
      adminId: r.recipientId,
      message: { type: 'notification', data: { item: toNotificationItem(r), unread: unreadOf(r) } },
    }));
    this.live.push(items);
  }

  /** E-mails go one after another on one SMTP connection per batch, behind the request that caused them. */
  private queueMail(rows: NotificationRecord[]): void {
    const due = rows.filter((r) => r.mailWanted && Date.now() - r.createdAt.getTime() < MAIL_MAX_AGE_MS);
    if (!due.length) return;
    const next = this.mailing.then(() => this.mail(due));
    this.mailing = next.catch(() => undefined);
    this.track(next);
  }

  private async mail(rows: NotificationRecord[]): Promise<void> {
    if (!(await this.mailer.configured())) return;
    const found = await accountsByIds(this.db, [...new Set(rows.map((r) => r.recipientId))]);
    const accounts = new Map(found.map((a) => [a.id, a]));
    let session: MailSession | null = null;
    try {
      for (const row of rows) {
        const to = accounts.get(row.recipientId);
        // No address, or an account that cannot sign in to read it: no copy.
        if (!to?.email || !to.active) continue;
        let error: string | null = null;
        try {
          session ??= await this.mailer.open();
          await session.send(notificationMail(to.email, row, this.settings.language, this.settings.consoleUrl));
        } catch (err) {
          error = reason(err);
          this.log.warn({ err, notification: row.id }, 'notification e-mail failed');
        }
        const outcome = error ? { mailError: error } : { mailedAt: sql`now()`, mailError: null };
        await this.db.update(n).set(outcome).where(eq(n.id, row.id));
      }
    } finally {
      session?.close();
    }
  }
}
