import { and, count, eq, inArray, lt, sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Db } from '../db/database.ts';
import { detached } from '../db/pglite.ts';
import { bossJobId, createBoss, DEFAULT_TUNING, queueOptions, type BossTuning, type ExecutionOptions } from './boss.ts';
import { executeJob, type BossData, type JobHandler, type JobRecord, type Live } from './execute.ts';
import { jobs } from './table.ts';

export type { JobContext, JobHandler, JobOutcome, JobRecord } from './execute.ts';

export interface JobKindOptions extends ExecutionOptions {
  /**
   * Removes what jobs of this kind leave behind when they stop without finishing (work saved in
   * steps before the final transaction); run at start, after interrupted jobs are failed.
   */
  sweep?: () => Promise<void>;
}

export interface ScheduleOptions extends JobKindOptions {
  /** IANA time zone the cron expression is read in; default the store's (STORE_TIME_ZONE). */
  tz?: string;
}

export interface JobRunnerOptions {
  /** The store's time zone: schedules without their own `tz` run on its clock. */
  timeZone?: string;
  tuning?: Partial<BossTuning>;
  /**
   * A running job whose heartbeat is older than this was left by a process that died: another
   * instance fails it as interrupted (default 60 s; heartbeats come every 10 s).
   */
  staleAfterMs?: number;
}

interface JobLog {
  error: (obj: unknown, msg: string) => void;
  warn?: (obj: unknown, msg: string) => void;
}

/** A job a request starts: its kind, who started it, the work's size and what the handler needs. */
export interface NewJob {
  kind: string;
  adminId: number | null;
  supplierId: number | null;
  total: number;
  payload: Record<string, unknown>;
}

interface Kind {
  handler: JobHandler;
  options: JobKindOptions;
  /** `own`: the schedule names its zone; otherwise it follows the store's */
  schedule?: { cron: string; tz: string; own: boolean };
}

const POLL_MS = 5_000;
/** The poll hands over only rows this old: a fresh one belongs to a request whose wake is still to come. */
const POLL_GRACE_MS = 10_000;
/** A waiting row the poll found pg-boss holding already is looked at again after this long. */
const RECHECK_MS = 60_000;
const PUBLISH_BATCH = 100;
const HEARTBEAT_STALE_MS = 60_000;
/** A stop waits this long for jobs under way before pg-boss gives them up (main.ts may exit sooner). */
const STOP_TIMEOUT_MS = 10 * 60_000;
const DEFAULT_TIME_ZONE = 'Asia/Shanghai';
const interrupted = () => ({ state: 'failed' as const, finishedAt: sql`now()`, error: { code: 'job.interrupted' } });

/**
 * Background jobs on pg-boss. The `jobs` table stays the record people see (who started a job,
 * progress, result, error); pg-boss does the execution: queueing, claiming over every instance,
 * retries with backoff, singleton queues, cron schedules.
 *
 * The jobs row is also the outbox. `enqueue` only inserts the row, through the caller's
 * transaction, so the job exists exactly when that transaction commits and nothing inside it
 * waits for pg-boss (on PGlite, with one connection, a pg-boss call from inside a transaction
 * would wait for that transaction to end: a deadlock). The row is handed to pg-boss afterwards:
 * by `wake()`, which the start endpoints call once their answer (and its Idempotency-Key record)
 * is written, so no job starts before its request has answered; by `start()`; and by a poll for
 * rows older than a few seconds whose wake was lost (a crash between commit and wake, another
 * instance). The pg-boss job id is derived from the row id, so handing a row over twice adds
 * nothing, and a worker runs a row only by moving it from queued to running.
 */
export class JobRunner {
  private readonly kinds = new Map<string, Kind>();
  private readonly live = new Map<number, Live>();
  /** handlers under way in this process, settled quietly (idle and stop wait on them) */
  private readonly active = new Set<Promise<void>>();
  /** kinds whose queue and worker are up, with the worker's id */
  private readonly workers = new Map<string, string>();
  private readonly checked = new Map<number, number>();
  private timeZone: string;
  private readonly tuning: BossTuning;
  private boss: PgBoss | null = null;
  private stopped = true;
  private setup: Promise<void> = Promise.resolve();
  private publishing: Promise<void> | null = null;
  /** the smallest grace asked for while a hand-over was under way: one more pass runs after it */
  private publishAgain: number | null = null;
  private poll: NodeJS.Timeout | null = null;
  private readonly staleAfterMs: number;
  private lastSweep = Date.now();

