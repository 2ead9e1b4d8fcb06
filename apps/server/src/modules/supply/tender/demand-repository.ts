import { and, asc, count, desc, eq, gte, ilike, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type {
  DemandListQuery,
  DemandResponseRow,
  DemandRow,
  LowStockSuggestion,
  NoResultsSuggestion,
} from '@shop/shared/api/supply-demand';
import type { Db } from '../../../platform/db/database.ts';
import { likePattern, pageIds } from '../../../platform/db/pagination.ts';
import { suppliers } from '../../../platform/identity/table.ts';
import { products } from '../../catalog/product/table.ts';
import { shopSearches } from '../../catalog/search/table.ts';
import { warehouses } from '../../setting/warehouse/table.ts';
import { supplyDemandResponses as r, supplyDemands as d, supplyTenders } from './table.ts';

export type DemandRecord = typeof d.$inferSelect;
export type ResponseRecord = typeof r.$inferSelect;

/** Answers counted for the reader: every one for staff, its own for a supplier. */
const responseCount = (supplierId: number | null) =>
  supplierId === null
    ? sql<number>`(select count(*)::int from ${r} where ${r.demandId} = ${d.id} and ${r.status} = 'active')`
    : sql<number>`(select count(*)::int from ${r} where ${r.demandId} = ${d.id} and ${r.status} = 'active'
        and ${r.supplierId} = ${supplierId})`;

const rowColumns = (supplierId: number | null) => ({
  d,
  productName: products.name,
  warehouseName: warehouses.name,
  tenderId: sql<number | null>`(select max(${supplyTenders.id})::int from ${supplyTenders}
    where ${supplyTenders.demandId} = ${d.id} and ${supplyTenders.status} <> 'cancelled')`,
  responses: responseCount(supplierId),
});
type Joined = {
  d: DemandRecord;
  productName: DemandRow['productName'];
  warehouseName: string;
  tenderId: number | null;
  responses: number;
};

function toRow(j: Joined): DemandRow {
  const x = j.d;
  return {
    id: x.id,
    title: x.title,
    productId: x.productId,
    productName: j.productName ?? null,
    spec: x.spec,
    quantity: x.quantity,
    targetPrice: x.targetPrice,
    deadline: x.deadline.toISOString(),
    warehouseId: x.warehouseId,
    warehouseName: j.warehouseName,
    status: x.status,
    tenderId: j.tenderId === null ? null : Number(j.tenderId),
    responses: Number(j.responses),
    createdAt: x.createdAt.toISOString(),
    version: x.version,
  };
}

const responseColumns = { r, supplierName: suppliers.name };
function toResponse(j: { r: ResponseRecord; supplierName: string }): DemandResponseRow {
  const x = j.r;
  return {
    id: x.id,
    demandId: x.demandId,
    supplierId: x.supplierId,
    supplierName: j.supplierName,
    price: x.price,
    quantity: x.quantity,
    leadDays: x.leadDays,
    note: x.note,
    status: x.status,
    updatedAt: x.updatedAt.toISOString(),
  };
}

/** The board's reads and writes: posts, answers, suggestions (low stock, shop searches without results). */
export const demandRepository = {
  async page(db: Db, q: DemandListQuery, supplierId: number | null) {
    const w: SQL[] = [];
    if (q.status) w.push(eq(d.status, q.status));
    if (q.warehouseId) w.push(eq(d.warehouseId, q.warehouseId));
    if (q.keyword) {
      const like = likePattern(q.keyword);
      w.push(or(ilike(d.title, like), ilike(d.spec, like))!);
    }
    const where = w.length ? and(...w) : undefined;
    const ids = pageIds(db, d, where, [desc(d.id)], q);
    const rows = await db
      .select(rowColumns(supplierId))
      .from(ids)
      .innerJoin(d, eq(d.id, ids.pageId))
      .innerJoin(warehouses, eq(warehouses.id, d.warehouseId))
      .leftJoin(products, eq(products.id, d.productId))
      .orderBy(desc(d.id));
    const [total] = await db.select({ n: count() }).from(d).where(where);
    return { list: rows.map(toRow), total: Number(total?.n ?? 0) };
  },

  async row(db: Db, id: number, supplierId: number | null): Promise<DemandRow | undefined> {
    const [j] = await db
      .select(rowColumns(supplierId))
      .from(d)
      .innerJoin(warehouses, eq(warehouses.id, d.warehouseId))
      .leftJoin(products, eq(products.id, d.productId))
      .where(eq(d.id, id));
    return j ? toRow(j) : undefined;
  },

  async record(db: Db, id: number, lock = false): Promise<DemandRecord | undefined> {
    const q = db.select().from(d).where(eq(d.id, id));
    const [row] = lock ? await q.for('update') : await q;
    return row;
  },

  async responses(db: Db, demandId: number, supplierId: number | null): Promise<DemandResponseRow[]> {
    const w = [eq(r.demandId, demandId)];
    if (supplierId !== null) w.push(eq(r.supplierId, supplierId));
    const rows = await db
      .select(responseColumns)
      .from(r)
      .innerJoin(suppliers, eq(suppliers.id, r.supplierId))
      .where(and(...w))
      .orderBy(asc(r.price), asc(r.id));
    return rows.map(toResponse);
  },

  async insert(db: Db, values: typeof d.$inferInsert): Promise<number> {
    const [row] = await db.insert(d).values(values).returning({ id: d.id });
    return row!.id;
  },

  /** A versioned change: false when the version read is stale. */
  async update(db: Db, id: number, version: number | undefined, set: Partial<typeof d.$inferInsert>) {
    const w = [eq(d.id, id)];
    if (version !== undefined) w.push(eq(d.version, version));
    const rows = await db
      .update(d)
      .set({ ...set, updatedAt: new Date(), version: sql`${d.version} + 1` })
      .where(and(...w))
      .returning({ id: d.id });
    return rows.length > 0;
  },

  async upsertResponse(db: Db, values: typeof r.$inferInsert): Promise<DemandResponseRow> {
    const [row] = await db
      .insert(r)
      .values(values)
      .onConflictDoUpdate({
        target: [r.demandId, r.supplierId],
        set: {
          price: values.price,
          quantity: values.quantity,
          leadDays: values.leadDays,
          note: values.note ?? '',
          status: 'active',
          updatedAt: new Date(),
        },
      })
      .returning({ id: r.id });
    const [j] = await db
      .select(responseColumns)
      .from(r)
      .innerJoin(suppliers, eq(suppliers.id, r.supplierId))
      .where(eq(r.id, row!.id));
    return toResponse(j!);
  },

  async response(db: Db, id: number, supplierId: number): Promise<ResponseRecord | undefined> {
    const [row] = await db
      .select()
      .from(r)
      .where(and(eq(r.id, id), eq(r.supplierId, supplierId)));
    return row;
  },

  async withdrawResponse(db: Db, id: number): Promise<void> {
    await db.update(r).set({ status: 'withdrawn', updatedAt: new Date() }).where(eq(r.id, id));
  },

  async warehouseEnabled(db: Db, id: number): Promise<boolean> {
    const [row] = await db
      .select({ id: warehouses.id })
      .from(warehouses)
      .where(and(eq(warehouses.id, id), eq(warehouses.enabled, true)));
    return !!row;
  },

  async product(db: Db, id: number) {
    const [row] = await db.select({ id: products.id, name: products.name }).from(products).where(eq(products.id, id));
    return row;
  },

  async warehouses(db: Db) {
    return db
      .select({ id: warehouses.id, name: warehouses.name })
      .from(warehouses)
      .where(eq(warehouses.enabled, true))
      .orderBy(desc(warehouses.isDefault), asc(warehouses.id));
  },

  async productChoices(db: Db, keyword: string | undefined) {
    const where = keyword ? sql`${products.searchText} like ${likePattern(keyword.toLowerCase())}` : undefined;
    return db
      .select({ id: products.id, name: products.name, sku: products.sku })
      .from(products)
      .where(where)
      .orderBy(asc(products.id))
      .limit(20);
  },

  /**
   * Products whose stock (over variants and warehouses) is at or under `threshold`, lowest first:
   * the warehouse holding most of it, and whether an open post already names it.
   */
  async lowStock(db: Db, threshold: number): Promise<LowStockSuggestion[]> {
    const rows = await db
      .select({
        productId: products.id,
        name: products.name,
        sku: products.sku,
        stock: products.stock,
        // a single-table select writes its columns unqualified: the outer product is named in full
        warehouseId: sql<number | null>`(select sl.warehouse_id from stock_levels sl
          where sl.product_id = products.id order by sl.quantity desc limit 1)`,
        posted: sql<boolean>`exists (select 1 from supply_demands posted where posted.product_id = products.id
          and posted.status <> 'closed')`,
      })
      .from(products)
      .where(lte(products.stock, threshold))
      .orderBy(asc(products.stock), asc(products.id))
      .limit(50);
    return rows.map((x) => ({
      source: 'low_stock' as const,
      ...x,
      warehouseId: x.warehouseId === null ? null : Number(x.warehouseId),
      posted: Boolean(x.posted),
      suggestedQuantity: Math.max(1, threshold * 2 - x.stock),
    }));
  },

  /**
   * Keywords searched in the shop without results at least `minCount` times since `since` (counted
   * after the keyword's last search with results, if any), that no open post names in its title or
   * specification: most searched first.
   */
  async searchMisses(db: Db, since: Date, minCount: number): Promise<NoResultsSuggestion[]> {
    const s = shopSearches;
    const recent = db
      .select({
        keyword: s.keyword,
        results: s.results,
        at: s.createdAt,
        lastHit:
          sql<Date | null>`max(${s.createdAt}) filter (where ${s.results} > 0) over (partition by ${s.keyword})`.as(
            'last_hit',
          ),
      })
      .from(s)
      .where(gte(s.createdAt, since))
      .as('recent');
    const searches = sql<number>`count(*)::int`;
    const last = sql<Date>`max(${recent.at})`.mapWith(s.createdAt);
    const rows = await db
      .select({ keyword: recent.keyword, searches, last })
      .from(recent)
      .where(
        and(
          eq(recent.results, 0),
          sql`(${recent.lastHit} is null or ${recent.at} > ${recent.lastHit})`,
          sql`not exists (select 1 from supply_demands posted where posted.status <> 'closed'
            and (strpos(lower(posted.spec), ${recent.keyword}) > 0
              or strpos(lower(posted.title), ${recent.keyword}) > 0))`,
        ),
      )
      .groupBy(recent.keyword)
      .having(sql`count(*) >= ${minCount}`)
      .orderBy(desc(searches), desc(last), asc(recent.keyword))
      .limit(50);
    return rows.map((x) => ({
      source: 'no_results' as const,
      keyword: x.keyword,
      searches: Number(x.searches),
      lastSearchedAt: x.last.toISOString(),
    }));
  },

  /** Posts still open whose deadline passed (closed by the daily job). */
  async closeExpired(db: Db, now: Date): Promise<number> {
    const rows = await db
      .update(d)
      .set({ status: 'closed', updatedAt: now, version: sql`${d.version} + 1` })
      .where(and(eq(d.status, 'open'), lte(d.deadline, now)))
      .returning({ id: d.id });
    return rows.length;
  },

  async activeResponders(db: Db, demandId: number, ids: number[]): Promise<number[]> {
    if (!ids.length) return [];
    const rows = await db
      .select({ s: r.supplierId })
      .from(r)
      .where(and(eq(r.demandId, demandId), inArray(r.supplierId, ids), ne(r.status, 'withdrawn')));
    return rows.map((x) => x.s);
  },
};
