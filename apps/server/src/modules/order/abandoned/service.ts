import {
  ABANDONED_RULES,
  type AbandonedFilters,
  type AbandonedInfo,
  type AbandonedListQuery,
  type AbandonedRecallData,
  type AbandonedStats,
  type FieldError,
  type Language,
} from '@shop/shared';
import { recordAudit } from '../../../platform/audit/audit.ts';
import type { Db } from '../../../platform/db/database.ts';
import { isUniqueViolation } from '../../../platform/db/pagination.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { actorScope, type JobActor, type RequestContext } from '../../../platform/http/context.ts';
import type { JobContext, JobOutcome, JobRunner } from '../../../platform/jobs/runner.ts';
import type { Mailer } from '../../../platform/mail/mailer.ts';
import { abandonedRepository as repo, linesOf, RECALL_JOB, recovered, type CheckoutRecord } from './repository.ts';
import { recallMail } from './recall-mail.ts';

export interface AbandonedSettings {
  afterMinutes: number;
  /** the store's base address and default language (Settings > store info), read when a recall is sent */
  storeUrl: () => Promise<string>;
  language: () => Promise<Language>;
}

interface RecallPayload {
  ids: number[];
  actor: JobActor;
  ip: string;
  requestId: string;
}

const HOUR = 3_600_000;
/** After this long without a new order the conversion match runs again anyway (orders committed out of id order). */
const MATCH_AGAIN_MS = 60_000;
const listed = (rows: CheckoutRecord[]) =>
  rows
    .slice(0, 5)
    .map((c) => c.email)
    .join(', ') + (rows.length > 5 ? ` (+${rows.length - 5})` : '');

/**
 * Abandoned checkouts: the list with its figures, the recall e-mails (a job per recall, one
 * message per checkout through the configured SMTP server), and conversion matching.
 *
 * Conversions are matched by a set-based query (repository.matchConversions) before anything
 * reads them, rather than by a hook in order creation: orders come from the store, the console,
 * the seed and splits, and the query sees every one of them whatever wrote it. It runs when an
 * order was added since its last run (a max(id) probe), at least once a minute, and always for
 * the checkouts a recall or a detail names, so a list never shows a stale conversion for long.
 */
export class AbandonedService {
  private lastMatch = { maxOrderId: -1, at: 0 };

  constructor(
    private readonly db: Db,
    private readonly runner: JobRunner,
    private readonly mailer: Mailer,
    private readonly settings: AbandonedSettings,
  ) {
    runner.register(RECALL_JOB, (job) => this.run(job));
  }

  async list(q: AbandonedListQuery) {
    await this.refresh();
    return { ...(await repo.list(this.db, this.settings.afterMinutes, q)), page: q.page, pageSize: q.pageSize };
  }

  async stats(f: AbandonedFilters): Promise<AbandonedStats> {
    await this.refresh();
    const [s, codes] = await Promise.all([
      repo.stats(this.db, this.settings.afterMinutes, f),
      repo.currencies(this.db),
    ]);
    return {
      ...s,
      conversionRate: s.recalled ? s.recovered / s.recalled : 0,
      mailConfigured: await this.mailer.configured(),
      abandonedAfterMinutes: this.settings.afterMinutes,
      currencies: codes,
    };
  }

  async info(id: number): Promise<AbandonedInfo> {
    await this.refresh([id]);
    const c = await repo.find(this.db, id);
    if (!c || !this.isAbandoned(c)) throw new AppError('common.not_found');
    const cooldownEnd = c.lastRecallAt ? c.lastRecallAt.getTime() + ABANDONED_RULES.recallCooldownHours * HOUR : 0;
    return {
      id: c.id,
      customerId: c.customerId,
      email: c.email,
      name: c.name,
      currency: c.currency,
      value: c.value,
      lines: linesOf(c),
      lineCount: c.lines.length,
      itemCount: c.lines.reduce((n, l) => n + l.quantity, 0),
      lastActivityAt: c.lastActivityAt.toISOString(),
      createdAt: c.createdAt.toISOString(),
      recallStatus: c.recallStatus,
      recallCount: c.recallCount,
      lastRecallAt: c.lastRecallAt?.toISOString() ?? null,
      recallError: c.recallError,
      orderId: c.orderId,
      orderNumber: c.orderNumber,
      convertedAt: c.convertedAt?.toISOString() ?? null,
      recovered: recovered(c),
      recallableAt: c.orderId === null && cooldownEnd > Date.now() ? new Date(cooldownEnd).toISOString() : null,
    };
  }

