import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { currencies } from '../../setting/commerce/table.ts';
import { ledgerRepository } from '../settlement/ledger-repository.ts';
import { supplierSettlements } from '../settlement/table.ts';

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
 * What the platform owes a supplier for a period (minor units of the base currency): the total of
 * the supplier's settlement batch of the period once the run made it; before that, what the
 * earnings ledger holds for the month (earnings net of commission at the category, level, group
 * or default rate, reversals, penalties, chargebacks, promotion shares; withdrawals aside) and
 * the parts delivered in the month that the ledger job has not written yet.
 */
export async function settledAmount(
  db: Db,
  supplierId: number,
  period: string,
  defaultCommissionBp: number,
): Promise<{ amount: number; currency: string }> {
  const [start, end] = periodRange(period);
  const base = await ledgerRepository.baseCurrency(db);
  const [batch] = await db
    .select({ total: supplierSettlements.total, currency: supplierSettlements.currency })
    .from(supplierSettlements)
    .where(and(eq(supplierSettlements.supplierId, supplierId), eq(supplierSettlements.period, period)));
  if (batch) return { amount: batch.total, currency: batch.currency };
  const amount = await ledgerRepository.periodTotal(db, supplierId, { start, end }, base, defaultCommissionBp);
  return { amount, currency: base.code };
}
