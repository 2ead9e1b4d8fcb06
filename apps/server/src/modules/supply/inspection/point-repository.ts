import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PointListQuery, PointRow } from '@shop/shared/api/supply-inspection';
import type { Db } from '../../../platform/db/database.ts';
import { likePattern } from '../../../platform/db/pagination.ts';
import { suppliers } from '../../../platform/identity/table.ts';
import { categories } from '../../catalog/category/table.ts';
import { products } from '../../catalog/product/table.ts';
import { warehouses } from '../../setting/warehouse/table.ts';
import { inspectionControlPoints as cp, inspectionOverrides as o } from './table.ts';

type PointInsert = typeof cp.$inferInsert;
type PointRecord = typeof cp.$inferSelect;

export const pointRepository = {
  async page(db: Db, q: PointListQuery): Promise<{ list: PointRow[]; total: number }> {
    const where = q.keyword ? sql`${cp.name} ilike ${likePattern(q.keyword)}` : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select({ p: cp, productName: products.name, categoryName: categories.name })
        .from(cp)
        .leftJoin(products, eq(products.id, cp.productId))
        .leftJoin(categories, eq(categories.id, cp.categoryId))
        .where(where)
        .orderBy(desc(cp.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(cp)
        .where(where),
    ]);
    const ids = rows.map((r) => r.p.id);
    const overrides = ids.length
      ? await db
          .select({ o, supplierName: suppliers.name })
          .from(o)
          .innerJoin(suppliers, eq(suppliers.id, o.supplierId))
          .where(inArray(o.controlPointId, ids))
          .orderBy(asc(o.id))
      : [];
    const list = rows.map((r) => ({
      ...view(r.p),
      productName: r.productName,
      categoryName: r.categoryName,
      overrides: overrides
        .filter((x) => x.o.controlPointId === r.p.id)
        .map((x) => ({
          supplierId: x.o.supplierId,
          supplierName: x.supplierName,
          stage: x.o.stage,
          reason: x.o.reason,
          actorName: x.o.actorName,
          updatedAt: x.o.updatedAt.toISOString(),
        })),
    }));
    return { list, total: total?.n ?? 0 };
  },

  async one(db: Db, id: number): Promise<PointRow | undefined> {
    const [r] = await db
      .select({ p: cp, productName: products.name, categoryName: categories.name })
      .from(cp)
      .leftJoin(products, eq(products.id, cp.productId))
      .leftJoin(categories, eq(categories.id, cp.categoryId))
      .where(eq(cp.id, id));
    if (!r) return undefined;
    return { ...view(r.p), productName: r.productName, categoryName: r.categoryName, overrides: [] };
  },

  async lock(tx: Db, id: number): Promise<PointRecord | undefined> {
    const [r] = await tx.select().from(cp).where(eq(cp.id, id)).for('update');
    return r;
  },

  async insert(tx: Db, row: PointInsert): Promise<number> {
    const [r] = await tx.insert(cp).values(row).returning({ id: cp.id });
    return r!.id;
  },

  async update(tx: Db, id: number, set: Partial<PointInsert>): Promise<void> {
    await tx
      .update(cp)
      .set({ ...set, updatedAt: sql`now()`, version: sql`${cp.version} + 1` })
      .where(eq(cp.id, id));
  },

  async targetExists(db: Db, productId: number | null, categoryId: number | null): Promise<boolean> {
    if (productId !== null) {
      const [p] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
      return !!p;
    }
    const [c] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId!));
    return !!c;
  },

  async supplierExists(db: Db, id: number): Promise<boolean> {
    const [s] = await db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, id));
    return !!s;
  },

  async override(db: Db, controlPointId: number, supplierId: number) {
    const [r] = await db
      .select()
      .from(o)
      .where(and(eq(o.controlPointId, controlPointId), eq(o.supplierId, supplierId)));
    return r;
  },

  async setOverride(
    tx: Db,
    v: {
      controlPointId: number;
      supplierId: number;
      stage: 'reduced' | 'normal' | 'tightened';
      reason: string;
      actorName: string;
    },
  ): Promise<void> {
    await tx
      .insert(o)
      .values(v)
      .onConflictDoUpdate({
        target: [o.controlPointId, o.supplierId],
        set: {
          stage: v.stage,
          reason: v.reason,
          actorName: v.actorName,
          updatedAt: sql`now()`,
          version: sql`${o.version} + 1`,
        },
      });
  },

  async clearOverride(tx: Db, controlPointId: number, supplierId: number): Promise<void> {
    await tx.delete(o).where(and(eq(o.controlPointId, controlPointId), eq(o.supplierId, supplierId)));
  },

  /** Choices of the forms: products (a supplier's own), categories, warehouses, suppliers. */
  async choices(db: Db, supplierId: number | undefined) {
    const [ps, cs, ws, ss] = await Promise.all([
      db
        .select({ id: products.id, name: products.name, supplierId: products.supplierId })
        .from(products)
        .where(supplierId !== undefined ? eq(products.supplierId, supplierId) : undefined)
        .orderBy(asc(products.id))
        .limit(500),
      supplierId !== undefined
        ? Promise.resolve([])
        : db.select({ id: categories.id, name: categories.name }).from(categories).orderBy(asc(categories.id)),
      db.select({ id: warehouses.id, name: warehouses.name }).from(warehouses).orderBy(asc(warehouses.id)),
      supplierId !== undefined
        ? db.select({ id: suppliers.id, name: suppliers.name }).from(suppliers).where(eq(suppliers.id, supplierId))
        : db.select({ id: suppliers.id, name: suppliers.name }).from(suppliers).orderBy(asc(suppliers.name)),
    ]);
    return { list: ps, categories: cs, warehouses: ws, suppliers: ss };
  },
};

function view(p: PointRecord): Omit<PointRow, 'productName' | 'categoryName' | 'overrides'> {
  return {
    id: p.id,
    name: p.name,
    productId: p.productId,
    categoryId: p.categoryId,
    trigger: 'received',
    frequency: p.frequency,
    percent: p.percent,
    periodDays: p.periodDays,
    checks: p.checks.map((c) => ({
      key: c.key,
      label: c.label,
      kind: c.kind,
      target: c.target ?? null,
      tolerance: c.tolerance ?? null,
      unit: c.unit ?? '',
    })),
    chargeback: p.chargeback,
    enabled: p.enabled,
    version: p.version,
  };
}
