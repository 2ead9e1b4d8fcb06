import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { markFirstTransactions } from './first-transaction.ts';
import { LongWaits, reentrant } from './pglite.ts';
/**
 * A database or a transaction: repositories accept either. Queries name their tables directly, so
 * no schema object is attached; drizzle-kit finds the tables by their files (`table.ts`).
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a raw statement; used by health checks and benchmarks. */
  raw(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball (test templates) */
  dump?(): Promise<Blob>;
  /** PostgreSQL only: the pool's connections (metrics) */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** Every statement's time in seconds, told to the listener after it answers (metrics); one listener. */
  observeQueries(listener: (seconds: number) => void): void;
}

type QueryFn = (...args: never[]) => Promise<unknown>;

/** Times a client's query method: the listener hears each statement's seconds, failed ones included. */
function timed<F extends QueryFn>(fn: F, hear: () => ((seconds: number) => void) | null): F {
  return (async (...args: never[]) => {
    const listener = hear();
    if (!listener) return fn(...args);
    const start = process.hrtime.bigint();
    try {
      return await fn(...args);
    } finally {
      listener(Number(process.hrtime.bigint() - start) / 1e9);
    }
  }) as F;
}

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../db/migrations');

export interface OpenOptions {
  databaseUrl?: string;
  /** PGlite data directory; undefined = in memory */
  dataDir?: string;
  /** PGlite: start from a dumped data directory (tests) */
  loadDataDir?: Blob;
  migrate?: boolean;
  poolSize?: number;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    pool.on('error', () => {
      /* idle client errors surface on the next query */
    });
    let listener: ((seconds: number) => void) | null = null;
    // Every statement runs on a pooled client, inside a transaction or not: time the clients' query.
    pool.on('connect', (client) => {
      client.query = timed(client.query.bind(client) as QueryFn, () => listener) as typeof client.query;
    });
    const db = drizzlePg(pool) as unknown as Db;
    markFirstTransactions(db);
    if (opts.migrate !== false) await migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR });
    return {
      db,
      kind: 'postgres',
      raw: async (text, params) => pool.query(text, params as unknown[]),
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      observeQueries: (l) => {
        listener = l;
      },
    };
  }
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const client = new PGlite({ dataDir: opts.dataDir, loadDataDir: opts.loadDataDir, extensions: { pg_trgm } });
  await client.waitReady;
  let listener: ((seconds: number) => void) | null = null;
  const waits = new LongWaits((message) => process.emitWarning(message, { code: 'PGLITE_LONG_WAIT' }));
  // Statements outside a transaction go through query; a transaction's through its own tx.query.
  client.query = waits.wrap(
    'query',
    timed(client.query.bind(client) as QueryFn, () => listener),
  ) as typeof client.query;
  client.exec = waits.wrap('exec', client.exec.bind(client) as QueryFn) as typeof client.exec;
  const transaction = waits.wrap(
    'transaction',
    client.transaction.bind(client) as QueryFn,
  ) as typeof client.transaction;
  client.transaction = ((fn: (tx: Parameters<Parameters<typeof transaction>[0]>[0]) => Promise<unknown>) =>
    transaction((tx) => {
      tx.query = timed(tx.query.bind(tx) as QueryFn, () => listener) as typeof tx.query;
      return fn(tx);
    })) as typeof client.transaction;
  // Work sent through the database from inside a transaction runs in it (see reentrant).
  reentrant(
    client,
    process.env.DB_TRACE_WAITS === '1'
      ? (what, openedAt) =>
          process.emitWarning(
            `${what.slice(0, 200)}\nsent at ${new Error().stack}\nin the transaction opened at ${openedAt}`,
            {
              code: 'PGLITE_REENTRANT',
            },
          )
      : undefined,
  );
  waits.start();
  const db = drizzlePglite(client) as unknown as Db;
  markFirstTransactions(db);
  if (opts.migrate !== false) await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
  return {
    db,
    kind: 'pglite',
    raw: async (text, params) => client.query(text, params) as Promise<{ rows: Record<string, unknown>[] }>,
    close: async () => {
      waits.stop();
      await client.close();
    },
    dump: () => client.dumpDataDir('none'),
    observeQueries: (l) => {
      listener = l;
    },
  };
}
