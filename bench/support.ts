import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { is, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { testConfig, type Config } from '../apps/server/src/config.ts';
import { openDatabase, type Database } from '../apps/server/src/platform/db/database.ts';
import { systemContext } from '../apps/server/src/platform/http/context.ts';
import { parseInput } from '../apps/server/src/platform/http/validation.ts';
import { seedDemo } from '../apps/server/src/seed/demo.ts';
import { adminUrl, databaseUrlFor } from '../apps/server/src/test-support/paths.ts';
import pg from 'pg';
import type { z } from 'zod';

const run = promisify(execFile);
const LOAD_CLIENT = path.resolve(import.meta.dirname, 'load-client.ts');

export interface Bench {
  app: FastifyInstance;
  database: Database;
  url: string;
  close(): Promise<void>;
}

async function adminQuery(url: string, text: string): Promise<void> {
  const c = new pg.Client({ connectionString: adminUrl(url) });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}

/**
 * The real app listening on a free port: on a fresh PGlite, or with DATABASE_URL on a fresh
 * database made on that server for this run and dropped afterwards (the named database is never touched).
 */
export async function startBench(overrides: Partial<Config> = {}, opts: { web?: boolean } = {}): Promise<Bench> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  const url = process.env.DATABASE_URL;
  const scratch = `shop_bench_${process.pid}_${Date.now().toString(36)}`;
  if (url) await adminQuery(url, `create database ${scratch}`);
  const database = await openDatabase(
    url ? { databaseUrl: databaseUrlFor(url, scratch) } : { dataDir: path.join(dataDir, 'pglite') },
  );
  await seedDemo(database.db);
  const config = testConfig({
    DATA_DIR: dataDir,
    LOGIN_IP_LIMIT: 100_000,
    ...(opts.web ? {} : { WEB_DIST: path.join(dataDir, 'none') }),
    ...overrides,
  });
  const app = await buildApp({
    config,
    database,
    cookieSecret: 'bench-cookie-secret-0123456789abcdef0123456789',
    secretKey: 'bench-secret-key-0123456789abcdef0123456789abcd',
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return {
    app,
    database,
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      await database.close();
      if (url) await adminQuery(url, `drop database if exists ${scratch} with (force)`);
    },
  };
}

export interface LoadResult {
  p50: number;
  p99: number;
  rps: number;
  requests: number;
  errors: number;
  non2xx: number;
  loopDelayP50: number;
  loopDelayP99: number;
  loopDelayMax: number;
}

/** The load client in its own process (so the load does not share our event loop), while we watch the loop. */
export async function load(
  url: string,
  opts: { connections: number; seconds: number; headers?: Record<string, string>; method?: string; body?: string },
): Promise<LoadResult> {
  const h = monitorEventLoopDelay({ resolution: 10 });
  h.enable();
  const { stdout } = await run(process.execPath, ['--import', 'tsx', LOAD_CLIENT, JSON.stringify({ url, ...opts })], {
    maxBuffer: 16 * 1024 * 1024,
  });
  h.disable();
  const r = JSON.parse(stdout);
  return {
    p50: r.p50,
    p99: r.p99,
    rps: r.rps,
    requests: r.requests,
    errors: r.errors,
    non2xx: r.non2xx,
    loopDelayP50: h.percentile(50) / 1e6,
    loopDelayP99: h.percentile(99) / 1e6,
    loopDelayMax: h.max / 1e6,
  };
}

/** Latency percentiles of `fn` run by `concurrency` loops for `seconds`. */
export async function measure(
  fn: () => Promise<unknown>,
  concurrency: number,
  seconds: number,
): Promise<{ p50: number; p99: number; ops: number }> {
  const samples: number[] = [];
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        await fn();
        samples.push(performance.now() - t0);
      }
    }),
  );
  samples.sort((a, b) => a - b);
  const pct = (p: number) => samples[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))]!;
  return { p50: pct(50), p99: pct(99), ops: samples.length / seconds };
}

export const fmt = (n: number, digits = 2) => n.toFixed(digits);

/** A statement as a repository builds it: a query builder (`.toSQL()`) or a drizzle `SQL` object. */
export type Statement = { toSQL(): { sql: string; params: unknown[] } } | SQL;

/** The statements a list repository's `...ListQuery` function answers for one page. */
export interface ListStatements {
  /** run one after the other, before the page (lookups that build the conditions) */
  lookups?: Statement[];
  /** the page's rows (unfiltered, with the list's total in the same statement) */
  page: Statement;
  /** filtered: the exact count, run at the same time as the page */
  count: Statement | null;
}

const dialect = new PgDialect();

/** A statement's SQL text and parameters, as the repository would send them. */
export function render(s: Statement): { sql: string; params: unknown[] } {
  return is(s, SQL) ? dialect.sqlToQuery(s) : s.toSQL();
}

/**
 * The statements of a list page, run straight on the database's raw client in the order the repository runs them:
 * the lookups one after the other, then the page and the count at the same time. Answers the page's row count and,
 * filtered, the count's total (unfiltered, the total is a column of the page).
 */
export function directList(
  database: Database,
  list: ListStatements,
): () => Promise<{ rows: number; total: number | null }> {
  const lookups = (list.lookups ?? []).map(render);
  const page = render(list.page);
  const count = list.count ? render(list.count) : null;
  return async () => {
    for (const l of lookups) await database.raw(l.sql, l.params);
    const [rows, counted] = await Promise.all([
      database.raw(page.sql, page.params),
      count ? database.raw(count.sql, count.params) : null,
    ]);
    return { rows: rows.rows.length, total: counted ? Number(Object.values(counted.rows[0]!)[0]) : null };
  };
}

/** The query a list endpoint's handler receives for a query string (the contract's schema, as the server parses). */
export function listQuery<T>(schema: z.ZodType<T>, qs: string): T {
  return parseInput(schema, Object.fromEntries(new URLSearchParams(qs)));
}

/** The scope of the benchmarks' account (the administrator, no supplier). */
export const adminScope = systemContext().scope;
