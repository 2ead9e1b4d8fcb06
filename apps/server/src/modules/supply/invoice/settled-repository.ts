import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { minorUnitExponent } from '@shop/shared';
import type { Db } from '../../../platform/db/database.ts';
import { countedOrder } from '../../order/counted.ts';
import { orderLines, orders } from '../../order/table.ts';
import { currencies } from '../../setting/commerce/table.ts';
import { supplierGroups } from '../level/table.ts';
import { supplierProfiles } from '../supplier/table.ts';

/** The store's base currency (invoices are in it); USD while none is set up. */
export async function baseCurrency(db: Db): Promise<string> {
  const [c] = await db.select({ code: currencies.code }).from(currencies).where(eq(currencies.isBase, true));
  return c?.code ?? 'USD';
}

/** The month YYYY-MM as [first instant, first instant of the next month), in UTC. */
export function periodRange(period: string): [Date, Date] {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return [new Date(Date.UTC(y, m - 1, 1)), new Date(Date.UTC(y, m, 1))];
}

/**
 * What the platform owes a supplier for a period, until settlements exist (the settlement issue
 * replaces this function): the supplier's order lines in orders that are paid and delivered
 * (fulfilment `delivered`) or completed (state `completed`), neither cancelled, split nor voided,
 * dated by delivery (or completion) within the month (UTC); each line's goods value (unit price ×
 * quantity − its discount share; tax, shipping and payment fees are the platform's) converted to
 * the base currency at the order's rate, less the commission: the supplier group's rate, or the
 * supplier settings' `commissionRate` (basis points). Minor units of the base currency.
 */
export async function settledAmount(
  db: Db,
  supplierId: number,
  period: string,
  defaultCommissionBp: number,
): Promise<{ amount: number; currency: string }> {
  const [from, to] = periodRange(period);
  const base = await baseCurrency(db);
  const at = sql`coalesce(${orders.deliveredAt}, ${orders.completedAt})`;
  const rows = await db
    .select({
      currency: orders.currency,
      rate: orders.rate,
      goods: sql<string>`sum(${orderLines.unitPrice} * ${orderLines.quantity} - ${orderLines.discount})`,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        eq(orderLines.supplierId, supplierId),
        countedOrder,
        inArray(orders.state, ['active', 'completed']),
        eq(orders.paymentStatus, 'paid'),
        sql`(${orders.state} = 'completed' or ${orders.fulfilmentStatus} = 'delivered')`,
        gte(at, from),
        lt(at, to),
      ),
    )
    .groupBy(orders.currency, orders.rate);
  const baseDigits = minorUnitExponent(base);
  let gross = 0;
  for (const r of rows) {
    const amount = Number(r.goods);
    if (r.currency === base) gross += amount;
    else gross += Math.round((amount / 10 ** minorUnitExponent(r.currency) / (r.rate || 1)) * 10 ** baseDigits);
  }
  const [group] = await db
    .select({ rate: supplierGroups.commissionRate })
    .from(supplierProfiles)
    .innerJoin(supplierGroups, eq(supplierGroups.id, supplierProfiles.groupId))
    .where(eq(supplierProfiles.supplierId, supplierId));
  const bp = group?.rate ?? defaultCommissionBp;
  return { amount: gross - Math.round((gross * bp) / 10_000), currency: base };
}
