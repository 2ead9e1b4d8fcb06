import { and, desc, eq, sql } from 'drizzle-orm';
import { CUSTOMER_RECENT_ORDERS, type CustomerOrderSummary } from '@shop/shared';
import type { Db } from '../../platform/db/database.ts';
import { orders } from '../order/table.ts';
import { currencies } from '../setting/commerce/table.ts';

// Read-only over the order module's table. An order replaced by its split children (`split`) and
// children merged back (`voided`) are not orders of their own: their lines live on elsewhere.
const placed = sql`${orders.state} not in ('split', 'voided')`;
const paid = sql`${orders.paymentStatus} = 'paid' and ${orders.state} not in ('split', 'voided', 'cancelled')`;

/** A customer's orders in figures, plus the latest ones; two statements on the (customer, created) index. */
export async function orderSummary(db: Db, customerId: number): Promise<CustomerOrderSummary> {
  const [[figures], recent, [base]] = await Promise.all([
    db.select({
      count: sql<string>`count(*) filter (where ${placed})::text`,
      paidTotal: sql<string>`coalesce(sum(${orders.totalBase}) filter (where ${paid}), 0)::text`,
      lastOrderAt: sql<Date | null>`max(${orders.createdAt}) filter (where ${placed})`.mapWith(orders.createdAt),
    }).from(orders).where(eq(orders.customerId, customerId)),
    db.select({
      id: orders.id, number: orders.number, state: orders.state, paymentStatus: orders.paymentStatus,
      fulfilmentStatus: orders.fulfilmentStatus, total: orders.total, currency: orders.currency, createdAt: orders.createdAt,
    }).from(orders).where(and(eq(orders.customerId, customerId), placed))
      .orderBy(desc(orders.createdAt), desc(orders.id)).limit(CUSTOMER_RECENT_ORDERS),
    db.select({ code: currencies.code }).from(currencies).where(eq(currencies.isBase, true)).limit(1),
  ]);
  return {
    count: Number(figures?.count ?? 0),
    paidTotal: Number(figures?.paidTotal ?? 0),
    baseCurrency: base?.code ?? null,
    lastOrderAt: figures?.lastOrderAt ? figures.lastOrderAt.toISOString() : null,
    recent: recent.map((o) => ({ ...o, createdAt: o.createdAt.toISOString() })),
  };
}
