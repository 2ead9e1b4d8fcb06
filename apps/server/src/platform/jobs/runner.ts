import { and, eq, sql } from 'drizzle-orm';
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

export interface JobKindOptions {
  /**
   * Removes what jobs of this kind leave behind when they stop without finishing (work saved in
   * steps before the final transaction); run at start, after interrupted jobs are failed.
   */
  sweep?: () => Promise<void>;
}

interface Live { processed: number; total: number }

const HEARTBEAT_MS = 10_000;
const POLL_MS = 5_000;
const HEARTBEAT_STALE_MS = 60_000;

/**
 * Runs queued jobs one at a time in this process. Claiming uses `for update skip locked`, so
 * several server instances on one PostgreSQL share the queue without running a job twice.
 */
export class JobRunner {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly sweeps = new Map<string, () => Promise<void>>();
  private readonly live = new Map<number, Live>();
  private running: Promise<void> | null = null;
  private stopped = true;
  private wakeAgain = false;
  private poll: NodeJS.Timeout | null = null;

  /**
   * @param exclusive this process is the database's only user (PGlite): every job still marked
   * running at start was interrupted. Otherwise only those whose heartbeat stopped.
   */
  constructor(
    private readonly db: Db,
    private readonly log: { error: (obj: unknown, msg: string) => void },
    private readonly exclusive: boolean,
  ) {}

  register(kind: string, handler: JobHandler, opts: JobKindOptions = {}): void {
    this.handlers.set(kind, handler);
    if (opts.sweep) this.sweeps.set(kind, opts.sweep);
  }

  async enqueue(db: Db, values: { kind: string; adminId: number | null; supplierId: number | null; total: number; payload: Record<string, unknown> }): Promise<JobRecord> {
    const [job] = await db.insert(jobs).values(values).returning();
    return job!;
  }

  /** Fails jobs a stopped process left running and sweeps what they left, then starts working the queue. */
  async start(): Promise<void> {
    await this.db.update(jobs).set({
      state: 'failed', finishedAt: sql`now()`, error: { code: 'job.interrupted' },
    }).where(this.exclusive
      ? eq(jobs.state, 'running')
      : and(eq(jobs.state, 'running'), sql`coalesce(${jobs.heartbeatAt}, ${jobs.startedAt}, ${jobs.createdAt}) < now() - ${`${HEARTBEAT_STALE_MS} milliseconds`}::interval`));
    for (const [kind, sweep] of this.sweeps) {
      await sweep().catch((err: unknown) => this.log.error({ err, kind }, 'job sweep failed'));
    }
    this.stopped = false;
    // Jobs queued by another instance, or whose wake was lost, are picked up by the poll.
    this.poll = setInterval(() => this.wake(), POLL_MS);
    this.poll.unref();
    this.wake();
  }

  /** Finishes the job under way; no new job is claimed. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.poll) clearInterval(this.poll);
    this.poll = null;
    await this.running;
  }

  /** Looks for work now (called after enqueue). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) { this.wakeAgain = true; return; }
    this.running = this.drain().finally(() => {
      this.running = null;
      if (this.wakeAgain) { this.wakeAgain = false; this.wake(); }
    });
  }

  /** Resolves when the queue is empty and nothing runs (tests, benchmarks). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Progress of a job running in this process. */
  liveProgress(id: number): Live | undefined {
    return this.live.get(id);
  }

  private async claim(): Promise<JobRecord | undefined> {
    const kinds = [...this.handlers.keys()];
    if (kinds.length === 0) return undefined;
    const rows = await this.db.execute(sql`
      update ${jobs} set state = 'running', started_at = now(), heartbeat_at = now()
      where id = (select id from ${jobs} where state = 'queued' and kind in (${sql.join(kinds.map((k) => sql`${k}`), sql`, `)})
                  order by id for update skip locked limit 1)
      returning id`);
    const id = (rows as unknown as { rows: { id: string | number }[] }).rows[0]?.id;
    if (id === undefined) return undefined;
    const [job] = await this.db.select().from(jobs).where(eq(jobs.id, Number(id)));
    return job;
  }

  private async drain(): Promise<void> {
    while (!this.stopped) {
      const job = await this.claim();
      if (!job) return;
      const live: Live = { processed: 0, total: job.total };
      this.live.set(job.id, live);
      let outcome: JobOutcome;
      const beat = setInterval(() => {
        // The progress too, for polls answered by another instance.
        this.db.update(jobs).set({ heartbeatAt: sql`now()`, processed: live.processed, total: live.total })
          .where(and(eq(jobs.id, job.id), eq(jobs.state, 'running'))).catch(() => undefined);
      }, HEARTBEAT_MS);
      beat.unref();
      try {
        outcome = await this.handlers.get(job.kind)!({
          job,
          progress: (processed, total) => { live.processed = processed; if (total !== undefined) live.total = total; },
          complete: async (tx, result) => {
            await tx.update(jobs).set({ state: 'done', processed: live.total, total: live.total, result, error: null, finishedAt: sql`now()` })
              .where(eq(jobs.id, job.id));
          },
        });
      } catch (err) {
        this.log.error({ err, jobId: job.id }, 'job failed');
        outcome = { error: { code: 'common.server_error' } };
      } finally {
        clearInterval(beat);
      }
      await this.db.update(jobs).set({
        state: 'result' in outcome ? 'done' : 'failed',
        processed: 'result' in outcome ? live.total : live.processed,
        total: live.total,
        result: 'result' in outcome ? outcome.result : null,
        error: 'error' in outcome ? outcome.error : null,
        finishedAt: sql`now()`,
      }).where(and(eq(jobs.id, job.id), eq(jobs.state, 'running'))); // not a job its handler completed already
      this.live.delete(job.id);
    }
  }
}