  /**
   * @param exclusive this process is the database's only user (PGlite): every job still marked
   * running at start was interrupted. Otherwise only those whose heartbeat stopped.
   */
  constructor(
    private readonly db: Db,
    private readonly log: JobLog,
    private readonly exclusive: boolean,
    options: JobRunnerOptions = {},
  ) {
    this.timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
    this.tuning = { ...DEFAULT_TUNING, ...options.tuning };
    this.staleAfterMs = options.staleAfterMs ?? HEARTBEAT_STALE_MS;
  }

  register(kind: string, handler: JobHandler, opts: JobKindOptions = {}): void {
    this.kinds.set(kind, { handler, options: opts });
    if (!this.stopped) this.attachLater(kind);
  }

  /**
   * Declares recurring work: `handler` runs on the cron expression (pg-boss's cron: at most one
   * run a minute), read in `opts.tz` or the store's time zone. Each run is a jobs row of kind
   * `name` (no admin), with progress, result and error like any job; several instances run one
   * job per occurrence. Enqueueing a job of kind `name` runs the same handler at once.
   */
  schedule(name: string, cron: string, handler: JobHandler, opts: ScheduleOptions = {}): void {
    const tz = opts.tz ?? this.timeZone;
    this.kinds.set(name, { handler, options: opts, schedule: { cron, tz, own: opts.tz !== undefined } });
    if (!this.stopped) this.attachLater(name);
  }

  /**
   * The store's time zone changed (Settings > store info): schedules that do not name their own
   * zone run on the new clock from now on, on every instance that calls this.
   */
  async setTimeZone(tz: string): Promise<void> {
    this.timeZone = tz;
    for (const [kind, { schedule }] of this.kinds) {
      if (!schedule || schedule.own || schedule.tz === tz) continue;
      schedule.tz = tz;
      if (this.boss && !this.stopped)
        await this.boss.schedule(kind, schedule.cron, { schedule: kind } satisfies BossData, { tz });
    }
  }

  async enqueue(db: Db, values: NewJob): Promise<JobRecord> {
    const [job] = await db.insert(jobs).values(values).returning();
    return job!;
  }

  /** Whether the runner has started and not stopped (readiness). */
  get running(): boolean {
    return !this.stopped;
  }

  /** Starts pg-boss, fails jobs a stopped process left running and sweeps what they left, then starts working. */
  async start(): Promise<void> {
    if (!this.stopped) return;
    const boss = createBoss(this.db, this.tuning);
    boss.on('error', (err) => this.log.error({ err }, 'job queue error'));
    boss.on('warning', (warning) => (this.log.warn ?? this.log.error)({ warning }, 'job queue warning'));
    await boss.start();
    this.boss = boss;
    try {
      for (const kind of this.kinds.keys()) await this.createQueue(boss, kind);
      await this.failInterrupted(boss);
      for (const [kind, { options }] of this.kinds) {
        await options.sweep?.().catch((err: unknown) => this.log.error({ err, kind }, 'job sweep failed'));
      }
      this.stopped = false;
      for (const kind of this.kinds.keys()) await this.startWorker(boss, kind);
    } catch (err) {
      this.stopped = true;
      this.boss = null;
      await boss.stop({ graceful: false }).catch(() => undefined);
      throw err;
    }
    this.poll = setInterval(
      () => {
        if (this.stopped) return;
        this.publishLater(POLL_GRACE_MS);
        // Jobs another instance was running when it died are failed as interrupted by the survivors.
        if (!this.exclusive && Date.now() - this.lastSweep >= this.staleAfterMs / 2) {
          this.lastSweep = Date.now();
          void this.takeOverStale();
        }
      },
      Math.min(POLL_MS, this.staleAfterMs / 2),
    );
    this.poll.unref();
    // Rows queued while no runner worked (before a restart) are handed over before start answers.
    this.publishLater(0);
    await this.publishing;
  }

