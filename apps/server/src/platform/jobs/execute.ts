import { and, eq, sql } from 'drizzle-orm';
import type { JobWithMetadata } from 'pg-boss';
import type { Db } from '../db/database.ts';
import { jobs } from './table.ts';

export type JobRecord = typeof jobs.$inferSelect;

export interface JobContext {
  job: JobRecord;
  /** Reports progress; kept in memory for polls answered by this process, saved with each heartbeat and at the end. */
  progress(processed: number, total?: number): void;
  /**
   * Marks the job done with its result inside the handler's own final transaction, so that the
   * work and "done" commit together: a stop between them cannot leave saved work on a job that
   * start-up then fails as interrupted. The handler still returns the same result.
   */
  complete(tx: Db, result: Record<string, unknown>): Promise<void>;
}

/** What a job handler answers: the result report, or a failure the console can show. */
export type JobOutcome = { result: Record<string, unknown> } | { error: Record<string, unknown> };
export type JobHandler = (ctx: JobContext) => Promise<JobOutcome>;

/** What pg-boss carries for a job: the jobs row it runs, or (a schedule's occurrence) the schedule's name. */
export interface BossData {
  jobId?: number;
  schedule?: string;
}

export interface Live {
  processed: number;
  total: number;
}

export interface ExecuteDeps {
  db: Db;
  log: { error: (obj: unknown, msg: string) => void };
  handler: JobHandler;
  /** progress of the jobs running in this process, by jobs row id */
  live: Map<number, Live>;
}

const HEARTBEAT_MS = 10_000;
const running = () => ({ state: 'running' as const, startedAt: sql`now()`, heartbeatAt: sql`now()` });

/**
 * Takes the jobs row a pg-boss job stands for from queued to running. Only one attempt can: a
 * second delivery, or the retry of a job whose row start-up failed as interrupted, finds nothing
 * and runs nothing. A schedule's occurrence has no row yet: its first attempt makes one; a retry
 * takes the row the failed attempt left queued.
 */
async function claimRow(db: Db, job: JobWithMetadata<BossData | null>): Promise<JobRecord | undefined> {
  const jobId = job.data?.jobId;
  if (typeof jobId === 'number') {
    const [row] = await db
      .update(jobs)
      .set(running())
      .where(and(eq(jobs.id, jobId), eq(jobs.state, 'queued')))
      .returning();
    return row;
  }
  const mine = and(eq(jobs.kind, job.name), sql`${jobs.payload}->>'bossJobId' = ${job.id}`);
  if (job.retryCount > 0) {
    const [row] = await db
      .update(jobs)
      .set(running())
      .where(and(mine, eq(jobs.state, 'queued')))
      .returning();
    if (row) return row;
    // A row in another state was settled already; none at all means the first attempt died before making it.
    const [seen] = await db.select({ id: jobs.id }).from(jobs).where(mine).limit(1);
    if (seen) return undefined;
  }
  const [row] = await db
    .insert(jobs)
    .values({
      kind: job.name,
      adminId: null,
      supplierId: null,
      total: 0,
      payload: { schedule: job.data?.schedule ?? job.name, bossJobId: job.id },
      ...running(),
    })
    .returning();
  return row;
}

/**
 * Runs one pg-boss job of a kind: the handler does the work, the jobs row records what the
 * console shows. A handler that throws is retried by pg-boss while attempts are left (the row
 * goes back to queued); then the row fails with `common.server_error`. Answers normally when the
 * job is settled, and throws the handler's error for pg-boss to record and retry.
 */
export async function executeJob(deps: ExecuteDeps, job: JobWithMetadata<BossData | null>): Promise<void> {
  const { db } = deps;
  const row = await claimRow(db, job);
  if (!row) return;
  const live: Live = { processed: 0, total: row.total };
  deps.live.set(row.id, live);
  const beat = setInterval(() => {
    // The progress too, for polls answered by another instance.
    db.update(jobs)
      .set({ heartbeatAt: sql`now()`, processed: live.processed, total: live.total })
      .where(and(eq(jobs.id, row.id), eq(jobs.state, 'running')))
      .catch(() => undefined);
  }, HEARTBEAT_MS);
  beat.unref();
  let outcome: JobOutcome | undefined;
  let failure: unknown;
  try {
    outcome = await deps.handler({
      job: row,
      progress: (processed, total) => {
        live.processed = processed;
        if (total !== undefined) live.total = total;
      },
      complete: async (tx, result) => {
        await tx
          .update(jobs)
          .set({ state: 'done', processed: live.total, total: live.total, result, error: null, finishedAt: sql`now()` })
          .where(eq(jobs.id, row.id));
      },
    });
  } catch (err) {
    failure = err ?? new Error('job failed');
  } finally {
    clearInterval(beat);
  }
  const stillRunning = and(eq(jobs.id, row.id), eq(jobs.state, 'running')); // not a job its handler completed already
  try {
    if (outcome) {
      const done = 'result' in outcome;
      await db
        .update(jobs)
        .set({
          state: done ? 'done' : 'failed',
          processed: done ? live.total : live.processed,
          total: live.total,
          result: 'result' in outcome ? outcome.result : null,
          error: 'error' in outcome ? outcome.error : null,
          finishedAt: sql`now()`,
        })
        .where(stillRunning);
      return;
    }
    const retry = job.retryCount < job.retryLimit;
    deps.log.error({ err: failure, jobId: row.id, kind: row.kind, attempt: job.retryCount + 1, retry }, 'job failed');
    const progress = { processed: live.processed, total: live.total };
    const [open] = await db
      .update(jobs)
      .set(
        retry
          ? { state: 'queued', ...progress, heartbeatAt: null }
          : {
              state: 'failed',
              ...progress,
              result: null,
              error: { code: 'common.server_error' },
              finishedAt: sql`now()`,
            },
      )
      .where(stillRunning)
      .returning({ id: jobs.id });
    // Completed in the handler's own transaction before it failed: done, and not to be run again.
    if (!open) return;
    throw failure;
  } finally {
    deps.live.delete(row.id);
  }
}
