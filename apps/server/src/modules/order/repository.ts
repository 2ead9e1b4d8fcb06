import { alias } from 'drizzle-orm/pg-core';
import { and, asc, desc, eq, gte, ilike, inArray, isNull, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { OrderFilters, OrderListQuery, OrderRow } from '@shop/shared';
import type { Db } from '../../platform/db/database.ts';
import { likePattern, offsetOf } from '../../platform/db/pagination.ts';
import type { Scope } from '../../platform/http/context.ts';
import { supplierCond } from '../catalog/scope.ts';
import { suppliers } from '../system/supplier/table.ts';
import { orderCounter, orderLines, orders } from './table.ts';

export type OrderRecord = typeof orders.$inferSelect;
export type LineRecord = typeof orderLines.$inferSelect;

const parents = alias(orders, 'parent');

const rowColumns = {
  id: orders.id, number: orders.number, parentId: orders.parentId, parentNumber: parents.number, supplierId: orders.supplierId, supplierName: suppliers.name,
  customerId: orders.customerId, customerName: orders.customerName, customerEmail: orders.customerEmail,
  state: orders.state, payStatus: orders.paymentStatus, shipStatus: orders.fulfilmentStatus,
  currency: orders.currency, total: orders.total, totalBase: orders.totalBase,
  createdAt: orders.createdAt, paidAt: orders.paidAt, version: orders.version,
};
type RowRecord = Omit<OrderRow, 'createdAt' | 'paidAt'> & { createdAt: Date; paidAt: Date | null };

export function toRow(r: RowRecord): OrderRow {
  return { ...r, createdAt: r.createdAt.toISOString(), paidAt: r.paidAt?.toISOString() ?? null };
}

const dayStart = (d: string) => new Date(`${d}T00:00:00.000Z`);
const dayAfter = (d: string) => new Date(dayStart(d).getTime() + 86_400_000);

/** The list's filters as conditions. The default view (none) hides voided splits only. */
export function filtersOf(f: OrderFilters): SQL[] {
  const w: SQL[] = [];
  if (f.keyword) w.push(ilike(orders.searchText, likePattern(f.keyword.toLowerCase())));
  if (f.view === 'awaiting_payment') w.push(eq(orders.state, 'active'), eq(orders.paymentStatus, 'unpaid'));
  if (f.view === 'awaiting_delivery') w.push(eq(orders.state, 'active'), eq(orders.paymentStatus, 'paid'), inArray(orders.fulfilmentStatus, ['unshipped', 'partially_shipped']));
  if (f.state) w.push(eq(orders.state, f.state));
  if (f.payStatus) w.push(eq(orders.paymentStatus, f.payStatus));
  if (f.shipStatus) w.push(eq(orders.fulfilmentStatus, f.shipStatus));
  if (f.supplierId !== undefined) w.push(f.supplierId === 0 ? isNull(orders.supplierId) : eq(orders.supplierId, f.supplierId));
  if (f.customerId) w.push(eq(orders.customerId, f.customerId));
  if (f.currency) w.push(eq(orders.currency, f.currency));
  if (f.dateFrom) w.push(gte(orders.createdAt, dayStart(f.dateFrom)));
  if (f.dateTo) w.push(lt(orders.createdAt, dayAfter(f.dateTo)));
  if (f.amountMin !== undefined) w.push(gte(orders.totalBase, f.amountMin));
  if (f.amountMax !== undefined) w.push(lte(orders.totalBase, f.amountMax));
  return w;
}

/** The conditions of a list: scope, filters, and (unless a state is asked for) no voided splits. */
export function whereOf(scope: Scope, f: OrderFilters): { where: SQL | undefined; filtered: boolean } {
  const filters = filtersOf(f);
  const scoped = supplierCond(orders.supplierId, scope);
  const visible = f.state ? [] : [ne(orders.state, 'voided')];
  return { where: and(...(scoped ? [scoped] : []), ...visible, ...filters), filtered: filters.length > 0 };
}

const SORTS = { createdAt: orders.createdAt, total: orders.totalBase, paidAt: orders.paidAt };

function orderOf(sort: string | undefined): SQL[] {
  if (!sort) return [desc(orders.createdAt), desc(orders.id)];
  const descending = sort.startsWith('-');
  const column = SORTS[(descending ? sort.slice(1) : sort) as keyof typeof SORTS] ?? orders.createdAt;
  return descending ? [desc(column), desc(orders.id)] : [asc(column), asc(orders.id)];
}

function counterTotal(scope: Scope): SQL<number> {
  return scope.supplierId === null
    ? sql<number>`(select coalesce(sum(${orderCounter.rows}), 0)::bigint from ${orderCounter})`
    : sql<number>`(select coalesce(sum(${orderCounter.rows}), 0)::bigint from ${orderCounter} where ${orderCounter.supplierKey} = ${scope.supplierId})`;
}

export const orderRepository = {
  /**
   * One page and an exact total. Unfiltered, the total is the per-owner counter read in the page
   * statement; filtered, a count over the same indexed conditions. The page's ids come from the
   * order rows alone (deferred join), so a deep page does not join suppliers for skipped rows.
   */
  async list(db: Db, scope: Scope, q: OrderListQuery): Promise<{ list: OrderRow[]; total: number }> {
    const { where, filtered } = whereOf(scope, q);
    const page = db.select({ pageId: orders.id }).from(orders).where(where).orderBy(...orderOf(q.sort)).limit(q.pageSize).offset(offsetOf(q)).as('page');
    const base = db.select({ ...rowColumns, ...(filtered ? {} : { listTotal: counterTotal(scope) }) }).from(orders)
      .innerJoin(page, eq(page.pageId, orders.id))
      .leftJoin(suppliers, eq(suppliers.id, orders.supplierId))
      .leftJoin(parents, eq(parents.id, orders.parentId))
      .orderBy(...orderOf(q.sort));
    if (!filtered) {
      const rows = await base as unknown as (RowRecord & { listTotal: number })[];
      const total = rows.length ? Number(rows[0]!.listTotal) : Number((await db.select({ n: counterTotal(scope) }).from(orderCounter).limit(1))[0]?.n ?? 0);
      return { list: rows.map(({ listTotal: _t, ...r }) => toRow(r)), total };
    }
    const [rows, [total]] = await Promise.all([
      base as unknown as Promise<RowRecord[]>,
      db.select({ n: sql<number>`count(*)::int` }).from(orders).where(where),
    ]);
    return { list: rows.map(toRow), total: Number(total?.n ?? 0) };
  },

  /** Keyset batches (newest id first) of the filtered list, for exports. */
  async batch(db: Db, scope: Scope, f: OrderFilters, beforeId: number | null, size: number) {
    const { where } = whereOf(scope, f);
    return db.select({ ...rowColumns, subtotal: orders.subtotal, discount: orders.discount, shippingFee: orders.shippingFee, tax: orders.tax, payFee: orders.payFee })
      .from(orders).leftJoin(suppliers, eq(suppliers.id, orders.supplierId)).leftJoin(parents, eq(parents.id, orders.parentId))
      .where(and(where, ...(beforeId ? [lt(orders.id, beforeId)] : []))).orderBy(desc(orders.id)).limit(size);
  },

  /** One order the scope may see (suppliers: their own), optionally locked for the transaction. */
  async find(db: Db, scope: Scope, id: number, lock = false): Promise<OrderRecord | undefined> {
    const scoped = supplierCond(orders.supplierId, scope);
    const q = db.select().from(orders).where(and(eq(orders.id, id), ...(scoped ? [scoped] : [])));
    const [o] = lock ? await q.for('update') : await q;
    return o;
  },

  async lines(db: Db, orderId: number): Promise<LineRecord[]> {
    return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
  },

  async bumpCounter(db: Db, supplierId: number | null, delta: number): Promise<void> {
    if (delta === 0) return;
    await db.insert(orderCounter).values({ supplierKey: supplierId ?? 0, rows: delta })
      .onConflictDoUpdate({ target: orderCounter.supplierKey, set: { rows: sql`${orderCounter.rows} + ${delta}` } });
  },

  /** The top bar's counts: live orders waiting for payment, and paid ones not fully shipped. */
  async awaiting(db: Db, scope: Scope, view: 'awaiting_payment' | 'awaiting_delivery'): Promise<number> {
    const { where } = whereOf(scope, { view });
    const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(orders).where(where);
    return Number(r?.n ?? 0);
  },
};

/** Lower-cased number, customer, SKUs and product names, and waybills: what the keyword search looks in. */
export function orderSearchText(o: { number: string; customerName: string; customerEmail: string }, lines: { sku: string; name: Record<string, string> }[], waybills: string[] = []): string {
  const names = new Set(lines.flatMap((l) => Object.values(l.name).filter(Boolean)));
  return [o.number, o.customerName, o.customerEmail, ...lines.map((l) => l.sku), ...names, ...waybills].join(' ').toLowerCase().slice(0, 4000);
}
