import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { SessionUser } from '@shop/shared';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { testConfig, type Config } from '../config.ts';
import { useTestHashCost } from '../platform/auth/passwords.ts';
import { openDatabase, type Database } from '../platform/db/database.ts';
import { DEMO_ACCOUNTS, seedDemo } from '../seed/demo.ts';
import { adminUrl, databaseUrlFor, seededTemplateDb, seededTemplateFile, templateDb, templateFile } from './paths.ts';

export type Role = (typeof DEMO_ACCOUNTS)[number]['username'];

const COOKIE_SECRET = 'test-cookie-secret-0123456789abcdef0123456789';
/** one key for every test app, so a second instance on the same database opens the first one's secrets */
export const TEST_SECRET_KEY = 'test-secret-key-0123456789abcdef0123456789abcd';

// Passwords hashed by tests (and the demo accounts of the templates) use argon2id's cheap test cost.
useTestHashCost();

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Signs in a demo account and answers its session code (ak). */
  login(role: Role): Promise<string>;
  /** Signs in a demo account and answers the whole session user (ak, power, ids). */
  session(role: Role): Promise<SessionUser>;
  /** One login attempt with a fresh CSRF token; answers the raw response. */
  signIn(
    username: string,
    password: string,
    opts?: { headers?: Record<string, string>; cookie?: string; remoteAddress?: string },
  ): Promise<LightMyRequestResponse>;
  /**
   * The client address every request of this app comes from (unique per app: rate limits in a shared Redis stay apart).
   */
  remoteAddress: string;
  /** A fresh CSRF token with the cookie it belongs to. */
  csrf(): Promise<{ token: string; cookie: string }>;
  get(url: string, ak?: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  post(url: string, body: unknown, ak?: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * A fresh database for one test file: a copy of the migrated template, or with `seeded` of the
 * template that already holds the demo data without orders (what `seedDemo(db, { orders: false })` loads).
 */
export async function freshDatabase(
  opts: { seeded?: boolean } = {},
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `shop_test_${randomBytes(6).toString('hex')}`;
    const c = new pg.Client({ connectionString: adminUrl(url) });
    await c.connect();
    await c.query(`create database ${name} template ${opts.seeded ? seededTemplateDb() : templateDb()}`);
    await c.end();
    const database = await openDatabase({ databaseUrl: databaseUrlFor(url, name), migrate: false, poolSize: 5 });
    return {
      database,
      drop: async () => {
        const d = new pg.Client({ connectionString: adminUrl(url) });
        await d.connect();
        await d.query(`drop database if exists ${name} with (force)`);
        await d.end();
      },
    };
  }
  const database = await openDatabase({
    loadDataDir: new Blob([readFileSync(opts.seeded ? seededTemplateFile() : templateFile())]),
    migrate: false,
  });
  return { database, drop: async () => undefined };
}

export async function createTestApp(
  overrides: Partial<Config> = {},
  opts: { seed?: boolean; orders?: boolean } = {},
): Promise<TestApp> {
  // The demo data without orders comes ready in the seeded template; with orders it is seeded here,
  // on the migrated template, as before (the orders and checkouts depend on the time of seeding).
  const seed = opts.seed !== false;
  const orders = opts.orders ?? false;
  const { database, drop } = await freshDatabase({ seeded: seed && !orders });
  if (seed && orders) await seedDemo(database.db, { orders: true });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
  const config = testConfig({
    DATA_DIR: dataDir,
    REDIS_URL: process.env.REDIS_URL || undefined,
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...overrides,
  });
  const app = await buildApp({ config, database, cookieSecret: COOKIE_SECRET, secretKey: TEST_SECRET_KEY });
  await app.ready();

  const remoteAddress = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${1 + (randomBytes(1)[0]! % 250)}`;
  const request = (
    method: 'GET' | 'POST',
    url: string,
    body: unknown,
    ak?: string,
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method,
      url,
      remoteAddress,
      payload: body === undefined ? undefined : (body as object),
      headers: { ...(ak ? { ak } : {}), ...headers },
    });

  const csrf = async () => {
    const res = await app.inject({ method: 'GET', url: '/api/verify/csrf', remoteAddress });
    const cookie = String(res.headers['set-cookie']).split(';')[0]!;
    return { token: res.json().data.csrf_token as string, cookie };
  };

  const signIn: TestApp['signIn'] = async (username, password, opts = {}) => {
    const { token, cookie } = await csrf();
    return app.inject({
      method: 'POST',
      url: '/admin/passport/login',
      remoteAddress: opts.remoteAddress ?? remoteAddress,
      headers: { ...opts.headers, cookie: opts.cookie ? `${cookie}; ${opts.cookie}` : cookie },
      payload: { username, password, csrf_token: token, submit: 'login' },
    });
  };

  const session = async (role: Role) => {
    const account = DEMO_ACCOUNTS.find((a) => a.username === role)!;
    const res = await signIn(account.username, account.password);
    if (res.statusCode !== 200) throw new Error(`login ${role} failed: ${res.body}`);
    return res.json().data as SessionUser;
  };

  const login = async (role: Role) => (await session(role)).ak;

  return {
    app,
    database,
    config,
    login,
    session,
    signIn,
    csrf,
    remoteAddress,
    get: (url, ak, headers) => request('GET', url, undefined, ak, headers),
    post: (url, body, ak, headers) => request('POST', url, body, ak, headers),
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second instance of a test app: the same database and settings, a data folder of its own (a second process behind
 * a load balancer). `close` ends it and removes the folder.
 */
export async function secondInstance(t: TestApp): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-test-2-'));
  const app = await buildApp({
    config: { ...t.config, DATA_DIR: dir },
    database: t.database,
    cookieSecret: COOKIE_SECRET,
    secretKey: TEST_SECRET_KEY,
  });
  const close = async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await app.ready();
  } catch (err) {
    await close();
    throw err;
  }
  return { app, close };
}
