import type { TestApp } from './harness.ts';

/**
 * A fingerprint of every table of the app's schema (each row as text, in a stable order), so a
 * test can check that a refused request changed nothing anywhere, not only where it expected a
 * change. Tables that change by design while requests are answered are left out by name.
 */
export async function tableState(t: TestApp, exclude: readonly string[] = []): Promise<Record<string, string>> {
  const { rows } = await t.database.raw(
    `select table_name as name from information_schema.tables ` +
      `where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like '\\_\\_%' ` +
      `order by table_name`,
  );
  const names = rows.map((r) => String(r.name)).filter((name) => !exclude.includes(name));
  const state: Record<string, string> = {};
  // One statement per 20 tables: a whole schema in one statement is slow to plan on the embedded database.
  for (let i = 0; i < names.length; i += 20) {
    const chunk = names.slice(i, i + 20);
    const select = chunk
      .map((n) => `(select md5(coalesce(string_agg(x::text, ',' order by x::text), '')) from "${n}" x) as "${n}"`)
      .join(', ');
    const { rows: sums } = await t.database.raw(`select ${select}`);
    Object.assign(state, sums[0]);
  }
  return state;
}

export { ACTIVITY_TABLES } from './change-counter.ts';

/**
 * A fingerprint of one supplier's rows: every table with a supplier_id column, its rows of
 * `supplierId` as text, so a test can check that another account's requests left them as they were.
 */
export async function supplierRowsState(t: TestApp, supplierId: number): Promise<Record<string, string>> {
  const { rows } = await t.database.raw(
    `select table_name as name from information_schema.columns ` +
      `where table_schema = current_schema() and column_name = 'supplier_id' and table_name not like '\\_\\_%' ` +
      `order by table_name`,
  );
  const state: Record<string, string> = {};
  for (const { name } of rows) {
    const { rows: sums } = await t.database.raw(
      `select count(*)::int as n, md5(coalesce(string_agg(x::text, ',' order by x::text), '')) as sum ` +
        `from "${String(name)}" x where supplier_id = $1`,
      [supplierId],
    );
    state[String(name)] = `${sums[0]!.n} ${sums[0]!.sum}`;
  }
  return state;
}
