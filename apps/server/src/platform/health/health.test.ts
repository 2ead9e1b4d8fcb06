import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database.ts';
import { createTestApp, type TestApp } from '../../test-support/harness.ts';
import { HealthService, shippedMigrations, type HealthDeps } from './health.ts';

/** A database stand-in whose answers the test switches. */
function switchable(opts: { migrations?: number } = {}) {
  const state = { up: true, migrations: opts.migrations ?? shippedMigrations() };
  const database: HealthDeps['database'] = {
    raw: async (sql: string) => {
      if (!state.up) throw new Error('connection refused');
      return { rows: [sql.includes('__drizzle_migrations') ? { n: state.migrations } : { '?column?': 1 }] };
    },
  };
  return { state, database };
}

describe('health and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { seed: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('liveness and readiness answer without a session, say nothing beyond ok, and drain on shutdown', async () => {
    const live = await t.get('/health/live');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await t.get('/health/ready');
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    expect(ready.headers['cache-control']).toBe('no-store');

    t.app.services.health.drain();
    const draining = await t.get('/health/ready');
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toEqual({ status: 'not_ready', failing: 'shutting_down' });
    expect((await t.get('/health/live')).statusCode).toBe(200);
  });

  it('readiness flips when the database stops answering and back when it returns', async () => {
    const { state, database } = switchable();
    const health = new HealthService({ database, jobsRunning: () => true, timeoutMs: 200 });
    expect(await health.readiness()).toEqual({ ready: true, failing: null });
    state.up = false;
    expect(await health.readiness()).toEqual({ ready: false, failing: 'database' });
    state.up = true;
    expect(await health.readiness()).toEqual({ ready: true, failing: null });
  });

  it('names migrations not applied, Redis not answering and the job runner not started', async () => {
    const behind = switchable({ migrations: shippedMigrations() - 1 });
    const jobs = { running: true };
    expect(await new HealthService({ database: behind.database, jobsRunning: () => true }).readiness()).toEqual({
      ready: false,
      failing: 'migrations',
    });
    const { database } = switchable();
    const redisDown = new HealthService({
      database,
      redisPing: () => Promise.reject(new Error('ECONNREFUSED')),
      jobsRunning: () => jobs.running,
    });
    expect((await redisDown.readiness()).failing).toBe('redis');
    const hanging = new HealthService({
      database,
      redisPing: () => new Promise(() => undefined),
      jobsRunning: () => true,
      timeoutMs: 50,
    });
    expect((await hanging.readiness()).failing).toBe('redis');
    jobs.running = false;
    expect((await new HealthService({ database, jobsRunning: () => jobs.running }).readiness()).failing).toBe('jobs');
  });

  // On PostgreSQL the database really goes away: a TCP relay in front of it is closed and reopened.
  it.runIf(process.env.DATABASE_URL)('PostgreSQL behind a relay that goes down and comes back', async () => {
    const target = new URL(process.env.DATABASE_URL!);
    const sockets = new Set<net.Socket>();
    const relay = () =>
      net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('error', () => s.destroy());
          s.on('close', () => sockets.delete(s));
        }
        client.pipe(upstream).pipe(client);
      });
    let server = relay();
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as net.AddressInfo).port;
    // the test app's own (migrated) database, reached through the relay
    const { rows } = await t.database.raw('select current_database() as name');
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${String(rows[0]!.name)}`;
    url.hostname = '127.0.0.1';
    url.port = String(port);
    const database: Database = await openDatabase({ databaseUrl: url.toString(), migrate: false, poolSize: 2 });
    try {
      const health = new HealthService({ database, jobsRunning: () => true, timeoutMs: 1000 });
      expect(await health.readiness()).toEqual({ ready: true, failing: null });
      await new Promise<void>((r) => server.close(() => r()));
      for (const s of sockets) s.destroy();
      expect(await health.readiness()).toEqual({ ready: false, failing: 'database' });
      server = relay();
      await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
      expect(await health.readiness()).toEqual({ ready: true, failing: null });
    } finally {
      await database.close().catch(() => undefined);
      for (const s of sockets) s.destroy();
      server.close();
    }
  });
});
