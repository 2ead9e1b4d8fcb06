import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database.ts';
import { withFirstTransactionMark, type FirstTransactionMark } from './first-transaction.ts';
import { detached } from './pglite.ts';

/** The mark a request's first transaction writes (the Idempotency-Key's "carried out"). */
describe('first-transaction mark', () => {
  let database: Database;
  const marks: string[] = [];
  const mark = (): FirstTransactionMark => ({
    state: 'waiting',
    write: async (tx) => {
      await tx.execute(sql`select 1`);
      marks.push('marked');
    },
  });

  beforeAll(async () => {
    database = await openDatabase({ migrate: false });
  });
  afterAll(async () => {
    await database.close();
  });

  it('is written once, by the first transaction that commits; one rolled back leaves it waiting', async () => {
    const { db } = database;
    marks.length = 0;
    const m = mark();
    await withFirstTransactionMark(m, async () => {
      await expect(
        db.transaction(async () => {
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(m.state).toBe('waiting');
      await db.transaction(async (tx) => tx.execute(sql`select 2`));
      await db.transaction(async (tx) => tx.execute(sql`select 3`));
    });
    expect(m.state).toBe('committed');
    expect(marks).toEqual(['marked', 'marked']); // the rolled-back attempt, then the first commit
  });

  it('is not written by work the request starts without awaiting it (detached)', async () => {
    const { db } = database;
    marks.length = 0;
    const m = mark();
    await withFirstTransactionMark(m, async () => {
      await detached(() => db.transaction(async (tx) => tx.execute(sql`select 4`)));
    });
    expect(m.state).toBe('waiting');
    expect(marks).toEqual([]);
  });
});
