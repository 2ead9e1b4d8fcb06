import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { TagListQuery, TagRow } from '@shop/shared';
import type { Db } from '../../../platform/db/database.ts';
import { likePattern, offsetOf } from '../../../platform/db/pagination.ts';
import { products } from '../product/table.ts';
import { tags } from './table.ts';

export type TagRecord = typeof tags.$inferSelect;

function toRow(t: TagRecord): TagRow {
  return { id: t.id, name: t.name, sort: t.sort, enabled: t.enabled, createdAt: t.createdAt.toISOString(), version: t.version };
}

/** Sortable columns, each served by an index (the name by the unique lower(name) one). */
const SORTS: Record<string, SQL> = {
  id: sql`${tags.id}`,
  name: sql`lower(${tags.name})`,
  sort: sql`${tags.sort}`,
  createdAt: sql`${tags.createdAt}`,
};

function orderOf(sort: string | undefined): SQL[] {
  const descending = sort?.startsWith('-') ?? false;
  const column = sort ? SORTS[descending ? sort.slice(1) : sort] : undefined;
  if (!column) return [asc(tags.sort), asc(tags.id)];
  return descending ? [desc(column), desc(tags.id)] : [asc(column), asc(tags.id)];
}

export const tagRepository = {
  async list(db: Db, q: TagListQuery): Promise<{ list: TagRow[]; total: number }> {
    const w: SQL[] = [];
    if (q.keyword) w.push(ilike(tags.name, likePattern(q.keyword)));
    if (q.status) w.push(eq(tags.enabled, q.status === 'enabled'));
    const where = w.length ? and(...w) : undefined;
    const [rows, [total]] = await Promise.all([
      db.select().from(tags).where(where).orderBy(...orderOf(q.sort)).limit(q.pageSize).offset(offsetOf(q)),
      db.select({ n: count() }).from(tags).where(where),
    ]);
    return { list: rows.map(toRow), total: Number(total?.n ?? 0) };
  },

  async find(db: Db, id: number, lock = false): Promise<TagRecord | undefined> {
    const q = db.select().from(tags).where(eq(tags.id, id));
    const [row] = lock ? await q.for('update') : await q;
    return row;
  },

  /** Products carrying the tag (the GIN index on products.tag_ids answers it). */
  async productCount(db: Db, id: number): Promise<number> {
    const [r] = await db.select({ n: count() }).from(products).where(sql`${products.tagIds} @> array[${id}]::bigint[]`);
    return Number(r?.n ?? 0);
  },

  toRow,
};
