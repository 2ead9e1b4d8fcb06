import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { LogListQuery, LogRow } from '@shop/shared';
import { auditCounter, auditLog } from '../../../platform/audit/table.ts';
import type { Db } from '../../../platform/db/database.ts';
import { offsetOf } from '../../../platform/db/pagination.ts';

export type LogFilters = Omit<LogListQuery, 'page' | 'pageSize' | 'sort'>;

const rowColumns = {
  id: auditLog.id,
  actorId: auditLog.actorId,
  actorName: auditLog.actorName,
  action: auditLog.action,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  ip: auditLog.ip,
  createdAt: auditLog.createdAt,
};

function whereOf(f: LogFilters): SQL | undefined {
  const w: SQL[] = [];
  if (f.actorId) w.push(eq(auditLog.actorId, f.actorId));
  if (f.actor) w.push(eq(sql`lower(${auditLog.actorName})`, f.actor.toLowerCase()));
  if (f.action) w.push(eq(auditLog.action, f.action));
  if (f.entity) w.push(eq(auditLog.entity, f.entity));
  if (f.entityId) w.push(eq(auditLog.entityId, f.entityId));
  if (f.from) w.push(gte(auditLog.createdAt, new Date(`${f.from}T00:00:00.000Z`)));
  if (f.to) w.push(lt(auditLog.createdAt, new Date(new Date(`${f.to}T00:00:00.000Z`).getTime() + 86_400_000)));
  return w.length ? and(...w) : undefined;
}

type LogRecord = typeof auditLog.$inferSelect;

function toRow(r: LogRecord | Pick<LogRecord, keyof typeof rowColumns>): LogRow {
  return {
    id: r.id,
    actorId: r.actorId,
    actorName: r.actorName,
    action: r.action,
    entity: r.entity,
    entityId: r.entityId,
    ip: r.ip,
    createdAt: r.createdAt.toISOString(),
  };
}

const counterTotal = () => sql<number>`(select coalesce(sum(${auditCounter.rows}), 0)::int from ${auditCounter})`;

/**
 * The statements of one list page, as query builders (`.toSQL()` gives their SQL text and parameters; the log
 * benchmark runs them straight on the database): `page`, the page's rows, with the slot counter's exact total read
 * in the same statement when unfiltered (one statement instead of two); and, filtered, `count`, an exact count over
 * the same conditions, run at the same time as the page.
 */
export function logListQuery(db: Db, q: LogListQuery) {
  const where = whereOf(q);
  const page = db
    .select({ ...rowColumns, ...(where ? {} : { total: counterTotal() }) })
    .from(auditLog)
    .where(where)
    .orderBy(q.sort === 'id' ? asc(auditLog.id) : desc(auditLog.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const total = where ? db.select({ n: count() }).from(auditLog).where(where) : null;
  return { page, count: total };
}

export const logRepository = {
  /** One page and one cheap exact total: the statements of `logListQuery`. */
  async list(db: Db, q: LogListQuery): Promise<{ list: LogRow[]; total: number }> {
    const { page, count } = logListQuery(db, q);
    if (!count) {
      const rows = (await page) as (LogRecord & { total: number })[];
      if (rows.length > 0) return { list: rows.map(toRow), total: Number(rows[0]!.total) };
      const [t] = await db.select({ n: counterTotal() }).from(auditCounter).limit(1);
      return { list: [], total: Number(t?.n ?? 0) };
    }
    const [rows, [total]] = await Promise.all([page, count]);
    return { list: rows.map(toRow), total: Number(total?.n ?? 0) };
  },

  async find(db: Db, id: number) {
    const [r] = await db.select().from(auditLog).where(eq(auditLog.id, id));
    return r;
  },

  /** Keyset batches for the CSV export, newest first. */
  async batch(db: Db, f: LogFilters, beforeId: number | null, size: number) {
    const where = whereOf(f);
    const cond = beforeId ? (where ? and(where, lt(auditLog.id, beforeId)) : lt(auditLog.id, beforeId)) : where;
    return db.select(rowColumns).from(auditLog).where(cond).orderBy(desc(auditLog.id)).limit(size);
  },

  /** Log rows written since midnight (database time). */
  async todayCount(db: Db): Promise<number> {
    const [r] = await db
      .select({ n: count() })
      .from(auditLog)
      .where(gte(auditLog.createdAt, sql`date_trunc('day', now())`));
    return Number(r?.n ?? 0);
  },

  /** Every log row: the slot counters' sum. */
  async total(db: Db): Promise<number> {
    const [r] = await db.select({ n: sql<number>`coalesce(sum(${auditCounter.rows}),0)::int` }).from(auditCounter);
    return Number(r?.n ?? 0);
  },

  toRow,

  /**
   * Deletes up to `limit` rows older than `cutoff` (oldest first) and takes them off the counter in
   * the same statement's transaction; answers how many went.
   */
  async deleteOlderThan(db: Db, cutoff: Date, limit: number): Promise<number> {
    return db.transaction(async (tx) => {
      const gone = await tx.execute(sql`
        with doomed as (
          select ${auditLog.id} as id from ${auditLog} where ${auditLog.createdAt} < ${cutoff}
          order by ${auditLog.id} limit ${limit}
        ), deleted as (
          delete from ${auditLog} where ${auditLog.id} in (select id from doomed) returning 1
        )
        select count(*)::int as n from deleted`);
      const n = Number((gone as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
      if (n > 0) {
        await tx
          .insert(auditCounter)
          .values({ slot: 0, rows: -n })
          .onConflictDoUpdate({ target: auditCounter.slot, set: { rows: sql`${auditCounter.rows} - ${n}` } });
      }
      return n;
    });
  },
};
