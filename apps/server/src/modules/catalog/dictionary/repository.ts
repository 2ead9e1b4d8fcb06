import { and, asc, eq, getTableName, ilike, sql, type SQL } from 'drizzle-orm';
import type { DictionaryListQuery, DictionaryRow } from '@shop/shared';
import { versionedTable } from '../../../platform/crud/versioned-table.ts';
import type { Db } from '../../../platform/db/database.ts';
import { likePattern } from '../../../platform/db/pagination.ts';
import { productVariants, products } from '../product/table.ts';
import { attributes, type DictionaryTable } from './table.ts';

export type DictionaryRecord = DictionaryTable['$inferSelect'];

const snapshot = (r: DictionaryRecord) => ({
  name: r.name,
  sort: r.sort,
  groupId: r.groupId,
  values: r.values,
  version: r.version,
});

/**
 * The CRUD kit of one dictionary table, logged as `entity` (stock_status.add ...). Its one unique
 * index (the name, case-insensitive, within the group) answers 'Name already exists' on the name.
 */
export function dictionaryTable(table: DictionaryTable, entity: string) {
  return versionedTable({
    table,
    entity,
    snapshot,
    unique: { [`${getTableName(table)}_name_key`]: { code: 'common.duplicate_name', field: 'name' } },
    // each served by an index (the name by the lower(name) one)
    sorts: { id: table.id, name: sql`lower(${table.name})`, sort: table.sort },
    defaultOrder: () => [asc(table.sort), asc(table.id)],
  });
}

export type DictionaryKit = ReturnType<typeof dictionaryTable>;

function toRow(r: DictionaryRecord): DictionaryRow {
  return { id: r.id, name: r.name, sort: r.sort, groupId: r.groupId, values: r.values, version: r.version };
}

const countOf = async (q: Promise<{ n: number }[]>) => Number((await q)[0]?.n ?? 0);
const count = () => sql<number>`count(*)::int`;
/** Variant rows whose option values contain this JSON. */
const variantHas = (ref: { optionId: number; valueId?: number }) =>
  sql`${productVariants.optionValues} @> ${JSON.stringify([ref])}::jsonb`;

export const dictionaryRepository = {
  /** A page by keyword (and group, for a grouped dictionary), sorted by id, name or sort. */
  async list(
    db: Db,
    kit: DictionaryKit,
    q: DictionaryListQuery,
    grouped: boolean,
  ): Promise<{ list: DictionaryRow[]; total: number }> {
    const t = kit.table;
    const w: SQL[] = [];
    if (q.keyword) w.push(ilike(t.name, likePattern(q.keyword)));
    if (q.groupId && grouped) w.push(eq(t.groupId, q.groupId));
    const page = await kit.page(db, q, w.length ? and(...w) : undefined);
    return { list: page.list.map(toRow), total: page.total };
  },

  /** Whether an entry of this (group) table exists. */
  async exists(db: Db, table: DictionaryTable, id: number): Promise<boolean> {
    const [g] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
    return g !== undefined;
  },

  /** Products shown with this stock status. */
  stockStatusUsage(db: Db, id: number): Promise<number> {
    return countOf(db.select({ n: count() }).from(products).where(eq(products.stockStatusId, id)));
  },

  /** Attributes in this group. */
  attributeGroupUsage(db: Db, id: number): Promise<number> {
    return countOf(db.select({ n: count() }).from(attributes).where(eq(attributes.groupId, id)));
  },

  /** Products that carry this attribute. */
  attributeUsage(db: Db, id: number): Promise<number> {
    const has = sql`${products.attributes} @> ${JSON.stringify([{ attributeId: id }])}::jsonb`;
    return countOf(db.select({ n: count() }).from(products).where(has));
  },

  /** Variants made with this option. */
  optionUsage(db: Db, id: number): Promise<number> {
    return countOf(
      db
        .select({ n: count() })
        .from(productVariants)
        .where(variantHas({ optionId: id })),
    );
  },

  /** Variants made with some of these values of an option. */
  optionValueUsage(db: Db, id: number, valueIds: number[]): Promise<number> {
    const any = sql.join(
      valueIds.map((v) => variantHas({ optionId: id, valueId: v })),
      sql` or `,
    );
    return countOf(
      db
        .select({ n: count() })
        .from(productVariants)
        .where(sql`(${any})`),
    );
  },

  toRow,
};
