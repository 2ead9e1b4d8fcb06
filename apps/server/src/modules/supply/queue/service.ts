import { translateError, type ErrorCode, type SupplierSettings } from '@shop/shared';
import { slaState, type queueDecideBody, type queueListQuery } from '@shop/shared/api/supply-queue';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import type { ApprovalQueue, QueueEntry, QueueSource } from './queue.ts';

/** How many pending items of one kind the queue reads at most (the oldest). */
const PER_KIND = 500;
const HOUR = 3_600_000;

/**
 * The one approval queue's reads and batch decisions over every registered kind: age and SLA
 * colour against Settings > suppliers' `reviewSlaHours`, filters (kind, supplier, late only),
 * counts per kind, and a batch of one kind decided item by item (each in its own transaction).
 */
export class ApprovalQueueService {
  constructor(
    private readonly db: Db,
    private readonly queue: ApprovalQueue,
    private readonly defaults: { current(): Promise<SupplierSettings> },
  ) {}

  private decidable(ctx: RequestContext, s: QueueSource): boolean {
    return (
      ctx.scope.permissions.has('supply_apply_audit') && (!s.permission || ctx.scope.permissions.has(s.permission))
    );
  }

  private async entries(sources: QueueSource[], supplierId: number | undefined, slaHours: number, now: number) {
    const lists = await Promise.all(
      sources.map(async (s) => (await s.pending(this.db, { supplierId, limit: PER_KIND })).map((e) => ({ e, s }))),
    );
    return lists.flat().map(({ e, s }) => {
      const ageHours = Math.max(0, (now - e.submittedAt.getTime()) / HOUR);
      return { e, s, ageHours, sla: slaState(ageHours, slaHours) };
    });
  }

  async list(ctx: RequestContext, q: z.output<typeof queueListQuery>) {
    const { reviewSlaHours } = await this.defaults.current();
    const sources = this.queue.all().filter((s) => !q.kind || s.kind === q.kind);
    let all = await this.entries(sources, q.supplierId, reviewSlaHours, Date.now());
    if (q.late) all = all.filter((x) => x.sla === 'red');
    all.sort((a, b) => a.e.submittedAt.getTime() - b.e.submittedAt.getTime() || a.e.id - b.e.id);
    const start = (q.page - 1) * q.pageSize;
    const list = all.slice(start, start + q.pageSize).map(({ e, s, ageHours, sla }) => ({
      ...view(e),
      ageHours: Math.round(ageHours * 10) / 10,
      sla,
      decidable: this.decidable(ctx, s),
    }));
    return { list, total: all.length, page: q.page, pageSize: q.pageSize, slaHours: reviewSlaHours };
  }

  async counts() {
    const { reviewSlaHours } = await this.defaults.current();
    const now = Date.now();
    const kinds = await Promise.all(
      this.queue.all().map(async (s) => {
        const [count, entries] = await Promise.all([
          s.count(this.db),
          this.entries([s], undefined, reviewSlaHours, now),
        ]);
        return { kind: s.kind, count, late: entries.filter((x) => x.sla === 'red').length };
      }),
    );
    return {
      kinds,
      total: kinds.reduce((n, k) => n + k.count, 0),
      late: kinds.reduce((n, k) => n + k.late, 0),
      slaHours: reviewSlaHours,
    };
  }

  /** Pending items in all, for the top bar and the dashboard. */
  async pendingTotal(): Promise<number> {
    const counts = await Promise.all(this.queue.all().map((s) => s.count(this.db)));
    return counts.reduce((a, b) => a + b, 0);
  }

  async decide(ctx: RequestContext, body: z.output<typeof queueDecideBody>) {
    const source = this.queue.source(body.kind);
    if (!source) throw new AppError('application.kind_unknown');
    if (source.permission && !ctx.scope.permissions.has(source.permission))
      throw new AppError('common.forbidden', { permission: source.permission });
    const outcomes = await source.decide(ctx, body.ids, body.decision, body.reason);
    return {
      outcomes: outcomes.map(({ params, ...o }) =>
        o.ok || !o.code ? o : { ...o, message: translateError(ctx.lang, o.code as ErrorCode, params) },
      ),
    };
  }
}

function view(e: QueueEntry) {
  return {
    kind: e.kind,
    id: e.id,
    supplierId: e.supplierId,
    subject: e.subject,
    summary: e.summary,
    submittedAt: e.submittedAt.toISOString(),
    round: e.round,
    link: e.link,
    flags: e.flags,
  };
}
