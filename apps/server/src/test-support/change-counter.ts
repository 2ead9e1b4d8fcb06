import type { TestApp } from './harness.ts';

/**
 * Counts every row written to every table of the app's schema (insert, update, delete), through a
 * row trigger on each table that raises one counter in the same transaction: a rolled-back write
 * counts nothing, a committed one counts however small. Cheap enough to read after every request,
 * so a test can check that a refused request wrote nothing anywhere. Tables that change by design
 * while requests are answered are left out by name; the notification hand-out a request started
 * is waited for before each count. Only for test databases.
 */
export async function watchChanges(t: TestApp, exclude: readonly string[]): Promise<() => Promise<number>> {
  const { rows } = await t.database.raw(
    `select table_name as name from information_schema.tables ` +
      `where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like '\\_\\_%'`,
  );
  const tables = rows.map((r) => String(r.name)).filter((name) => !exclude.includes(name));
  await t.database.raw(`create table if not exists __changes (n bigint not null)`);
  await t.database.raw(`insert into __changes (n) select 0 where not exists (select 1 from __changes)`);
  await t.database.raw(
    `create or replace function __count_change() returns trigger language plpgsql as ` +
      `$$ begin update __changes set n = n + 1; return null; end $$`,
  );
  for (const table of tables) {
    await t.database.raw(`drop trigger if exists __count_change on "${table}"`);
    await t.database.raw(
      `create trigger __count_change after insert or update or delete on "${table}" ` +
        `for each row execute function __count_change()`,
    );
  }
  return async () => {
    // Notifications a finished request handed out are claimed after its answer: wait for them, so
    // their writes count before the next request, never during it.
    await t.app.services.notifications.settled();
    return Number((await t.database.raw('select n from __changes')).rows[0]!.n);
  };
}

/** Writes every request makes whoever sends it: the session's activity, idempotency records, failed sign-ins. */
export const ACTIVITY_TABLES = ['sessions', 'idempotency_keys', 'login_failures'];
