import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PgBoss, type ConstructorOptions, type Db as BossDb, type Queue } from 'pg-boss';
import type { Db } from '../db/database.ts';

/** pg-boss's timings this app sets. Tests shorten them; production keeps the defaults below. */
export interface BossTuning {
  /** How often an idle worker looks for jobs, in seconds. A wake notifies this process's workers at once. */
  pollingIntervalSeconds: number;
  /** How often schedules are evaluated (1-45 s), and how often their due occurrences become jobs (1-45 s). */
  cronMonitorIntervalSeconds: number;
  cronWorkerIntervalSeconds: number;
}

export const DEFAULT_TUNING: BossTuning = {
  pollingIntervalSeconds: 2,
  cronMonitorIntervalSeconds: 30,
  cronWorkerIntervalSeconds: 5,
};

/**
 * How a kind of job is executed. Retries apply only when the handler throws (a crash, a lost
 * connection): a handler that answers `{ error }` has judged the work and is not run again.
 */
export interface ExecutionOptions {
  /** Further attempts after a throwing one (default 0: fail at once, as imports must). */
  retryLimit?: number;
  /** Seconds before a retry (default 0). */
  retryDelay?: number;
  /** Double the delay on each retry, with jitter (default false). */
  retryBackoff?: boolean;
  /**
   * pg-boss's queue policy. 'singleton': one job of the kind runs at a time over every instance;
   * 'stately': that, and at most one more waiting in pg-boss (user-started jobs beyond it wait in
   * the jobs table and are handed over as the slot frees; a schedule's extra occurrences are dropped).
   * Fixed when the queue is first created.
   */
  policy?: 'standard' | 'singleton' | 'stately';
  /** Longest run in seconds before pg-boss takes the job back (default 6 hours, at most 24). */
  expireInSeconds?: number;
}

/** A process that died holding a job loses it to another instance after this long without heartbeats. */
const HEARTBEAT_SECONDS = 60;
const EXPIRE_SECONDS = 6 * 3600;

export function queueOptions(o: ExecutionOptions): Omit<Queue, 'name'> {
  return {
    policy: o.policy ?? 'standard',
    retryLimit: o.retryLimit ?? 0,
    retryDelay: o.retryDelay ?? 0,
    retryBackoff: o.retryBackoff ?? false,
    expireInSeconds: o.expireInSeconds ?? EXPIRE_SECONDS,
    heartbeatSeconds: HEARTBEAT_SECONDS,
  };
}

/** pg-boss's whole transactions (`BEGIN; ...; COMMIT;`, without parameters): maintenance, queue changes, migrations. */
const WHOLE_TRANSACTION = /^\s*BEGIN;([\s\S]*)COMMIT;\s*$/i;

/**
 * pg-boss's `db` option over PGlite: `executeSql(text, values)` answering `{ rows }`. Statements
 * with parameters go through `query`; parameterless text may hold several statements and goes
 * through `exec`, its rows flattened (a RETURNING before the COMMIT counts). A whole transaction
 * runs inside PGlite's own `transaction()`: a failing statement in a plain `exec` would leave the
 * one shared session in an aborted transaction, and whichever request query got the connection
 * next would fail with it; `transaction()` rolls back before it lets the connection go.
 */
export function pgliteForBoss(pglite: PGlite): BossDb {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values?.length) return pglite.query(text, values);
      const whole = WHOLE_TRANSACTION.exec(text);
      const results = whole ? await pglite.transaction((tx) => tx.exec(whole[1]!)) : await pglite.exec(text);
      return { rows: results.flatMap((r) => r.rows) };
    },
  };
}

/**
 * pg-boss on the database the app opened (openDatabase). On PGlite it runs through the `db`
 * option (pgliteForBoss). PGlite has one connection and runs every query, and every transaction,
 * one after another: pg-boss's polls and maintenance simply wait while a request's transaction is
 * open. They never deadlock with it because nothing inside a transaction ever waits for pg-boss:
 * enqueue only writes the jobs row through the caller's transaction (see runner.ts), and no worker
 * is `transactional` (pg-boss would hold the connection while the handler needs it).
 *
 * On PostgreSQL pg-boss opens its own small pool on the same database rather than borrowing the
 * app's: its polls, heartbeats and maintenance then never queue behind a burst of requests, nor
 * requests behind them.
 */
export function createBoss(db: Db, tuning: BossTuning): PgBoss {
  const client = (db as unknown as { $client?: unknown }).$client;
  let connection: ConstructorOptions;
  if (client instanceof PGlite) {
    // PGlite has no autovacuum and no concurrent reindex: those checks would only warn.
    connection = { db: pgliteForBoss(client), backend: 'pglite', monitorVacuum: false, reindex: false };
  } else if (client instanceof pg.Pool) {
    const o = client.options;
    connection = {
      connectionString: o.connectionString,
      host: o.host,
      port: o.port,
      user: o.user,
      password: o.password,
      database: o.database,
      ssl: o.ssl,
      max: 4,
      application_name: 'shop-jobs',
    };
  } else {
    throw new Error('JobRunner needs a database opened by openDatabase (PGlite or a pg Pool)');
  }
  return new PgBoss({
    ...connection,
    cronMonitorIntervalSeconds: tuning.cronMonitorIntervalSeconds,
    cronWorkerIntervalSeconds: tuning.cronWorkerIntervalSeconds,
  });
}

/**
 * The pg-boss job id of a jobs row: derived from the row id, so that handing the same row over
 * twice (a wake and a poll, two instances) inserts nothing the second time (pg-boss inserts with
 * `on conflict do nothing`). The fixed prefix keeps these apart from pg-boss's random ids.
 */
export function bossJobId(jobId: number): string {
  return `6a6f6273-0000-4000-8000-${jobId.toString(16).padStart(12, '0')}`;
}
