import type {
  PlannedAddBody,
  PlannedEditBody,
  PlannedInfo,
  PlannedLastResult,
  PlannedListQuery,
  PlannedPreviewBody,
  PlannedPreviewData,
  PlannedReason,
} from '@shop/shared/api/planned';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { systemContext, type RequestContext } from '../../../platform/http/context.ts';
import type { JobRunner } from '../../../platform/jobs/runner.ts';
import { addGeneratedInTx } from '../../order/generated.ts';
import { planRun, runSeed, type Plan } from './plan.ts';
import { plannedRepository, plannedTable, toRow, type PlannedRecord } from './repository.ts';
import { inWindow, nextRun } from './schedule.ts';

/** The job of one run of one task (payload `{ taskId }`), started by the minute tick. */
export const PLANNED_RUN_JOB = 'setting.planned.run';
/** The minute schedule that starts the due runs. */
export const PLANNED_TICK_JOB = 'setting.planned.tick';
/** Told after each order a run saved (the job's progress); awaited before the next. */
type Progress = (done: number, total: number) => void | Promise<void>;
/** Due tasks one tick starts at most (the next tick takes the rest). */
const TICK_BATCH = 50;

const fieldsOf = (b: Omit<PlannedAddBody, 'enabled'>) => ({
  name: b.name,
  startsAt: new Date(b.startsAt),
  endsAt: new Date(b.endsAt),
  everyMinutes: b.everyMinutes,
  perRun: b.perRun,
  maxTotal: b.maxTotal,
  countries: b.countries,
  activities: b.activities,
});

/** How a run ended, from what it made and why it made no more. */
function statusOf(generated: number, reason: PlannedReason): PlannedLastResult['status'] {
  if (reason === 'stopped' || reason === 'capped') return reason;
  return generated > 0 ? 'done' : 'nothing';
}

/**
 * Planned auto-order tasks (/planned): the list and form, the dry run, and the runs. A minute tick
 * takes each due run (moving `next_run_at` on, once over every instance) and starts a job for it;
 * the job plans the run's orders (plan.ts) and saves each in a transaction of its own that first
 * counts it against the task (`claimOrder`: enabled and under the cap, under the task's row lock).
 * Disabling locks the same row, so it waits for the order being saved and the run makes no other.
 */
export class PlannedService {
  /** `jobs`: the runner the tick starts runs on (the demo seed runs a task directly, without one) */
  constructor(
    private readonly db: Db,
    private readonly jobs: JobRunner | null = null,
  ) {}

  async list(q: PlannedListQuery) {
    return { ...(await plannedRepository.list(this.db, q)), page: q.page, pageSize: q.pageSize };
  }

  async info(id: number): Promise<PlannedInfo> {
    const t = await plannedTable.find(this.db, id);
    if (!t) throw new AppError('common.not_found');
    return { ...toRow(t), updatedAt: t.updatedAt.toISOString() };
  }

  async add(ctx: RequestContext, body: PlannedAddBody): Promise<PlannedInfo> {
    const values = { ...fieldsOf(body), enabled: body.enabled };
    const row = await plannedTable.insert(this.db, ctx, {
      ...values,
      nextRunAt: nextRun({ ...values, generatedCount: 0 }, new Date()),
    });
    return this.info(row.id);
  }

  /** The cap may not go below what the task generated; the next run is worked out again. */
  async edit(ctx: RequestContext, body: PlannedEditBody): Promise<PlannedInfo> {
    const values = fieldsOf(body);
    await plannedTable.update(
      this.db,
      ctx,
      body.id,
      body.version,
      (t) => ({
        ...values,
        nextRunAt: nextRun({ ...t, ...values }, new Date()),
      }),
      {
        before: (t) => {
          if (body.maxTotal < t.generatedCount) {
            throw new AppError(
              'planned.below_generated',
              { count: t.generatedCount },
              { fields: [{ field: 'maxTotal', key: 'too_small' }] },
            );
          }
        },
      },
    );
    return this.info(body.id);
  }

  /**
   * Enabling schedules the next run; disabling clears it and stops a run under way: its next order's
   * claim finds the task disabled (the lock taken here waits for the order being saved, if any).
   */
  async setStatus(ctx: RequestContext, id: number, enabled: boolean, version?: number): Promise<PlannedInfo> {
    await plannedTable.setEnabled(this.db, ctx, id, enabled, version, {
      after: (t, _before, tx) => plannedRepository.setNextRun(tx, id, nextRun(t, new Date())),
    });
    return this.info(id);
  }

  /** Refused once the task generated an order (its orders name it); disabling keeps them and stops it. */
  async remove(ctx: RequestContext, id: number): Promise<{ ok: true }> {
    await plannedTable.remove(this.db, ctx, id, async (tx) => {
      const n = await plannedRepository.orderCount(tx, id);
      if (n > 0) throw new AppError('planned.in_use', { count: n });
    });
    return { ok: true };
  }

