import type { TestApp } from './harness.ts';

/** The operation log's newest entry with this action, as the log's detail page answers it. */
export async function lastLogEntry(t: TestApp, ak: string, action: string) {
  const { rows } = await t.database.raw(
    'select id::int as id from audit_log where action = $1 order by id desc limit 1',
    [action],
  );
  return (await t.get(`/admin/setting/log/info?id=${rows[0]!.id}`, ak)).json().data;
}