  /** Finishes the jobs under way; no new job is claimed. */
  async stop(): Promise<void> {
    if (this.stopped && !this.boss) return;
    this.stopped = true;
    if (this.poll) clearInterval(this.poll);
    this.poll = null;
    await this.setup;
    await this.publishing;
    const boss = this.boss;
    this.boss = null;
    this.workers.clear();
    await boss?.stop({ graceful: true, timeout: STOP_TIMEOUT_MS });
    // A handler may outlive pg-boss's grace; its row is still written when it ends.
    await Promise.all(this.active);
  }

  /** Hands the queued jobs to pg-boss now (called once a start endpoint has answered). */
  wake(): void {
    if (this.stopped) return;
    this.publishLater(0);
  }

  /**
   * Resolves when no job of a kind registered here is queued and none runs in this process
   * (tests, benchmarks). A job waiting for a retry's delay, or for a singleton slot, is waited for.
   */
  async idle(): Promise<void> {
    for (let pass = 0; !this.stopped; pass++) {
      if (pass % 10 === 0) this.publishLater(0);
      await this.publishing;
      await this.setup;
      const kinds = [...this.workers.keys()];
      const [waiting] = kinds.length
        ? await this.db
            .select({ n: count() })
            .from(jobs)
            .where(and(eq(jobs.state, 'queued'), inArray(jobs.kind, kinds)))
        : [{ n: 0 }];
      if (Number(waiting?.n ?? 0) === 0 && this.active.size === 0) return;
      for (const id of this.workers.values()) this.boss?.notifyWorker(id);
      await Promise.race([new Promise((r) => setTimeout(r, 50)), ...this.active]);
    }
  }

  /** Progress of a job running in this process. */
  liveProgress(id: number): Live | undefined {
    return this.live.get(id);
  }

  private attachLater(kind: string): void {
    this.setup = this.setup
      .then(async () => {
        const boss = this.boss;
        if (!boss || this.stopped) return;
        await this.createQueue(boss, kind);
        await this.startWorker(boss, kind);
      })
      .catch((err: unknown) => this.log.error({ err, kind }, 'job kind setup failed'));
  }

  private async createQueue(boss: PgBoss, kind: string): Promise<void> {
    const { policy, ...changeable } = queueOptions(this.kinds.get(kind)!.options);
    await boss.createQueue(kind, { policy, ...changeable });
    // createQueue leaves an existing queue as it is: retries and timings follow the code; the policy cannot change.
    await boss.updateQueue(kind, changeable);
  }

  /** One worker per kind (a kind registered again keeps it and runs the newest handler), and the kind's schedule. */
  private async startWorker(boss: PgBoss, kind: string): Promise<void> {
    if (!this.workers.has(kind)) {
      type Options = { includeMetadata: true; batchSize: number; pollingIntervalSeconds: number };
      const id = await boss.work<BossData | null, void, Options>(
        kind,
        { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: this.tuning.pollingIntervalSeconds },
        async ([job]) => {
          if (!job) return;
          const handler = this.kinds.get(kind)!.handler;
          const run = executeJob({ db: this.db, log: this.log, handler, live: this.live }, job);
          const settled = run.then(
            () => undefined,
            () => undefined,
          );
          this.active.add(settled);
          void settled.finally(() => this.active.delete(settled));
          await run;
        },
      );
      this.workers.set(kind, id);
    }
    const { schedule } = this.kinds.get(kind)!;
    // pg-boss keeps a schedule until told otherwise: one the code no longer declares for this kind is removed.
    if (schedule) await boss.schedule(kind, schedule.cron, { schedule: kind } satisfies BossData, { tz: schedule.tz });
    else await boss.unschedule(kind);
  }

  /** A died instance's running jobs fail as interrupted, then their kinds sweep what they left. */
  private async takeOverStale(): Promise<void> {
    const boss = this.boss;
    if (!boss) return;
    try {
      const kinds = await this.failInterrupted(boss);
      for (const kind of kinds) await this.kinds.get(kind)?.options.sweep?.();
    } catch (err) {
      this.log.error({ err }, 'taking over interrupted jobs failed');
    }
  }

