import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { MarkListQuery, MarkPendingQuery, MarkPendingRow, MarkRow } from '@shop/shared/api/supply-mark';
import type { Db } from '../../../platform/db/database.ts';
import { offsetOf, orderBy, pageIds } from '../../../platform/db/pagination.ts';
import { suppliers } from '../../../platform/identity/table.ts';
import { countedOrderAs } from '../../order/counted.ts';
import { orderLines, orders } from '../../order/table.ts';
import { supplierMarks as m } from './table.ts';

export type MarkRecord = typeof m.$inferSelect;

/** Months awaiting a mark: the last six complete ones. */
const MONTHS_BACK = 6;
/** Orders ready for a mark: delivered or completed, not cancelled, split, voided or generated (marks feed scores). */
const READY = sql`(o.fulfilment_status = 'delivered' or o.state = 'completed')
  and o.state not in ('cancelled', 'split', 'voided') and ${countedOrderAs('o')}`;

type Rows<T> = { rows: T[] };

function markWhere(q: MarkListQuery): SQL | undefined {
  const w: SQL[] = [];
  if (q.supplierId) w.push(eq(m.supplierId, q.supplierId));
  if (q.kind === 'order') w.push(sql`${m.orderId} is not null`);
  if (q.kind === 'period') w.push(sql`${m.period} is not null`);
  if (q.period) w.push(eq(m.period, q.period));
  if (q.mark) w.push(eq(m.mark, q.mark));
  return w.length ? and(...w) : undefined;
}

export const markRepository = {
  async page(db: Db, q: MarkListQuery): Promise<{ list: MarkRow[]; total: number }> {
    const where = markWhere(q);
    const order = orderBy(q.sort, { createdAt: m.createdAt, mark: m.mark }, [desc(m.createdAt), desc(m.id)], m.id);
    const page = pageIds(db, m, where, order, q);
    const [rows, [total]] = await Promise.all([
      db
        .select({ mark: m, supplierName: suppliers.name, orderNumber: orders.number })
        .from(m)
        .innerJoin(page, eq(page.pageId, m.id))
        .innerJoin(suppliers, eq(suppliers.id, m.supplierId))
        .leftJoin(orders, eq(orders.id, m.orderId))
        .orderBy(...order),
      db.select({ n: count() }).from(m).where(where),
    ]);
    return {
      list: rows.map((r) => toMarkRow(r.mark, r.supplierName, r.orderNumber)),
      total: Number(total?.n ?? 0),
    };
  },

  async row(db: Db, id: number): Promise<MarkRow | undefined> {
    const [r] = await db
      .select({ mark: m, supplierName: suppliers.name, orderNumber: orders.number })
      .from(m)
      .innerJoin(suppliers, eq(suppliers.id, m.supplierId))
      .leftJoin(orders, eq(orders.id, m.orderId))
      .where(eq(m.id, id));
    return r ? toMarkRow(r.mark, r.supplierName, r.orderNumber) : undefined;
  },

  async insert(tx: Db, values: typeof m.$inferInsert): Promise<MarkRecord> {
    const [row] = await tx.insert(m).values(values).returning();
    return row!;
  },

  /** Whether the order has lines of the supplier (or is wholly its own). */
  async isSupplierOrder(db: Db, orderId: number, supplierId: number): Promise<boolean> {
    const res = await db.execute(sql`
      select 1 from ${orders} o where o.id = ${orderId} and ${countedOrderAs('o')} and (o.supplier_id = ${supplierId}
        or exists (select 1 from ${orderLines} l where l.order_id = o.id and l.supplier_id = ${supplierId}))`);
    return (res as unknown as Rows<unknown>).rows.length > 0;
  },

  /** The marks' page of what awaits one: ready orders per supplier, or past months, not yet marked. */
  async pending(db: Db, q: MarkPendingQuery): Promise<{ list: MarkPendingRow[]; total: number }> {
    const supplier = q.supplierId ? sql`and s.id = ${q.supplierId}` : sql``;
    const from =
      q.kind === 'order'
        ? sql`from (select distinct o.id as order_id, o.number, l.supplier_id,
              coalesce(o.completed_at, o.delivered_at, o.updated_at) as ready_at
            from ${orders} o join ${orderLines} l on l.order_id = o.id where ${READY} and l.supplier_id is not null) x
          join ${suppliers} s on s.id = x.supplier_id ${supplier}
          where not exists (select 1 from ${m} k where k.supplier_id = x.supplier_id and k.order_id = x.order_id)`
        : sql`from ${suppliers} s cross join generate_series(
              date_trunc('month', now()) - make_interval(months => ${MONTHS_BACK}),
              date_trunc('month', now()) - interval '1 month', interval '1 month') as g(month)
          where s.state <> 'disabled' ${supplier}
            and not exists (select 1 from ${m} k
              where k.supplier_id = s.id and k.period = to_char(g.month, 'YYYY-MM'))`;
    const select =
      q.kind === 'order'
        ? sql`select x.order_id::int as order_id, x.number, s.id::int as supplier_id, s.name, x.ready_at,
            null as period`
        : sql`select null::int as order_id, null as number, s.id::int as supplier_id, s.name,
            (g.month + interval '1 month') as ready_at, to_char(g.month, 'YYYY-MM') as period`;
    const [rows, total] = await Promise.all([
      db.execute(sql`${select} ${from} order by ready_at desc, name asc, order_id asc
        limit ${q.pageSize} offset ${offsetOf(q)}`),
      db.execute(sql`select count(*)::int as n ${from}`),
    ]);
    type Raw = {
      order_id: number | null;
      number: string | null;
      supplier_id: number;
      name: string;
      ready_at: string | Date;
      period: string | null;
    };
    return {
      list: (rows as unknown as Rows<Raw>).rows.map((r) => ({
        key: r.order_id ? `order:${r.order_id}:${r.supplier_id}` : `period:${r.supplier_id}:${r.period}`,
        kind: q.kind,
        supplierId: Number(r.supplier_id),
        supplierName: r.name,
        orderId: r.order_id === null ? null : Number(r.order_id),
        orderNumber: r.number,
        period: r.period,
        readyAt: new Date(r.ready_at).toISOString(),
      })),
      total: Number((total as unknown as Rows<{ n: number }>).rows[0]?.n ?? 0),
    };
  },
};

function toMarkRow(r: MarkRecord, supplierName: string, orderNumber: string | null): MarkRow {
  return {
    id: r.id,
    supplierId: r.supplierId,
    supplierName,
    kind: r.orderId === null ? 'period' : 'order',
    orderId: r.orderId,
    orderNumber,
    period: r.period,
    mark: r.mark,
    comment: r.comment,
    actorName: r.actorName,
    createdAt: r.createdAt.toISOString(),
  };
}
