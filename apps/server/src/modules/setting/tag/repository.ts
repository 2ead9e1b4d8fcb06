import { and, asc, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { TagListQuery, TagRow } from '@shop/shared';
import { versionedTable } from '../../../platform/crud/versioned-table.ts';
import type { Db } from '../../../platform/db/database.ts';
import { likePattern } from '../../../platform/db/pagination.ts';
import { products } from '../../catalog/product/table.ts';
import { tags } from './table.ts';

export type TagRecord = typeof tags.$inferSelect;

export const tagTable = versionedTable({
  table: tags,
  entity: 'tag',
  snapshot: (t) => ({ name: t.name, sort: t.sort, enabled: t.enabled, version: t.version }),
  unique: { tags_name_key: { code: 'tag.name_taken', field: 'name' } },
  // each served by an index (the name by the unique lower(name) one)
  sorts: { id: tags.id, name: sql`lower(${tags.name})`, sort: tags.sort, createdAt: tags.createdAt },
  defaultOrder: () => [asc(tags.sort), asc(tags.id)],
});

function toRow(t: TagRecord): TagRow {
  return {
    id: t.id,
    name: t.name,
    sort: t.sort,
    enabled: t.enabled,
    createdAt: t.createdAt.toISOString(),
    version: t.version,
  };
}

export const tagRepository = {
  async list(db: Db, q: TagListQuery): Promise<{ list: TagRow[]; total: number }> {
    const w: SQL[] = [];
    if (q.keyword) w.push(ilike(tags.name, likePattern(q.keyword)));
    if (q.status) w.push(eq(tags.enabled, q.status === 'enabled'));
    const page = await tagTable.page(db, q, w.length ? and(...w) : undefined);
    return { list: page.list.map(toRow), total: page.total };
  },

  /** Products carrying the tag (the GIN index on products.tag_ids answers it). */
  async productCount(db: Db, id: number): Promise<number> {
    const [r] = await db
      .select({ n: count() })
      .from(products)
      .where(sql`${products.tagIds} @> array[${id}]::bigint[]`);
    return Number(r?.n ?? 0);
  },

  toRow,
};