  /**
   * Jobs left running by a stopped process fail as interrupted, and their pg-boss job is
   * cancelled: it is not run again and holds no singleton slot. Answers the kinds that had one.
   */
  private async failInterrupted(boss: PgBoss): Promise<Set<string>> {
    const stale = this.exclusive
      ? eq(jobs.state, 'running')
      : and(
          eq(jobs.state, 'running'),
          sql`coalesce(${jobs.heartbeatAt}, ${jobs.startedAt}, ${jobs.createdAt})
          < now() - ${`${this.staleAfterMs} milliseconds`}::interval`,
        );
    const rows = await this.db
      .update(jobs)
      .set(interrupted())
      .where(stale)
      .returning({ id: jobs.id, kind: jobs.kind, payload: jobs.payload });
    for (const row of rows) {
      const bossId = typeof row.payload.bossJobId === 'string' ? row.payload.bossJobId : bossJobId(row.id);
      // A kind no longer declared has no queue: nothing to cancel.
      await boss.cancel(row.kind, bossId).catch(() => undefined);
    }
    return new Set(rows.map((r) => r.kind));
  }

  private publishLater(graceMs: number): void {
    if (this.publishing) {
      this.publishAgain = Math.min(this.publishAgain ?? graceMs, graceMs);
      return;
    }
    // Never inside a caller's transaction still open (PGlite): the rows are handed over once committed.
    this.publishing = detached(() => this.publish(graceMs))
      .catch((err: unknown) => this.log.error({ err }, 'handing jobs to the queue failed'))
      .finally(() => {
        this.publishing = null;
        const again = this.publishAgain;
        this.publishAgain = null;
        if (again !== null && !this.stopped) this.publishLater(again);
      });
  }

  /** Hands queued rows (of kinds this process works) to pg-boss and wakes the workers they went to. */
  private async publish(graceMs: number): Promise<void> {
    await this.setup;
    const boss = this.boss;
    const kinds = [...this.workers.keys()];
    if (!boss || this.stopped || kinds.length === 0) return;
    const rows = await this.db
      .select({ id: jobs.id, kind: jobs.kind })
      .from(jobs)
      .where(
        and(
          eq(jobs.state, 'queued'),
          inArray(jobs.kind, kinds),
          graceMs > 0 ? lt(jobs.createdAt, sql`now() - ${`${graceMs} milliseconds`}::interval`) : undefined,
        ),
      )
      .orderBy(jobs.id)
      .limit(PUBLISH_BATCH);
    const now = Date.now();
    if (graceMs > 0) for (const id of this.checked.keys()) if (!rows.some((r) => r.id === id)) this.checked.delete(id);
    const woken = new Set<string>();
    for (const row of rows) {
      if (graceMs > 0 && now - (this.checked.get(row.id) ?? 0) < RECHECK_MS) continue;
      const sent = await boss.send(row.kind, { jobId: row.id } satisfies BossData, { id: bossJobId(row.id) });
      if (sent) woken.add(row.kind);
      else if (graceMs > 0) await this.settleLost(boss, row);
    }
    for (const kind of woken) {
      const worker = this.workers.get(kind);
      if (worker) boss.notifyWorker(worker);
    }
  }

  /**
   * A queued row pg-boss refused: one it holds waits (retry delay, singleton slot) and is looked
   * at again in a minute; one a 'stately' queue had no room for is offered again at the next poll.
   * One whose pg-boss job ended without running it (its process died between claiming it and
   * starting it) fails as interrupted.
   */
  private async settleLost(boss: PgBoss, row: { id: number; kind: string }): Promise<void> {
    const [held] = await boss.findJobs(row.kind, { id: bossJobId(row.id) });
    if (!held) return;
    this.checked.set(row.id, Date.now());
    if (held.state === 'completed' || held.state === 'cancelled' || held.state === 'failed') {
      await this.db
        .update(jobs)
        .set(interrupted())
        .where(and(eq(jobs.id, row.id), eq(jobs.state, 'queued')));
    }
  }
}
