import { and, asc, desc, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import type { InventoryListQuery, InventoryRow, LedgerListQuery, LedgerRow, StockReason } from '@shop/shared';
import type { Db } from '../../../platform/db/database.ts';
import { likePattern, offsetOf } from '../../../platform/db/pagination.ts';
import type { RequestContext, Scope } from '../../../platform/http/context.ts';
import { productVariants, products } from '../product/table.ts';
import { supplierCond } from '../scope.ts';
import { warehouses } from '../../setting/warehouse/table.ts';
import { stockLedger, stockLevels } from './table.ts';

export interface StockChange {
  productId: number;
  variantId: number | null;
  warehouseId: number;
  supplierId: number | null;
  delta: number;
  reason: StockReason;
  note: string;
}

export interface StockChangeResult {
  levelId: number;
  quantity: number;
  productStock: number;
  lowStockThreshold: number;
  ledgerId: number;
}

const variantIs = (variantId: number | null) =>
  variantId === null ? isNull(stockLevels.variantId) : eq(stockLevels.variantId, variantId);

export const inventoryRepository = {
  /**
   * Applies one stock change with single atomic statements: the level (never below zero), the
   * variant's and the product's totals, and the ledger row. Answers null when stock is short.
   */
  async change(db: Db, ctx: RequestContext, c: StockChange): Promise<StockChangeResult | null> {
    let level: { id: number; quantity: number } | undefined;
    if (c.delta > 0) {
      const rows = await db.execute(sql`
        insert into ${stockLevels} (product_id, variant_id, warehouse_id, supplier_id, quantity)
        values (${c.productId}, ${c.variantId}, ${c.warehouseId}, ${c.supplierId}, ${c.delta})
        on conflict (product_id, coalesce(variant_id, 0), warehouse_id)
        do update set quantity = ${stockLevels}.quantity + excluded.quantity, updated_at = now()
        returning id, quantity`);
      const r = (rows as unknown as { rows: { id: string | number; quantity: number }[] }).rows[0]!;
      level = { id: Number(r.id), quantity: Number(r.quantity) };
    } else {
      const take = -c.delta;
      [level] = await db
        .update(stockLevels)
        .set({ quantity: sql`${stockLevels.quantity} - ${take}`, updatedAt: sql`now()` })
        .where(
          and(
            eq(stockLevels.productId, c.productId),
            variantIs(c.variantId),
            eq(stockLevels.warehouseId, c.warehouseId),
            sql`${stockLevels.quantity} >= ${take}`,
          ),
        )
        .returning({ id: stockLevels.id, quantity: stockLevels.quantity });
      if (!level) return null;
    }
    if (c.variantId !== null) {
      await db
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} + ${c.delta}` })
        .where(eq(productVariants.id, c.variantId));
    }
    const [p] = await db
      .update(products)
      .set({ stock: sql`${products.stock} + ${c.delta}` })
      .where(eq(products.id, c.productId))
      .returning({ stock: products.stock, lowStockThreshold: products.lowStockThreshold });
    const [ledger] = await db
      .insert(stockLedger)
      .values({
        productId: c.productId,
        variantId: c.variantId,
        warehouseId: c.warehouseId,
        supplierId: c.supplierId,
        delta: c.delta,
        balanceAfter: level.quantity,
        reason: c.reason,
        note: c.note,
        actorId: ctx.scope.adminId || null,
        actorName: ctx.scope.username,
      })
      .returning({ id: stockLedger.id });
    return {
      levelId: level.id,
      quantity: level.quantity,
      productStock: p!.stock,
      lowStockThreshold: p!.lowStockThreshold,
      ledgerId: ledger!.id,
    };
  },

  /** The product an adjustment names, in the scope: its owner and whether it has variants. */
  async product(db: Db, scope: Scope, id: number) {
    const [p] = await db
      .select({ id: products.id, supplierId: products.supplierId, specMode: products.specMode })
      .from(products)
      .where(and(eq(products.id, id), supplierCond(products.supplierId, scope)));
    return p;
  },

  /** Whether the variant belongs to the product. */
  async hasVariant(db: Db, productId: number, variantId: number): Promise<boolean> {
    const [v] = await db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)));
    return v !== undefined;
  },

  /**
   * Whether the warehouse exists, read FOR SHARE: a deletion of it waits for the caller's
   * transaction, or the caller waits for the deletion and finds it gone.
   */
  async shareWarehouse(db: Db, id: number): Promise<boolean> {
    const [w] = await db.select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.id, id)).for('share');
    return w !== undefined;
  },

  /** A product's stock records follow it to its new owner. */
  async setOwner(db: Db, productId: number, supplierId: number | null): Promise<void> {
    await db.update(stockLevels).set({ supplierId }).where(eq(stockLevels.productId, productId));
  },

  async available(db: Db, productId: number, variantId: number | null, warehouseId: number): Promise<number> {
    const [r] = await db
      .select({ q: stockLevels.quantity })
      .from(stockLevels)
      .where(and(eq(stockLevels.productId, productId), variantIs(variantId), eq(stockLevels.warehouseId, warehouseId)));
    return r?.q ?? 0;
  },

  async list(db: Db, scope: Scope, q: InventoryListQuery): Promise<{ list: InventoryRow[]; total: number }> {
    const w: SQL[] = [];
    const scoped = supplierCond(stockLevels.supplierId, scope);
    if (scoped) w.push(scoped);
    if (q.productId) w.push(eq(stockLevels.productId, q.productId));
    if (q.warehouseId) w.push(eq(stockLevels.warehouseId, q.warehouseId));
    if (q.low) w.push(sql`${products.stock} <= ${products.lowStockThreshold}`);
    if (q.keyword) w.push(ilike(products.searchText, likePattern(q.keyword.toLowerCase())));
    const where = w.length ? and(...w) : undefined;
    const order =
      q.sort === 'quantity'
        ? [asc(stockLevels.quantity), asc(stockLevels.id)]
        : q.sort === '-quantity'
          ? [desc(stockLevels.quantity), desc(stockLevels.id)]
          : q.sort === 'id'
            ? [asc(stockLevels.id)]
            : [desc(stockLevels.id)];
    const [rows, [total]] = await Promise.all([
      db
        .select({
          id: stockLevels.id,
          productId: stockLevels.productId,
          productName: products.name,
          variantId: stockLevels.variantId,
          sku: sql<string>`coalesce(${productVariants.sku}, ${products.sku})`,
          warehouseId: stockLevels.warehouseId,
          warehouseName: warehouses.name,
          supplierId: stockLevels.supplierId,
          quantity: stockLevels.quantity,
          productStock: products.stock,
          lowStockThreshold: products.lowStockThreshold,
        })
        .from(stockLevels)
        .innerJoin(products, eq(products.id, stockLevels.productId))
        .innerJoin(warehouses, eq(warehouses.id, stockLevels.warehouseId))
        .leftJoin(productVariants, eq(productVariants.id, stockLevels.variantId))
        .where(where)
        .orderBy(...order)
        .limit(q.pageSize)
        .offset(offsetOf(q)),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(stockLevels)
        .innerJoin(products, eq(products.id, stockLevels.productId))
        .where(where),
    ]);
    const list = rows.map((r) => ({ ...r, low: r.productStock <= r.lowStockThreshold }));
    return { list, total: Number(total?.n ?? 0) };
  },

  async ledger(db: Db, scope: Scope, q: LedgerListQuery): Promise<{ list: LedgerRow[]; total: number }> {
    const w: SQL[] = [];
    const scoped = supplierCond(stockLedger.supplierId, scope);
    if (scoped) w.push(scoped);
    if (q.productId) w.push(eq(stockLedger.productId, q.productId));
    if (q.variantId) w.push(eq(stockLedger.variantId, q.variantId));
    if (q.warehouseId) w.push(eq(stockLedger.warehouseId, q.warehouseId));
    if (q.reason) w.push(eq(stockLedger.reason, q.reason));
    const where = w.length ? and(...w) : undefined;
    const [rows, [total]] = await Promise.all([
      db.select().from(stockLedger).where(where).orderBy(desc(stockLedger.id)).limit(q.pageSize).offset(offsetOf(q)),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(stockLedger)
        .where(where),
    ]);
    return {
      list: rows.map((r) => ({
        id: r.id,
        productId: r.productId,
        variantId: r.variantId,
        warehouseId: r.warehouseId,
        delta: r.delta,
        balanceAfter: r.balanceAfter,
        reason: r.reason,
        note: r.note,
        actorName: r.actorName,
        createdAt: r.createdAt.toISOString(),
      })),
      total: Number(total?.n ?? 0),
    };
  },

  /** Products at or under their low-stock threshold, in the scope (partial index). */
  async lowStockCount(db: Db, scope: Scope): Promise<number> {
    const [r] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(and(sql`${products.stock} <= ${products.lowStockThreshold}`, supplierCond(products.supplierId, scope)));
    return Number(r?.n ?? 0);
  },

  /**
   * The warehouse new stock goes to when none is chosen: the default one (the settings keep exactly
   * one), else the first; on a database without any warehouse a main one is made as the default.
   */
  async defaultWarehouse(db: Db): Promise<number> {
    const pick = () =>
      db
        .select({ id: warehouses.id })
        .from(warehouses)
        .orderBy(desc(warehouses.isDefault), asc(warehouses.id))
        .limit(1);
    const [w] = await pick();
    if (w) return w.id;
    await db.insert(warehouses).values({ name: 'Main warehouse', code: 'MAIN', isDefault: true }).onConflictDoNothing();
    const [made] = await pick();
    return made!.id;
  },
};
