import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database.ts';

/**
 * PGlite's one connection: work a transaction awaits, sent through the database instead of the
 * transaction, runs inside it rather than waiting for it for ever; work from elsewhere still waits
 * its turn. (On PostgreSQL such work runs on another connection: nothing to test there.)
 */
describe.skipIf(Boolean(process.env.DATABASE_URL))('PGlite re-entrant transactions', () => {
  let database: Database;
  const rows = async () =>
    (await database.raw('select v from reentrant_probe order by v')).rows.map((r) => Number(r.v));

  beforeAll(async () => {
    database = await openDatabase({ migrate: false });
    await database.raw('create table reentrant_probe (v int primary key)');
  });
  afterAll(async () => {
    await database.close();
  });

  it('a statement sent through the database from inside a transaction runs in it and sees its writes', async () => {
    const { db } = database;
    const seen = await db.transaction(async (tx) => {
      await tx.execute(sql`insert into reentrant_probe values (1)`);
      // Before: this waited for the transaction, which waited for it.
      const res = await db.execute(sql`select count(*)::int as n from reentrant_probe where v = 1`);
      return (res as unknown as { rows: { n: number }[] }).rows[0]!.n;
    });
    expect(seen).toBe(1);
    expect(await rows()).toEqual([1]);
  });

  it('a transaction begun through the database inside another is a savepoint: failing undoes only it', async () => {
    const { db } = database;
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into reentrant_probe values (2)`);
      await expect(
        db.transaction(async (inner) => {
          await inner.execute(sql`insert into reentrant_probe values (3)`);
          throw new Error('inner fails');
        }),
      ).rejects.toThrow('inner fails');
      await db.transaction(async (inner) => {
        await inner.execute(sql`insert into reentrant_probe values (4)`);
      });
    });
    expect(await rows()).toEqual([1, 2, 4]);
  });

  it('the outer transaction failing undoes what ran inside it through the database', async () => {
    const { db } = database;
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into reentrant_probe values (5)`);
        await db.execute(sql`insert into reentrant_probe values (6)`);
        throw new Error('outer fails');
      }),
    ).rejects.toThrow('outer fails');
    expect(await rows()).toEqual([1, 2, 4]);
  });

  it('work from outside the transaction still waits for it to end', async () => {
    const { db } = database;
    const order: string[] = [];
    let inTx!: () => void;
    const started = new Promise<void>((r) => (inTx = r));
    const tx = db.transaction(async (t) => {
      await t.execute(sql`insert into reentrant_probe values (7)`);
      inTx();
      await new Promise((r) => setTimeout(r, 50));
      order.push('transaction ends');
    });
    await started;
    // Sent from outside the transaction's callback: it does not see the uncommitted row, it waits.
    const outside = db.execute(sql`select count(*)::int as n from reentrant_probe where v = 7`).then((res) => {
      order.push('outside answers');
      return (res as unknown as { rows: { n: number }[] }).rows[0]!.n;
    });
    await tx;
    expect(await outside).toBe(1);
    expect(order).toEqual(['transaction ends', 'outside answers']);
  });

  it('work started inside a transaction but sent after it ended runs on its own', async () => {
    const { db } = database;
    let later!: () => Promise<unknown>;
    await db.transaction(async () => {
      later = () => db.execute(sql`insert into reentrant_probe values (8)`);
    });
    await later();
    expect(await rows()).toEqual([1, 2, 4, 7, 8]);
  });
});