  /**
   * The dry run: what the next run would generate with the form's values, writing nothing. For a
   * saved task, its cap left and the seed of its next run (the run draws the same orders while
   * customers, goods and prices stay as they are).
   */
  async preview(body: PlannedPreviewBody): Promise<PlannedPreviewData> {
    const saved = body.id ? await plannedTable.find(this.db, body.id) : undefined;
    if (body.id && !saved) throw new AppError('common.not_found');
    const remaining = Math.max(0, body.maxTotal - (saved?.generatedCount ?? 0));
    const count = Math.min(body.perRun, remaining);
    let reason: PlannedReason = '';
    if (Date.parse(body.endsAt) <= Date.now()) reason = 'outside_window';
    else if (count === 0) reason = 'capped';
    const plan: Plan = reason
      ? { currency: '', orders: [], skipped: 0, reason }
      : await planRun(this.db, body, count, runSeed(saved?.id ?? 0, saved?.runs ?? 0));
    if (!plan.reason && saved && !saved.enabled) plan.reason = 'disabled';
    if (!plan.reason && count < body.perRun) plan.reason = 'capped';
    const byCountry = new Map<string, number>();
    for (const o of plan.orders) byCountry.set(o.country, (byCountry.get(o.country) ?? 0) + 1);
    const orders = plan.orders.map((o) => ({
      country: o.country,
      customerId: o.customer.id,
      customerName: o.customer.name,
      lines: o.priced.lines.map((l) => ({
        sku: l.sku,
        name: l.name.en || Object.values(l.name).find(Boolean) || l.sku,
        quantity: l.quantity,
        unitPrice: l.unitPrice,
      })),
      ...o.priced.priced.totals,
    }));
    const sum = (k: 'subtotal' | 'discount' | 'total') => orders.reduce((a, o) => a + o[k], 0);
    return {
      reason: plan.reason,
      count: orders.length,
      currency: plan.currency,
      remaining,
      countries: [...byCountry].map(([country, n]) => ({ country, count: n })),
      orders: orders.map(({ payFee: _p, ...o }) => o),
      totals: { subtotal: sum('subtotal'), discount: sum('discount'), total: sum('total') },
      skipped: plan.skipped,
    };
  }

  /** Starts a job for each due run (each taken once over every instance); answers how many. */
  async tick(now = new Date()): Promise<number> {
    const jobs = this.jobs;
    if (!jobs) throw new Error('planned tasks: the tick needs the job runner');
    let started = 0;
    for (const t of await plannedRepository.due(this.db, now, TICK_BATCH)) {
      const took = await this.db.transaction(async (tx) => {
        if (!(await plannedRepository.takeRun(tx, t.id, now, nextRun(t, now, true)))) return false;
        await jobs.enqueue(tx, {
          kind: PLANNED_RUN_JOB,
          adminId: null,
          supplierId: null,
          total: t.perRun,
          payload: { taskId: t.id },
        });
        return true;
      });
      if (took) started++;
    }
    if (started) jobs.wake();
    return started;
  }

  /**
   * One run of a task: up to `perRun` orders (fewer near the cap), each saved in its own transaction
   * after counting it against the task; a refused count (disabled meanwhile, cap reached by another
   * run) ends the run there. Records the run's result and the next due time.
   */
  async run(taskId: number, progress?: Progress): Promise<PlannedLastResult | null> {
    const t = await plannedTable.find(this.db, taskId);
    if (!t) return null;
    const at = new Date();
    let reason: PlannedReason = '';
    let generated = 0;
    if (!t.enabled) reason = 'disabled';
    else if (!inWindow(t, at)) reason = 'outside_window';
    else if (t.generatedCount >= t.maxTotal) reason = 'capped';
    if (!reason) {
      const count = Math.min(t.perRun, t.maxTotal - t.generatedCount);
      try {
        const plan = await planRun(this.db, t, count, runSeed(t.id, t.runs));
        reason = plan.reason || (count < t.perRun ? 'capped' : '');
        generated = await this.save(t, plan, progress);
        if (generated < plan.orders.length) reason = await this.whyStopped(t.id);
      } catch (e) {
        await this.finish(t.id, { status: 'failed', generated, at: at.toISOString(), reason: 'error' });
        throw e;
      }
    }
    return this.finish(t.id, { status: statusOf(generated, reason), generated, at: at.toISOString(), reason });
  }

  private async save(t: PlannedRecord, plan: Plan, progress?: Progress) {
    const ctx = systemContext(t.name);
    let saved = 0;
    for (const o of plan.orders) {
      const ok = await this.db.transaction(async (tx) => {
        if (!(await plannedRepository.claimOrder(tx, t.id))) return false;
        await addGeneratedInTx(tx, ctx, { plannedTaskId: t.id, ...o });
        return true;
      });
      if (!ok) break;
      saved++;
      await progress?.(saved, plan.orders.length);
    }
    return saved;
  }

  private async whyStopped(id: number): Promise<PlannedReason> {
    const now = await plannedTable.find(this.db, id);
    return now && now.enabled ? 'capped' : 'stopped';
  }

  private async finish(id: number, result: PlannedLastResult): Promise<PlannedLastResult> {
    await this.db.transaction((tx) =>
      plannedRepository.finishRun(tx, id, result, (cur) => {
        const now = new Date();
        const from = cur.nextRunAt && cur.nextRunAt > now ? cur.nextRunAt : now;
        return nextRun(cur, from, from === now);
      }),
    );
    return result;
  }
}
