import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test-support/harness.ts';
import type { Database } from '../db/database.ts';
import { JobRunner } from './runner.ts';
import { jobs } from './table.ts';

/** Short pg-boss timings, so that retries and cron passes happen within a test. */
const tuning = { pollingIntervalSeconds: 0.5, cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1 };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const STORE_ZONE = 'Asia/Kolkata'; // +05:30: a cron read in any other zone names another minute

/** Hour and minute now on the clock of `timeZone`. */
function clock(timeZone: string, at = new Date()): { hour: number; minute: number; second: number } {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  });
  const parts = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
  return { hour: Number(parts.hour), minute: Number(parts.minute), second: Number(parts.second) };
}

describe('jobs on pg-boss', () => {
  let database: Database;
  let drop: () => Promise<void>;
  const runners: JobRunner[] = [];
  const errors: unknown[] = [];
  const runner = () => {
    const log = {
      error: (obj: unknown) => {
        errors.push(obj);
      },
    };
    const r = new JobRunner(database.db, log, false, { timeZone: STORE_ZONE, tuning });
    runners.push(r);
    return r;
  };
  const rowsOf = (kind: string) => database.db.select().from(jobs).where(eq(jobs.kind, kind)).orderBy(jobs.id);
  const enqueue = (r: JobRunner, kind: string) =>
    r.enqueue(database.db, { kind, adminId: null, supplierId: null, total: 1, payload: {} });

  beforeAll(async () => {
    ({ database, drop } = await freshDatabase());
  });
  afterAll(async () => {
    for (const r of runners) await r.stop();
    await database.close();
    await drop();
  });

  it('hands a job to pg-boss only when its transaction has committed and the caller wakes the runner', async () => {
    const r = runner();
    const ran: number[] = [];
    r.register('test.outbox', async ({ job }) => {
      ran.push(job.id);
      return { result: { ok: true } };
    });
    await r.start();
    await expect(
      database.db.transaction(async (tx) => {
        await r.enqueue(tx, { kind: 'test.outbox', adminId: null, supplierId: null, total: 1, payload: {} });
        throw new Error('the request failed');
      }),
    ).rejects.toThrow('the request failed');
    const job = await enqueue(r, 'test.outbox');
    // Several polls of pg-boss's workers: nothing runs before the wake (the answer is not written yet).
    await sleep(1_500);
    expect(ran).toEqual([]);
    expect((await rowsOf('test.outbox')).map((j) => j.state)).toEqual(['queued']);
    r.wake();
    r.wake();
    await r.idle();
    expect(ran).toEqual([job.id]);
    expect(await rowsOf('test.outbox')).toEqual([
      expect.objectContaining({ id: job.id, state: 'done', result: { ok: true } }),
    ]);
  });

  it('retries a job whose handler throws, after the delay and with backoff, until it succeeds', async () => {
    const r = runner();
    const attempts: number[] = [];
    r.register(
      'test.flaky',
      async ({ progress }) => {
        attempts.push(Date.now());
        progress(attempts.length, 3);
        if (attempts.length < 3) throw new Error(`attempt ${attempts.length} failed`);
        return { result: { attempts: attempts.length } };
      },
      { retryLimit: 2, retryDelay: 1, retryBackoff: true },
    );
    await r.start();
    const job = await enqueue(r, 'test.flaky');
    r.wake();
    await r.idle();
    expect(attempts).toHaveLength(3);
    // retryDelay × 2^n / 2 plus jitter of as much again: 1-2 s, then 2-4 s.
    expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(900);
    expect(attempts[2]! - attempts[1]!).toBeGreaterThanOrEqual(1_900);
    const [row] = await rowsOf('test.flaky');
    expect(row).toMatchObject({ id: job.id, state: 'done', result: { attempts: 3 }, error: null });
    expect(errors.filter((e) => (e as { kind?: string }).kind === 'test.flaky')).toEqual([
      expect.objectContaining({ attempt: 1, retry: true }),
      expect.objectContaining({ attempt: 2, retry: true }),
    ]);
  }, 60_000);

  it('fails a job with common.server_error when its retries are used up', async () => {
    const r = runner();
    let attempts = 0;
    r.register(
      'test.broken',
      async () => {
        attempts++;
        throw new Error('always');
      },
      { retryLimit: 1 },
    );
    await r.start();
    await enqueue(r, 'test.broken');
    r.wake();
    await r.idle();
    expect(attempts).toBe(2);
    expect(await rowsOf('test.broken')).toEqual([
      expect.objectContaining({ state: 'failed', result: null, error: { code: 'common.server_error' } }),
    ]);
  }, 30_000);

  it('runs one job of a singleton kind at a time over two instances', async () => {
    const [a, b] = [runner(), runner()];
    let running = 0;
    let most = 0;
    const handler = async () => {
      running++;
      most = Math.max(most, running);
      await sleep(400);
      running--;
      return { result: {} };
    };
    a.register('test.one-at-a-time', handler, { policy: 'singleton' });
    b.register('test.one-at-a-time', handler, { policy: 'singleton' });
    await a.start();
    await b.start();
    for (let i = 0; i < 4; i++) await enqueue(a, 'test.one-at-a-time');
    a.wake();
    b.wake();
    await Promise.all([a.idle(), b.idle()]);
    expect((await rowsOf('test.one-at-a-time')).map((j) => j.state)).toEqual(['done', 'done', 'done', 'done']);
    expect(most).toBe(1);
  }, 60_000);

  it('keeps every job started on a stately kind: those pg-boss has no room for wait in the jobs table', async () => {
    const r = runner();
    let runs = 0;
    const handler = async () => {
      runs++;
      await sleep(300);
      return { result: {} };
    };
    r.register('test.stately', handler, { policy: 'stately' });
    await r.start();
    for (let i = 0; i < 4; i++) await enqueue(r, 'test.stately');
    r.wake();
    await r.idle();
    expect(runs).toBe(4);
    expect((await rowsOf('test.stately')).map((j) => j.state)).toEqual(['done', 'done', 'done', 'done']);
  }, 60_000);

  it("runs a schedule on pg-boss's cron, on the store's clock unless it names another zone", async () => {
    // Both expressions name the current minute of the store's zone; they must be evaluated within it.
    if (clock(STORE_ZONE).second > 45) await sleep((61 - clock(STORE_ZONE).second) * 1_000);
    const { hour, minute } = clock(STORE_ZONE);
    const r = runner();
    const ran: string[] = [];
    r.schedule('test.daily-digest', `${minute} ${hour} * * *`, async ({ job, progress }) => {
      ran.push('store');
      progress(5, 5);
      return { result: { sent: 5, schedule: job.payload.schedule } };
    });
    r.schedule(
      'test.utc-digest',
      `${minute} ${hour} * * *`,
      async () => {
        ran.push('utc');
        return { result: {} };
      },
      { tz: 'UTC' },
    );
    await r.start();
    let row: typeof jobs.$inferSelect | undefined;
    for (let i = 0; i < 150 && row?.state !== 'done'; i++) {
      await sleep(100);
      [row] = await rowsOf('test.daily-digest');
    }
    expect(row).toMatchObject({
      state: 'done',
      adminId: null,
      processed: 5,
      total: 5,
      result: { sent: 5, schedule: 'test.daily-digest' },
    });
    // The UTC one came due in the same cron pass if it was due at all.
    await sleep(2_500);
    expect(ran).toEqual(['store']);
    expect(await rowsOf('test.utc-digest')).toEqual([]);
    const done = await database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'test.daily-digest'), eq(jobs.state, 'done')));
    expect(done).toHaveLength(1);
  }, 90_000);
});
