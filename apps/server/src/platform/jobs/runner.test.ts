import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/harness.ts';
import { JobRunner } from './runner.ts';
import { jobs } from './table.ts';

describe('job runner', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const run = async (kind: string) => {
    const { db } = t.database;
    const job = await t.app.services.jobs.enqueue(db, { kind, adminId: null, supplierId: null, total: 3, payload: {} });
    t.app.services.jobs.wake();
    await t.app.services.jobs.idle();
    const [row] = await db.select().from(jobs).where(eq(jobs.id, job.id));
    return row!;
  };

  it('keeps a job done when its handler completed it inside its own transaction and then failed', async () => {
    const { db } = t.database;
    t.app.services.jobs.register('test.completes-then-throws', async ({ progress, complete }) => {
      progress(3, 3);
      await db.transaction(async (tx) => complete(tx, { added: 3 }));
      throw new Error('stopped after the commit');
    });
    const row = await run('test.completes-then-throws');
    expect(row).toMatchObject({ state: 'done', processed: 3, total: 3, result: { added: 3 }, error: null });
    expect(row.finishedAt).not.toBeNull();
  });

  it('leaves a job running when the transaction that completes it rolls back, and then fails it', async () => {
    const { db } = t.database;
    t.app.services.jobs.register('test.completes-then-rolls-back', async ({ complete }) => {
      await db.transaction(async (tx) => {
        await complete(tx, { added: 3 });
        throw new Error('rolled back');
      });
      return { result: { never: true } };
    });
    const row = await run('test.completes-then-rolls-back');
    expect(row).toMatchObject({ state: 'failed', result: null, error: { code: 'common.server_error' } });
  });

  it('records the outcome a handler returns when it does not complete the job itself', async () => {
    t.app.services.jobs.register('test.returns', async ({ progress }) => {
      progress(2, 3);
      return { error: { code: 'x.failed' } };
    });
    expect(await run('test.returns')).toMatchObject({
      state: 'failed',
      processed: 2,
      total: 3,
      error: { code: 'x.failed' },
    });
  });

  it('a survivor fails the running jobs of an instance that died (no heartbeat) and sweeps after them', async () => {
    const { db } = t.database;
    // Another instance on the same database, sharing the work (not the database's only user).
    const survivor = new JobRunner(db, { error: () => undefined }, false, { staleAfterMs: 400 });
    let swept = 0;
    survivor.register('test.left-by-dead', async () => ({ result: {} }), {
      sweep: async () => {
        swept++;
      },
    });
    await survivor.start();
    try {
      const [dead] = await db
        .insert(jobs)
        .values({
          kind: 'test.left-by-dead',
          state: 'running',
          total: 1,
          payload: {},
          startedAt: sql`now() - interval '10 minutes'`,
          heartbeatAt: sql`now() - interval '10 minutes'`,
        })
        .returning({ id: jobs.id });
      const [fresh] = await db
        .insert(jobs)
        .values({ kind: 'test.left-by-dead', state: 'running', total: 1, payload: {}, heartbeatAt: sql`now()` })
        .returning({ id: jobs.id });
      const stateOf = async (id: number) => (await db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
      for (let i = 0; i < 50 && (await stateOf(dead!.id)).state === 'running'; i++)
        await new Promise((r) => setTimeout(r, 100));
      expect(await stateOf(dead!.id)).toMatchObject({ state: 'failed', error: { code: 'job.interrupted' } });
      expect(swept).toBeGreaterThan(0);
      // A job whose heartbeat is recent belongs to a live instance: left alone.
      expect((await stateOf(fresh!.id)).state).toBe('running');
      await db.update(jobs).set({ state: 'failed' }).where(eq(jobs.id, fresh!.id));
    } finally {
      await survivor.stop();
    }
  });
});
