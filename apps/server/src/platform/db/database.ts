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
    const db = drizzlePg(pool) as unknown as Db;
    if (opts.migrate !== false) await migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR });
    return {
      db,
      kind: 'postgres',
      raw: async (text, params) => pool.query(text, params as unknown[]),
      close: () => pool.end(),
    };
  }
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const client = new PGlite({ dataDir: opts.dataDir, loadDataDir: opts.loadDataDir, extensions: { pg_trgm } });
  await client.waitReady;
  const db = drizzlePglite(client) as unknown as Db;
  if (opts.migrate !== false) await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
  return {
    db,
    kind: 'pglite',
    raw: async (text, params) => client.query(text, params) as Promise<{ rows: Record<string, unknown>[] }>,
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}
