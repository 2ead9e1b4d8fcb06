import { and, asc, desc, eq, gte, ilike, inArray, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { ProductChangePriceBody, ProductFilters, ProductListQuery, ProductRow, VariantInput } from '@shop/shared';
import type { Db } from '../../../platform/db/database.ts';
import { likePattern, pageIds } from '../../../platform/db/pagination.ts';
import { bumped } from '../../../platform/db/versioned.ts';
import type { Scope } from '../../../platform/http/context.ts';
import { suppliers } from '../../../platform/identity/table.ts';
import { categories } from '../category/table.ts';
import { supplierCond } from '../scope.ts';
import { productCounter, productVariants, products } from './table.ts';

export type ProductRecord = typeof products.$inferSelect;
export type VariantRecord = typeof productVariants.$inferSelect;
/** The columns a product is written with. */
export type ProductValues = typeof products.$inferInsert;
/** A batch price change: which price, how, by how much. */
export type PriceChange = Pick<ProductChangePriceBody, 'field' | 'mode' | 'amount'>;

const rowColumns = {
  id: products.id,
  name: products.name,
  number: products.number,
  sku: products.sku,
  image: sql<string | null>`${products.images}->>0`,
  categoryId: products.categoryId,
  categoryName: categories.name,
  supplierId: products.supplierId,
  supplierName: suppliers.name,
  price: products.price,
  currency: products.currency,
  stock: products.stock,
  lowStockThreshold: products.lowStockThreshold,
  stockStatusId: products.stockStatusId,
  onShelf: products.onShelf,
  specMode: products.specMode,
  ratingAvg: products.ratingAvg,
  ratingCount: products.ratingCount,
  updatedAt: products.updatedAt,
  version: products.version,
};
type RowRecord = { [K in keyof typeof rowColumns]: unknown } & { updatedAt: Date };

function toRow(r: RowRecord & { total?: unknown }): ProductRow {
  const { total: _t, ...row } = r;
  return {
    ...(row as unknown as ProductRow),
    ratingAvg: Number(r.ratingAvg),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** The statement that finds a category and every category under it. */
function categoryTree(id: number): SQL {
  return sql`
    with recursive tree(id) as (
      select ${id}::bigint union all select c.id from ${categories} c join tree on c.parent_id = tree.id)
    select id from tree limit 10000`;
}

/**
 * The list's filters as conditions (none when the scope alone applies: the counter gives the total), and the
 * statements run, one after the other, to build them (a category filter's subtree).
 */
async function filtersOf(db: Db, f: ProductFilters): Promise<{ conditions: SQL[]; lookups: SQL[] }> {
  const w: SQL[] = [];
  const lookups: SQL[] = [];
  if (f.keyword) w.push(ilike(products.searchText, likePattern(f.keyword.toLowerCase())));
  if (f.categoryId) {
    const tree = categoryTree(f.categoryId);
    lookups.push(tree);
    const ids = ((await db.execute(tree)) as unknown as { rows: { id: string | number }[] }).rows.map((r) =>
      Number(r.id),
    );
    w.push(ids.length === 1 ? eq(products.categoryId, ids[0]!) : inArray(products.categoryId, ids));
  }
  if (f.supplierId !== undefined) {
    w.push(f.supplierId === 0 ? isNull(products.supplierId) : eq(products.supplierId, f.supplierId));
  }
  if (f.shelf) w.push(eq(products.onShelf, f.shelf === 'on'));
  if (f.stock === 'in') w.push(sql`${products.stock} > 0`);
  if (f.stock === 'out') w.push(eq(products.stock, 0));
  if (f.stock === 'low') w.push(sql`${products.stock} <= ${products.lowStockThreshold}`);
  if (f.stockStatusId) w.push(and(eq(products.stock, 0), eq(products.stockStatusId, f.stockStatusId))!);
  if (f.tagId) w.push(sql`${products.tagIds} @> array[${f.tagId}]::bigint[]`);
  if (f.priceMin !== undefined) w.push(gte(products.price, f.priceMin));
  if (f.priceMax !== undefined) w.push(lte(products.price, f.priceMax));
  return { conditions: w, lookups };
}

const SORTS = {
  id: products.id,
  price: products.price,
  stock: products.stock,
  updatedAt: products.updatedAt,
  ratingAvg: products.ratingAvg,
};

function orderOf(sort: string | undefined): SQL[] {
  if (!sort) return [desc(products.id)];
  const descending = sort.startsWith('-');
  const column = SORTS[(descending ? sort.slice(1) : sort) as keyof typeof SORTS] ?? products.id;
  return descending ? [desc(column), desc(products.id)] : [asc(column), asc(products.id)];
}

/**
 * The statements of one list page: `lookups`, run (by this function, one after the other) to build the conditions;
 * then, as query builders (`.toSQL()` gives their SQL text and parameters; the catalog benchmark runs them straight
 * on the database), `page`, the page's rows, whose ids come from the (index-ordered) product rows alone (deferred
 * join: a deep page skips its offset without joining categories and suppliers for every skipped row), with the
 * per-owner counter's total read in the same statement when unfiltered; and, filtered, `count`, an exact count over
 * the same indexed conditions, run at the same time as the page. `extra` narrows it further (the shop front's search).
 */
export async function productListQuery(db: Db, scope: Scope, q: ProductListQuery, extra: SQL[] = []) {
  const { conditions, lookups } = await filtersOf(db, q);
  conditions.push(...extra);
  const scoped = supplierCond(products.supplierId, scope);
  const where = and(...(scoped ? [scoped] : []), ...conditions);
  const ids = pageIds(db, products, where, orderOf(q.sort), q);
  const page = db
    .select({ ...rowColumns, ...(conditions.length ? {} : { total: counterTotal(scope) }) })
    .from(products)
    .innerJoin(ids, eq(ids.pageId, products.id))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(suppliers, eq(suppliers.id, products.supplierId))
    .orderBy(...orderOf(q.sort));
  const count = conditions.length
    ? db
        .select({ n: sql<number>`count(*)::int` })
        .from(products)
        .where(where)
    : null;
  return { lookups, page, count };
}

export const productRepository = {
  /** One page and one cheap exact total: the statements of `productListQuery`. */
  async list(db: Db, scope: Scope, q: ProductListQuery): Promise<{ list: ProductRow[]; total: number }> {
    const { page, count } = await productListQuery(db, scope, q);
    if (!count) {
      const rows = (await page) as (RowRecord & { total: number })[];
      if (rows.length) return { list: rows.map(toRow), total: Number(rows[0]!.total) };
      const [t] = await db
        .select({ n: counterTotal(scope) })
        .from(productCounter)
        .limit(1);
      return { list: [], total: Number(t?.n ?? 0) };
    }
    const [rows, [total]] = await Promise.all([page as Promise<RowRecord[]>, count]);
    return { list: rows.map(toRow), total: Number(total?.n ?? 0) };
  },

  /** Keyset batches (newest first) of the filtered list, for the CSV export. */
  async batch(db: Db, scope: Scope, f: ProductFilters, beforeId: number | null, size: number) {
    const { conditions } = await filtersOf(db, f);
    const scoped = supplierCond(products.supplierId, scope);
    const where = and(...(scoped ? [scoped] : []), ...conditions, ...(beforeId ? [lt(products.id, beforeId)] : []));
    return db
      .select({ ...rowColumns, brief: products.brief })
      .from(products)
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(suppliers, eq(suppliers.id, products.supplierId))
      .where(where)
      .orderBy(desc(products.id))
      .limit(size);
  },

  async find(db: Db, scope: Scope, id: number, lock = false): Promise<ProductRecord | undefined> {
    const scoped = supplierCond(products.supplierId, scope);
    const q = db
      .select()
      .from(products)
      .where(and(eq(products.id, id), scoped));
    const [row] = lock ? await q.for('update') : await q;
    return row;
  },

  /** The list row of one product (names of its category and supplier included). */
  async row(db: Db, id: number): Promise<ProductRow | undefined> {
    const [r] = await db
      .select(rowColumns)
      .from(products)
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(suppliers, eq(suppliers.id, products.supplierId))
      .where(eq(products.id, id));
    return r ? toRow(r as RowRecord) : undefined;
  },

  /** Names and SKUs of the given products within scope, in the order given (gone ones left out). */
  async labels(
    db: Db,
    scope: Scope,
    ids: number[],
  ): Promise<Array<{ id: number; name: ProductRecord['name']; sku: string }>> {
    if (!ids.length) return [];
    const rows = await db
      .select({ id: products.id, name: products.name, sku: products.sku })
      .from(products)
      .where(and(inArray(products.id, ids), supplierCond(products.supplierId, scope)));
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  },

  /**
   * Takes deleted products out of every related list (keeping the order of the rest), so that no
   * edit form offers a dead id.
   */
  async unrelate(db: Db, ids: number[]): Promise<void> {
    const gone = sql`array[${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}]::bigint[]`;
    await db
      .update(products)
      .set({
        relatedIds: sql`array(
        select x from unnest(${products.relatedIds}) with ordinality as u(x, n) where x <> all(${gone}) order by n)`,
      })
      .where(sql`${products.relatedIds} && ${gone}`);
  },

  async variants(db: Db, productId: number): Promise<VariantRecord[]> {
    return db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, productId))
      .orderBy(asc(productVariants.sort), asc(productVariants.id));
  },

  /** Rows of a batch under lock, in id order (the same order for everyone: no deadlocks between batches). */
  async lockBatch(db: Db, scope: Scope, ids: number[]): Promise<ProductRecord[]> {
    const scoped = supplierCond(products.supplierId, scope);
    return db
      .select()
      .from(products)
      .where(and(inArray(products.id, ids), scoped))
      .orderBy(asc(products.id))
      .for('update');
  },

  async bumpCounter(db: Db, supplierId: number | null, delta: number): Promise<void> {
    await db
      .insert(productCounter)
      .values({ supplierKey: supplierId ?? 0, rows: delta })
      .onConflictDoUpdate({
        target: productCounter.supplierKey,
        set: { rows: sql`${productCounter.rows} + ${delta}` },
      });
  },

  /** A product by id, whatever the scope (the caller has checked it). */
  async byId(db: Db, id: number): Promise<ProductRecord | undefined> {
    const [row] = await db.select().from(products).where(eq(products.id, id));
    return row;
  },

  async insert(db: Db, values: ProductValues): Promise<ProductRecord> {
    const [row] = await db.insert(products).values(values).returning();
    return row!;
  },

  /** The versioned edit: undefined when the row no longer has `version`. */
  async update(
    db: Db,
    id: number,
    version: number,
    values: Partial<ProductValues>,
  ): Promise<ProductRecord | undefined> {
    const [row] = await db
      .update(products)
      .set({ ...values, ...bumped(products) })
      .where(and(eq(products.id, id), eq(products.version, version)))
      .returning();
    return row;
  },

  /** Sets columns of a (locked) product, its version raised. */
  async set(db: Db, id: number, values: Partial<ProductValues>): Promise<ProductRecord> {
    const [row] = await db
      .update(products)
      .set({ ...values, ...bumped(products) })
      .where(eq(products.id, id))
      .returning();
    return row!;
  },

  async remove(db: Db, id: number): Promise<void> {
    await db.delete(products).where(eq(products.id, id));
  },

  /** New variants of a product, sorted from `sortFrom` on in the order given. */
  async insertVariants(db: Db, productId: number, input: VariantInput[], sortFrom: number): Promise<VariantRecord[]> {
    if (input.length === 0) return [];
    return db
      .insert(productVariants)
      .values(
        input.map((v, i) => ({
          productId,
          sku: v.sku,
          price: v.price,
          optionValues: v.optionValues,
          sort: sortFrom + i,
        })),
      )
      .returning();
  },

  async deleteVariants(db: Db, ids: number[]): Promise<void> {
    await db.delete(productVariants).where(inArray(productVariants.id, ids));
  },

  /** Gives a variant a placeholder SKU no one else has, freeing its own for another variant. */
  async freeVariantSku(db: Db, id: number): Promise<void> {
    await db
      .update(productVariants)
      .set({ sku: `~${id}~${Date.now()}` })
      .where(eq(productVariants.id, id));
  },

  /** Writes a kept variant's SKU, price, option values and place, its version raised. */
  async updateVariant(db: Db, id: number, v: Pick<VariantInput, 'sku' | 'price' | 'optionValues'>, sort: number) {
    await db
      .update(productVariants)
      .set({
        sku: v.sku,
        price: v.price,
        optionValues: v.optionValues,
        sort,
        ...bumped(productVariants),
      })
      .where(eq(productVariants.id, id));
  },

  async setVariantSort(db: Db, id: number, sort: number): Promise<void> {
    await db.update(productVariants).set({ sort }).where(eq(productVariants.id, id));
  },

  /**
   * The value a batch price change proposes for each product, and whether it can be applied (above
   * zero, at most `max`). Worked out in numeric, not bigint: a large percentage of a large price
   * must not overflow before it is judged.
   */
  async proposedPrices(db: Db, ids: number[], c: PriceChange, max: number) {
    const { next, applicable } = priceChange(c, max);
    return db
      .select({ id: products.id, price: sql<string>`(${next})::text`, ok: sql<boolean>`${applicable}` })
      .from(products)
      .where(inArray(products.id, ids));
  },

  /** Applies a batch price change where it can be applied; answers the rows changed. */
  async applyPrices(db: Db, ids: number[], c: PriceChange, max: number): Promise<ProductRecord[]> {
    const { next, applicable } = priceChange(c, max);
    return db
      .update(products)
      .set({ [c.field]: sql`(${next})::bigint`, ...bumped(products) })
      .where(and(inArray(products.id, ids), applicable))
      .returning();
  },

  /** Products on the shelf, in the scope. */
  async onShelfCount(db: Db, scope: Scope): Promise<number> {
    const [r] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(and(eq(products.onShelf, true), supplierCond(products.supplierId, scope)));
    return Number(r?.n ?? 0);
  },

  toRow,
};

function priceChange(c: PriceChange, max: number): { next: SQL; applicable: SQL } {
  const column = products[c.field];
  const next =
    c.mode === 'set'
      ? sql`${c.amount}::numeric`
      : c.mode === 'add'
        ? sql`(${column}::numeric + ${c.amount}::numeric)`
        : sql`round(${column}::numeric * (100 + ${c.amount}::numeric) / 100)`;
  return { next, applicable: sql`(${next}) > 0 and (${next}) <= ${max}::numeric` };
}

function counterTotal(scope: Scope): SQL<number> {
  return scope.supplierId === null
    ? sql<number>`(select coalesce(sum(${productCounter.rows}), 0)::int from ${productCounter})`
    : sql<number>`(select coalesce(sum(${productCounter.rows}), 0)::int from ${productCounter}
        where ${productCounter.supplierKey} = ${scope.supplierId})`;
}

/** Lower-cased names, number and SKUs: what the keyword search looks in. */
export function searchTextOf(
  p: { name: Record<string, string>; number: string; sku: string },
  variantSkus: string[] = [],
): string {
  return [p.number, p.sku, ...variantSkus, ...Object.values(p.name).filter(Boolean)].join(' ').toLowerCase();
}
