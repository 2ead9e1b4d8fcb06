import { and, asc, desc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { InspectionListQuery, InspectionRow } from '@shop/shared/api/supply-inspection';
import type { Db } from '../../../platform/db/database.ts';
import { iso, likePattern, pageIds } from '../../../platform/db/pagination.ts';
import { suppliers } from '../../../platform/identity/table.ts';
import { products } from '../../catalog/product/table.ts';
import { warehouses } from '../../setting/warehouse/table.ts';
import { inspectionControlPoints as cp, inspectionOverrides, inspections as i } from './table.ts';

export type InspectionRecord = typeof i.$inferSelect;
export type InspectionInsert = typeof i.$inferInsert;
export type PointRecord = typeof cp.$inferSelect;

const rowColumns = {
  r: i,
  supplierName: suppliers.name,
  productName: products.name,
  warehouseName: warehouses.name,
  controlPointName: cp.name,
};
type Joined = {
  r: InspectionRecord;
  supplierName: string;
  productName: InspectionRow['productName'];
  warehouseName: string;
  controlPointName: string | null;
};

export function toRow(j: Joined): InspectionRow {
  const r = j.r;
  return {
    id: r.id,
    supplierId: r.supplierId,
    supplierName: j.supplierName,
    productId: r.productId,
    productName: j.productName,
    variantId: r.variantId,
    warehouseId: r.warehouseId,
    warehouseName: j.warehouseName,
    shipmentId: r.shipmentId,
    controlPointId: r.controlPointId,
    controlPointName: j.controlPointName,
    lot: r.lot,
    quantity: r.quantity,
    origin: r.origin,
    state: r.state,
    stage: r.stage,
    stageReason: r.stageReason,
    inspectorName: r.inspectorName,
    inspectedAt: iso(r.inspectedAt),
    draftState: r.draftState,
    violationId: r.violationId,
    createdAt: r.createdAt.toISOString(),
    version: r.version,
  };
}

function joined(db: Db) {
  return db
    .select(rowColumns)
    .from(i)
    .innerJoin(suppliers, eq(suppliers.id, i.supplierId))
    .innerJoin(products, eq(products.id, i.productId))
    .innerJoin(warehouses, eq(warehouses.id, i.warehouseId))
    .leftJoin(cp, eq(cp.id, i.controlPointId));
}

function listWhere(q: InspectionListQuery, supplierId: number | undefined): SQL | undefined {
  const w: SQL[] = [];
  if (supplierId !== undefined) w.push(eq(i.supplierId, supplierId));
  if (q.state) w.push(eq(i.state, q.state));
  if (q.draft) w.push(eq(i.draftState, q.draft));
  if (q.keyword) {
    const like = likePattern(q.keyword);
    const inProduct = sql`exists (select 1 from ${products} p
      where p.id = ${i.productId} and p.name::text ilike ${like})`;
    const inSupplier = sql`exists (select 1 from ${suppliers} s where s.id = ${i.supplierId} and s.name ilike ${like})`;
    w.push(or(sql`${i.lot} ilike ${like}`, inProduct, inSupplier)!);
  }
  return w.length ? and(...w) : undefined;
}

export const inspectionRepository = {
  async page(db: Db, q: InspectionListQuery, supplierId: number | undefined) {
    const where = listWhere(q, supplierId);
    const page = pageIds(db, i, where, [desc(i.id)], q);
    const [rows, [total]] = await Promise.all([
      joined(db).innerJoin(page, eq(page.pageId, i.id)).orderBy(desc(i.id)),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(i)
        .where(where),
    ]);
    return { list: rows.map(toRow), total: total?.n ?? 0 };
  },

  async joined(db: Db, id: number): Promise<Joined | undefined> {
    const [r] = await joined(db).where(eq(i.id, id));
    return r;
  },

  async find(db: Db, id: number): Promise<InspectionRecord | undefined> {
    const [r] = await db.select().from(i).where(eq(i.id, id));
    return r;
  },

  async lock(tx: Db, id: number): Promise<InspectionRecord | undefined> {
    const [r] = await tx.select().from(i).where(eq(i.id, id)).for('update');
    return r;
  },

  async insert(tx: Db, row: InspectionInsert): Promise<InspectionRecord> {
    const [r] = await tx.insert(i).values(row).returning();
    return r!;
  },

  /** Moves an inspection on from `from` (the row was locked): answers null when it was not in that state. */
  async update(tx: Db, id: number, from: InspectionRecord['state'], set: Partial<InspectionInsert>) {
    const [r] = await tx
      .update(i)
      .set({ ...set, updatedAt: sql`now()`, version: sql`${i.version} + 1` })
      .where(and(eq(i.id, id), eq(i.state, from)))
      .returning();
    return r ?? null;
  },

  async setDraft(tx: Db, id: number, draftState: 'confirmed' | 'dismissed', violationId: number | null) {
    const [r] = await tx
      .update(i)
      .set({ draftState, violationId, updatedAt: sql`now()`, version: sql`${i.version} + 1` })
      .where(and(eq(i.id, id), eq(i.draftState, 'pending')))
      .returning();
    return r ?? null;
  },

  /** The product a lot is of: its owner and category. */
  async product(db: Db, id: number) {
    const [p] = await db
      .select({
        id: products.id,
        supplierId: products.supplierId,
        categoryId: products.categoryId,
        name: products.name,
      })
      .from(products)
      .where(eq(products.id, id));
    return p;
  },

  async warehouseExists(db: Db, id: number): Promise<boolean> {
    const [w] = await db.select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.id, id));
    return !!w;
  },

  /** The enabled control point of a product: its own first, else its category's (the oldest of each). */
  async pointFor(db: Db, productId: number, categoryId: number | null): Promise<PointRecord | undefined> {
    const targets = [eq(cp.productId, productId)];
    if (categoryId !== null) targets.push(and(eq(cp.categoryId, categoryId), isNull(cp.productId))!);
    const [p] = await db
      .select()
      .from(cp)
      .where(and(eq(cp.enabled, true), or(...targets)))
      .orderBy(sql`${cp.productId} is null`, asc(cp.id))
      .limit(1);
    return p;
  },

  /** A supplier's decided results on a control point, oldest first (true = approved), the last 100. */
  async history(db: Db, controlPointId: number, supplierId: number): Promise<boolean[]> {
    const rows = await db
      .select({ state: i.state })
      .from(i)
      .where(
        and(
          eq(i.controlPointId, controlPointId),
          eq(i.supplierId, supplierId),
          inArray(i.state, ['approved', 'failed']),
        ),
      )
      .orderBy(desc(i.inspectedAt), desc(i.id))
      .limit(100);
    return rows.reverse().map((r) => r.state === 'approved');
  },

  /** When the supplier's last lot was opened for inspection on a control point (periodic sampling). */
  async lastOpened(db: Db, controlPointId: number, supplierId: number): Promise<Date | null> {
    const [r] = await db
      .select({ at: sql<string | null>`max(${i.createdAt})` })
      .from(i)
      .where(and(eq(i.controlPointId, controlPointId), eq(i.supplierId, supplierId), ne(i.state, 'cancelled')));
    return r?.at ? new Date(r.at) : null;
  },

  async override(db: Db, controlPointId: number, supplierId: number) {
    const [o] = await db
      .select()
      .from(inspectionOverrides)
      .where(
        and(eq(inspectionOverrides.controlPointId, controlPointId), eq(inspectionOverrides.supplierId, supplierId)),
      );
    return o;
  },

  async pointById(db: Db, id: number): Promise<PointRecord | undefined> {
    const [p] = await db.select().from(cp).where(eq(cp.id, id));
    return p;
  },

  async linkViolation(tx: Db, id: number, violationId: number): Promise<void> {
    await tx.update(i).set({ violationId }).where(eq(i.id, id));
  },

  async supplierName(db: Db, id: number): Promise<string | undefined> {
    const [s] = await db.select({ name: suppliers.name }).from(suppliers).where(eq(suppliers.id, id));
    return s?.name;
  },
};
