import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/database.ts';
import { AUDIT_COUNTER_SLOTS } from '../platform/audit/table.ts';

const ACTIONS = ['admin.edit', 'group.edit', 'feedback.status', 'passport.login', 'profile.edit', 'admin.add'];
const ENTITIES = ['admin', 'admin_group', 'feedback', 'session', 'admin', 'admin'];

/**
 * Bulk operation-log rows for benchmarks: `rows` entries spread over the last 90 days, written
 * in set-based statements (fast on PGlite and PostgreSQL alike), with the slot counter kept exact.
 */
export async function seedAuditRows(db: Db, rows: number, actorId: number, actorName: string): Promise<void> {
  const chunk = 50_000;
  for (let done = 0; done < rows; done += chunk) {
    const n = Math.min(chunk, rows - done);
    await db.execute(sql`
      insert into audit_log (actor_id, actor_name, action, entity, entity_id, before, after, ip, created_at)
      select ${actorId}::bigint, ${actorName}::text,
             (array[${sql.raw(ACTIONS.map((a) => `'${a}'`).join(','))}])[1 + (g % ${ACTIONS.length}::int)],
             (array[${sql.raw(ENTITIES.map((a) => `'${a}'`).join(','))}])[1 + (g % ${ENTITIES.length}::int)],
             (g % 5000)::text,
             jsonb_build_object('truename', 'Name ' || g, 'enabled', true),
             jsonb_build_object('truename', 'Name ' || (g + 1), 'enabled', g % 3 <> 0),
             '127.0.0.1',
             now() - ((g % 129600) || ' minutes')::interval
      from generate_series(${done + 1}::int, ${done + n}::int) as g`);
    await db.execute(sql`
      insert into audit_counter (slot, rows) values (${done / chunk % AUDIT_COUNTER_SLOTS}, ${n})
      on conflict (slot) do update set rows = audit_counter.rows + excluded.rows`);
  }
}
