import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { CategoryInfo, CategoryRow } from '@shop/shared';
import type { Db } from '../../../platform/db/database.ts';
import { bumped } from '../../../platform/db/versioned.ts';
import { files } from '../../../platform/files/table.ts';
import { products } from '../product/table.ts';
import { categories } from './table.ts';

export type CategoryRecord = typeof categories.$inferSelect;
/** The columns a category is written with. */
export type CategoryValues = typeof categories.$inferInsert;

function toRow(c: CategoryRecord, productCount: number, childCount: number): CategoryRow {
  return {
    id: c.id,
    parentId: c.parentId,
    name: c.name,
    sort: c.sort,
    icon: c.icon,
    image: c.image,
    enabled: c.enabled,
    productCount,
    childCount,
    version: c.version,
  };
}

export const categoryRepository = {
  /** The whole tree in display order: each parent followed by its children, by sort then id. */
  async tree(db: Db): Promise<CategoryRow[]> {
    const [rows, counts] = await Promise.all([
      db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id)).limit(20_000),
      db
        .select({ id: products.categoryId, n: sql<number>`count(*)::int` })
        .from(products)
        .where(sql`${products.categoryId} is not null`)
        .groupBy(products.categoryId),
    ]);
    const productCount = new Map(counts.map((c) => [c.id!, Number(c.n)]));
    const children = new Map<number, CategoryRecord[]>();
    for (const r of rows) {
      const key = r.parentId ?? 0;
      children.set(key, [...(children.get(key) ?? []), r]);
    }
    const out: CategoryRow[] = [];
    const walk = (parent: number, depth: number) => {
      if (depth > 50) return;
      for (const c of children.get(parent) ?? []) {
        out.push(toRow(c, productCount.get(c.id) ?? 0, children.get(c.id)?.length ?? 0));
        walk(c.id, depth + 1);
      }
    };
    walk(0, 0);
    return out;
  },

  async find(db: Db, id: number, lock = false): Promise<CategoryRecord | undefined> {
    const q = db.select().from(categories).where(eq(categories.id, id));
    const [row] = lock ? await q.for('update') : await q;
    return row;
  },

  async usage(db: Db, id: number): Promise<{ products: number; children: number }> {
    const [p] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(eq(products.categoryId, id));
    const [c] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(categories)
      .where(eq(categories.parentId, id));
    return { products: Number(p?.n ?? 0), children: Number(c?.n ?? 0) };
  },

  async info(db: Db, id: number): Promise<CategoryInfo | undefined> {
    const c = await this.find(db, id);
    if (!c) return undefined;
    const u = await this.usage(db, id);
    return {
      ...toRow(c, u.products, u.children),
      seoTitle: c.seoTitle,
      seoDescription: c.seoDescription,
      seoKeywords: c.seoKeywords,
      createdAt: c.createdAt.toISOString(),
      updatedAt: c.updatedAt.toISOString(),
    };
  },

  /** Ids from `id` up to the root (a cycle guard included). */
  async ancestors(db: Db, id: number): Promise<number[]> {
    const res = await db.execute(sql`
      with recursive up(id, parent_id, depth) as (
        select id, parent_id, 0 from ${categories} where id = ${id}
        union all
        select c.id, c.parent_id, up.depth + 1 from ${categories} c join up on c.id = up.parent_id where up.depth < 100)
      select id from up`);
    return (res as unknown as { rows: { id: string | number }[] }).rows.map((r) => Number(r.id));
  },

  /** Stored pictures by file name, with their size. */
  async pictures(db: Db, names: string[]): Promise<{ name: string; width: number | null; height: number | null }[]> {
    return db
      .select({ name: files.name, width: files.width, height: files.height })
      .from(files)
      .where(inArray(files.name, names));
  },

  async insert(db: Db, values: CategoryValues): Promise<CategoryRecord> {
    const [row] = await db.insert(categories).values(values).returning();
    return row!;
  },

  /** The versioned edit: undefined when the row no longer has `version`. */
  async update(
    db: Db,
    id: number,
    version: number,
    values: Partial<CategoryValues>,
  ): Promise<CategoryRecord | undefined> {
    const [row] = await db
      .update(categories)
      .set({ ...values, ...bumped(categories) })
      .where(and(eq(categories.id, id), eq(categories.version, version)))
      .returning();
    return row;
  },

  async setEnabled(db: Db, id: number, enabled: boolean): Promise<CategoryRecord> {
    const [row] = await db
      .update(categories)
      .set({ enabled, ...bumped(categories) })
      .where(eq(categories.id, id))
      .returning();
    return row!;
  },

  async remove(db: Db, id: number): Promise<void> {
    await db.delete(categories).where(eq(categories.id, id));
  },

  /** The children of a parent (null: the top level) in their order, locked. */
  async lockChildren(db: Db, parentId: number | null): Promise<CategoryRecord[]> {
    return db
      .select()
      .from(categories)
      .where(parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId))
      .orderBy(asc(categories.sort), asc(categories.id))
      .for('update');
  },

  /** Sorts 10, 20, 30 ... in the order given, in one statement; rows already in place are not written. */
  async reorder(db: Db, ids: number[]): Promise<void> {
    await db.execute(sql`
      update ${categories} c set sort = v.sort, updated_at = now(), version = c.version + 1
      from (values ${sql.join(
        ids.map((id, i) => sql`(${id}::bigint, ${(i + 1) * 10}::int)`),
        sql`, `,
      )}) as v(id, sort)
      where c.id = v.id and c.sort <> v.sort`);
  },
};