  /**
   * Queues recall e-mails for up to 100 abandoned checkouts. The whole batch is refused, and
   * nothing queued, when mail is not configured or when any of them converted, was recalled in
   * the last 24 hours (or is being sent) or is not abandoned yet.
   */
  async recall(ctx: RequestContext, ids: number[]): Promise<AbandonedRecallData> {
    if (!(await this.mailer.configured())) throw new AppError('abandoned.mail_not_configured');
    await this.refresh(ids);
    return this.db.transaction(async (tx) => {
      const rows = await repo.lock(tx, ids);
      if (rows.length !== ids.length) throw new AppError('common.not_found');
      const now = Date.now();
      const position = new Map(ids.map((id, i) => [id, i]));
      const fields = (list: CheckoutRecord[], key: string): FieldError[] =>
        list.map((c) => ({ field: `ids.${position.get(c.id)}`, key, params: { id: c.id } }));
      const converted = rows.filter((c) => c.orderId !== null);
      if (converted.length)
        throw new AppError(
          'abandoned.converted',
          { emails: listed(converted) },
          { fields: fields(converted, 'converted') },
        );
      const recent = rows.filter(
        (c) =>
          c.recallStatus === 'queued' ||
          (c.lastRecallAt && now - c.lastRecallAt.getTime() < ABANDONED_RULES.recallCooldownHours * HOUR),
      );
      if (recent.length) {
        throw new AppError(
          'abandoned.recently_recalled',
          { hours: ABANDONED_RULES.recallCooldownHours, emails: listed(recent) },
          { fields: fields(recent, 'recently_recalled') },
        );
      }
      const active = rows.filter((c) => !this.isAbandoned(c, now));
      if (active.length) {
        throw new AppError(
          'abandoned.not_abandoned',
          { minutes: this.settings.afterMinutes, emails: listed(active) },
          { fields: fields(active, 'not_abandoned') },
        );
      }
      await repo.queueRecall(tx, ids);
      const payload: RecallPayload = {
        ids: rows.map((c) => c.id),
        actor: { adminId: ctx.scope.adminId, username: ctx.scope.username },
        ip: ctx.ip,
        requestId: ctx.requestId,
      };
      const job = await this.runner.enqueue(tx, {
        kind: RECALL_JOB,
        adminId: ctx.scope.adminId,
        supplierId: null,
        total: rows.length,
        payload: payload as unknown as Record<string, unknown>,
      });
      for (const c of rows) {
        await recordAudit(tx, ctx, {
          action: 'checkout.recall',
          entity: 'checkout',
          entityId: c.id,
          before: { recallStatus: c.recallStatus },
          after: { recallStatus: 'queued', jobId: job.id },
        });
      }
      return { jobId: job.id, queued: rows.length };
    });
  }

  /** Matches conversions (when orders were added, and for the named checkouts), and fails recalls whose job is gone. */
  async refresh(ids?: number[]): Promise<void> {
    const maxOrderId = await repo.maxOrderId(this.db);
    const due = maxOrderId !== this.lastMatch.maxOrderId || Date.now() - this.lastMatch.at > MATCH_AGAIN_MS;
    try {
      if (due) await repo.matchConversions(this.db);
      if (ids?.length) await repo.matchConversions(this.db, ids);
    } catch (err) {
      // Another instance matched the same order at the same moment: its answer stands, ours runs next time.
      if (!isUniqueViolation(err)) throw err;
      return;
    }
    if (due) this.lastMatch = { maxOrderId, at: Date.now() };
    // Cheap (the few "queued" rows, by index): a recall whose job died is retryable at once.
    await repo.failStrandedRecalls(this.db, 'interrupted');
  }

  private isAbandoned(c: Pick<CheckoutRecord, 'lastActivityAt' | 'convertedAt'>, now = Date.now()): boolean {
    const after = this.settings.afterMinutes * 60_000;
    const idle = c.lastActivityAt.getTime() < now - after;
    return idle && (c.convertedAt === null || c.convertedAt.getTime() > c.lastActivityAt.getTime() + after);
  }

  /** The job: one e-mail per checkout, its outcome recorded (sent, or failed with the reason) as it goes. */
  private async run({ job, progress }: JobContext): Promise<JobOutcome> {
    const p = job.payload as unknown as RecallPayload;
    const [language, storeUrl] = [await this.settings.language(), await this.settings.storeUrl()];
    const ctx: RequestContext = {
      scope: actorScope(p.actor),
      ip: p.ip,
      requestId: p.requestId,
      lang: language,
    };
    let sent = 0;
    let failed = 0;
    const session = (await this.mailer.configured()) ? await this.mailer.open() : null;
    try {
      for (const [i, id] of p.ids.entries()) {
        const c = await repo.get(this.db, id);
        if (!c || c.recallStatus !== 'queued') {
          progress(i + 1);
          continue;
        }
        let error = '';
        try {
          if (!session) throw new Error('mail is not configured');
          await session.send(recallMail(c, language, storeUrl));
        } catch (err) {
          error = (err instanceof Error ? err.message : String(err)).slice(0, 500) || 'send failed';
        }
        await this.db.transaction(async (tx) => {
          await repo.recordRecall(tx, id, error);
          await recordAudit(tx, ctx, {
            action: error ? 'checkout.recall_failed' : 'checkout.recall_sent',
            entity: 'checkout',
            entityId: id,
            before: { recallStatus: 'queued' },
            after: { recallStatus: error ? 'failed' : 'sent', ...(error ? { error } : {}), jobId: job.id },
          });
        });
        if (error) failed++;
        else sent++;
        progress(i + 1);
      }
    } finally {
      session?.close();
    }
    return { result: { sent, failed } };
  }
}
