import { expect } from 'vitest';
import { ACTIVITY_TABLES } from './change-counter.ts';
import type { TestApp } from './harness.ts';

/**
 * Whether the requests a race test fires at once really overlap. On PGlite (a plain `npm test`) every
 * query and transaction runs under one lock, so the racing requests are served one after another; only
 * on PostgreSQL (DATABASE_URL set, as in CI's second pass) do their transactions overlap. Known when the
 * tests are collected (the harness picks the database the same way), so titles can say it.
 */
export const OVERLAPS = Boolean(process.env.DATABASE_URL);

/** The end of a race test's title: how its requests ran on this pass's database. */
export const RACE_MODE = OVERLAPS ? '(transactions overlap on PostgreSQL)' : '(serial on PGlite: one lock)';

/** A race test's title with how its requests ran. */
export const raced = (title: string) => `${title} ${RACE_MODE}`;

/**
 * Writes by table and kind, e.g. `{ 'audit_log insert': 2, 'products update': 1 }`. A counter table's row is
 * inserted by the first write to its slot and updated by the next, so its writes are one kind: `'audit_counter
 * write'`.
 */
export type Writes = Record<string, number>;

/** The writes of `n` successes that each write `one`: what a race with `n` winners may leave, nothing more. */
export function times(n: number, one: Writes): Writes {
  const all: Writes = {};
  for (const [key, count] of Object.entries(one)) if (n * count) all[key] = n * count;
  return all;
}

/**
 * Records every row written to the app's tables (insert, update, delete) from now on, by a row trigger
 * on each table that inserts one row into a log in the same transaction: a rolled-back write leaves
 * nothing, a committed one is counted by table and kind. Only inserts, never one shared row, so the
 * racing transactions do not queue on the log (unlike `watchChanges`' single counter). `take` answers
 * the writes since the last `take` (or the start); `stop` removes the triggers. The tables named are left
 * out: by default the activity every request writes (sessions, idempotency records, failed sign-ins).
 */
export async function watchWrites(
  t: TestApp,
  leaveOut: readonly string[] = ACTIVITY_TABLES,
): Promise<{ take: () => Promise<Writes>; stop: () => Promise<void> }> {
  // The title said how the requests would run: the database in use must be the one it named.
  expect(t.database.kind).toBe(OVERLAPS ? 'postgres' : 'pglite');
  const { rows } = await t.database.raw(
    `select table_name as name from information_schema.tables ` +
      `where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like '\\_\\_%'`,
  );
  const tables = rows.map((r) => String(r.name)).filter((name) => !leaveOut.includes(name));
  await t.database.raw(`create table if not exists __writes (tbl text not null, op text not null)`);
  await t.database.raw(`delete from __writes`);
  await t.database.raw(
    `create or replace function __log_write() returns trigger language plpgsql as ` +
      `$$ begin insert into __writes (tbl, op) values (TG_TABLE_NAME, lower(TG_OP)); return null; end $$`,
  );
  for (const table of tables) {
    await t.database.raw(`drop trigger if exists __log_write on "${table}"`);
    await t.database.raw(
      `create trigger __log_write after insert or update or delete on "${table}" ` +
        `for each row execute function __log_write()`,
    );
  }
  return {
    take: async () => {
      const { rows: counts } = await t.database.raw(
        `select tbl || ' ' || case when tbl like '%\\_counter' then 'write' else op end as k, count(*)::int as n ` +
          `from __writes group by 1 order by 1`,
      );
      await t.database.raw(`delete from __writes`);
      return Object.fromEntries(counts.map((r) => [String(r.k), Number(r.n)]));
    },
    stop: async () => {
      for (const table of tables) await t.database.raw(`drop trigger if exists __log_write on "${table}"`);
      await t.database.raw(`delete from __writes`);
    },
  };
}
