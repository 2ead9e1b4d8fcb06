import { alias } from 'drizzle-orm/pg-core';
import { and, asc, desc, eq, gte, ilike, inArray, isNull, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { OrderFilters, OrderListQuery, OrderRow } from '@shop/shared';
import type { Db } from '../../platform/db/database.ts';
import { likePattern, pageIds } from '../../platform/db/pagination.ts';
import type { Scope } from '../../platform/http/context.ts';
import { supplierCond } from '../../platform/db/scope.ts';
import { saveVersioned } from '../../platform/db/versioned.ts';
import { suppliers } from '../../platform/identity/table.ts';
import { countedOrder } from './counted.ts';
import { orderCounter, orderEvents, orderLines, orders } from './table.ts';

export type OrderRecord = typeof orders.$inferSelect;
export type LineRecord = typeof orderLines.$inferSelect;

const parents = alias(orders, 'parent');

const rowColumns = {
  id: orders.id,
  number: orders.number,
  parentId: orders.parentId,
  parentNumber: parents.number,
  supplierId: orders.supplierId,
  supplierName: suppliers.name,
  customerId: orders.customerId,
  customerName: orders.customerName,
  customerEmail: orders.customerEmail,
  state: orders.state,
  payStatus: orders.paymentStatus,
  shipStatus: orders.fulfilmentStatus,
  currency: orders.currency,
  total: orders.total,
  totalBase: orders.totalBase,
  createdAt: orders.createdAt,
  paidAt: orders.paidAt,
  generated: orders.generated,
  version: orders.version,
};
type RowRecord = Omit<OrderRow, 'createdAt' | 'paidAt'> & { createdAt: Date; paidAt: Date | null };

export function toRow(r: RowRecord): OrderRow {
  return { ...r, createdAt: r.createdAt.toISOString(), paidAt: r.paidAt?.toISOString() ?? null };
}

/** The database's clock, for a time a change sets (`paidAt: dbNow()`): its transaction's start, as `now()`. */
export const dbNow = (): Date => sql`now()` as unknown as Date;

const dayStart = (d: string) => new Date(`${d}T00:00:00.000Z`);
const dayAfter = (d: string) => new Date(dayStart(d).getTime() + 86_400_000);

/** The list's filters as conditions. The default view (none) hides voided splits only. */
export function filtersOf(f: OrderFilters): SQL[] {
  const w: SQL[] = [];
  if (f.keyword) w.push(ilike(orders.searchText, likePattern(f.keyword.toLowerCase())));
  // The saved views are the top bar's counters (figures): generated orders await nothing.
  if (f.view === 'awaiting_payment') {
    w.push(eq(orders.state, 'active'), eq(orders.paymentStatus, 'unpaid'), countedOrder);
  }
  if (f.view === 'awaiting_delivery') {
    w.push(
      countedOrder,
      eq(orders.state, 'active'),
      eq(orders.paymentStatus, 'paid'),
      inArray(orders.fulfilmentStatus, ['unshipped', 'partially_shipped']),
    );
  }
  if (f.state) w.push(eq(orders.state, f.state));
  if (f.payStatus) w.push(eq(orders.paymentStatus, f.payStatus));
  if (f.shipStatus) w.push(eq(orders.fulfilmentStatus, f.shipStatus));
  if (f.supplierId !== undefined) {
    w.push(f.supplierId === 0 ? isNull(orders.supplierId) : eq(orders.supplierId, f.supplierId));
  }
  if (f.customerId) w.push(eq(orders.customerId, f.customerId));
  if (f.currency) w.push(eq(orders.currency, f.currency));
  if (f.dateFrom) w.push(gte(orders.createdAt, dayStart(f.dateFrom)));
  if (f.dateTo) w.push(lt(orders.createdAt, dayAfter(f.dateTo)));
  if (f.amountMin !== undefined) w.push(gte(orders.totalBase, f.amountMin));
  if (f.amountMax !== undefined) w.push(lte(orders.totalBase, f.amountMax));
  if (f.origin === 'real') w.push(countedOrder);
  if (f.origin === 'generated') w.push(eq(orders.generated, true));
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
  const sum = sql`select coalesce(sum(${orderCounter.rows}), 0)::bigint from ${orderCounter}`;
  return scope.supplierId === null
    ? sql<number>`(${sum})`
    : sql<number>`(${sum} where ${orderCounter.supplierKey} = ${scope.supplierId})`;
}

/**
 * The statements of one list page, as query builders (`.toSQL()` gives their SQL text and parameters; the order
 * benchmark runs them straight on the database): `page`, the page's rows, whose ids come from the order rows alone
 * (deferred join: a deep page does not join suppliers and parents for skipped rows), with the per-owner counter's
 * total read in the same statement when unfiltered; and, filtered, `count`, an exact count over the same indexed
 * conditions, run at the same time as the page.
 */
export function orderListQuery(db: Db, scope: Scope, q: OrderListQuery) {
  const { where, filtered } = whereOf(scope, q);
  const ids = pageIds(db, orders, where, orderOf(q.sort), q);
  const page = db
    .select({ ...rowColumns, ...(filtered ? {} : { listTotal: counterTotal(scope) }) })
    .from(orders)
    .innerJoin(ids, eq(ids.pageId, orders.id))
    .leftJoin(suppliers, eq(suppliers.id, orders.supplierId))
    .leftJoin(parents, eq(parents.id, orders.parentId))
    .orderBy(...orderOf(q.sort));
  const count = filtered
    ? db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(where)
    : null;
  return { page, count };
}

export const orderRepository = {
  /** One page and an exact total: the statements of `orderListQuery`. */
  async list(db: Db, scope: Scope, q: OrderListQuery): Promise<{ list: OrderRow[]; total: number }> {
    const { page, count } = orderListQuery(db, scope, q);
    if (!count) {
      const rows = (await page) as unknown as (RowRecord & { listTotal: number })[];
      const total = rows.length
        ? Number(rows[0]!.listTotal)
        : Number(
            (
              await db
                .select({ n: counterTotal(scope) })
                .from(orderCounter)
                .limit(1)
            )[0]?.n ?? 0,
          );
      return { list: rows.map(({ listTotal: _t, ...r }) => toRow(r)), total };
    }
    const [rows, [total]] = await Promise.all([page as unknown as Promise<RowRecord[]>, count]);
    return { list: rows.map(toRow), total: Number(total?.n ?? 0) };
  },

  /** Keyset batches (newest id first) of the filtered list, for exports. */
  async batch(db: Db, scope: Scope, f: OrderFilters, beforeId: number | null, size: number) {
    const { where } = whereOf(scope, f);
    return db
      .select({
        ...rowColumns,
        subtotal: orders.subtotal,
        discount: orders.discount,
        shippingFee: orders.shippingFee,
        tax: orders.tax,
        payFee: orders.payFee,
      })
      .from(orders)
      .leftJoin(suppliers, eq(suppliers.id, orders.supplierId))
      .leftJoin(parents, eq(parents.id, orders.parentId))
      .where(and(where, ...(beforeId ? [lt(orders.id, beforeId)] : [])))
      .orderBy(desc(orders.id))
      .limit(size);
  },

  /** One order the scope may see (suppliers: their own), optionally locked for the transaction. */
  async find(db: Db, scope: Scope, id: number, lock = false): Promise<OrderRecord | undefined> {
    const scoped = supplierCond(orders.supplierId, scope);
    const q = db
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), ...(scoped ? [scoped] : [])));
    const [o] = lock ? await q.for('update') : await q;
    return o;
  },

  async lines(db: Db, orderId: number): Promise<LineRecord[]> {
    return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
  },

  async bumpCounter(db: Db, supplierId: number | null, delta: number): Promise<void> {
    if (delta === 0) return;
    await db
      .insert(orderCounter)
      .values({ supplierKey: supplierId ?? 0, rows: delta })
      .onConflictDoUpdate({ target: orderCounter.supplierKey, set: { rows: sql`${orderCounter.rows} + ${delta}` } });
  },

  /** The top bar's counts: live orders waiting for payment, and paid ones not fully shipped. */
  async awaiting(db: Db, scope: Scope, view: 'awaiting_payment' | 'awaiting_delivery'): Promise<number> {
    const { where } = whereOf(scope, { view });
    const [r] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(where);
    return Number(r?.n ?? 0);
  },

  /** The exact number of orders the filtered list holds (an export's total). */
  async count(db: Db, scope: Scope, f: OrderFilters): Promise<number> {
    const { where } = whereOf(scope, f);
    const [c] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(where);
    return Number(c?.n ?? 0);
  },

  /** One order by id whatever its owner (a family's root), optionally locked for the transaction. */
  async byId(db: Db, id: number, lock = false): Promise<OrderRecord | undefined> {
    const q = db.select().from(orders).where(eq(orders.id, id));
    const [o] = lock ? await q.for('update') : await q;
    return o;
  },

  /** The next order number's sequence value. */
  async nextNumber(db: Db): Promise<string | number> {
    const result = await db.execute(sql`select nextval('order_number_seq')::bigint as n`);
    const [{ n }] = (result as unknown as { rows: { n: string | number }[] }).rows as [{ n: string | number }];
    return n;
  },

  async create(db: Db, values: typeof orders.$inferInsert): Promise<OrderRecord> {
    const [o] = await db.insert(orders).values(values).returning();
    return o!;
  },

  /** An original order is its own family's root. */
  async setOwnRoot(db: Db, id: number): Promise<void> {
    await db.update(orders).set({ rootId: id }).where(eq(orders.id, id));
  },

  /** Saves a change with the version read; undefined when the version moved on meanwhile. */
  saveVersion(
    db: Db,
    o: Pick<OrderRecord, 'id' | 'version'>,
    set: Partial<typeof orders.$inferInsert>,
  ): Promise<OrderRecord | undefined> {
    return saveVersioned(db, orders, o.id, o.version, set);
  },

  /** Takes the root's next split number. */
  async nextSplitSeq(db: Db, rootId: number): Promise<number> {
    const [{ splitSeq }] = (await db
      .update(orders)
      .set({ splitSeq: sql`${orders.splitSeq} + 1` })
      .where(eq(orders.id, rootId))
      .returning({ splitSeq: orders.splitSeq })) as [{ splitSeq: number }];
    return splitSeq;
  },

  /** Ids of a family's live splits (the root itself left out). */
  async liveSplitIds(db: Db, rootId: number): Promise<{ id: number }[]> {
    return db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.rootId, rootId), eq(orders.state, 'active'), ne(orders.id, rootId)));
  },

  /** A family's intermediate splits (state split; the root itself left out). */
  async splitContainers(db: Db, rootId: number): Promise<OrderRecord[]> {
    return db
      .select()
      .from(orders)
      .where(and(eq(orders.rootId, rootId), eq(orders.state, 'split'), ne(orders.id, rootId)));
  },

  async setSearchText(db: Db, id: number, searchText: string): Promise<void> {
    await db.update(orders).set({ searchText }).where(eq(orders.id, id));
  },

  async insertLines(db: Db, values: (typeof orderLines.$inferInsert)[]): Promise<void> {
    await db.insert(orderLines).values(values);
  },

  async updateLine(db: Db, id: number, set: Partial<typeof orderLines.$inferInsert>): Promise<void> {
    await db.update(orderLines).set(set).where(eq(orderLines.id, id));
  },

  async deleteLines(db: Db, ids: number[]): Promise<void> {
    await db.delete(orderLines).where(inArray(orderLines.id, ids));
  },

  /** A row of the order's history. */
  async insertEvent(db: Db, values: typeof orderEvents.$inferInsert): Promise<void> {
    await db.insert(orderEvents).values(values);
  },
};

/** Lower-cased number, customer, SKUs and product names, and waybills: what the keyword search looks in. */
export function orderSearchText(
  o: { number: string; customerName: string; customerEmail: string },
  lines: { sku: string; name: Record<string, string> }[],
  waybills: string[] = [],
): string {
  const names = new Set(lines.flatMap((l) => Object.values(l.name).filter(Boolean)));
  return [o.number, o.customerName, o.customerEmail, ...lines.map((l) => l.sku), ...names, ...waybills]
    .join(' ')
    .toLowerCase()
    .slice(0, 4000);
}
