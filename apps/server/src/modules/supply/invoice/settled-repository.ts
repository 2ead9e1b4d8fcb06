import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { monthOf } from '../settlement/cycles.ts';
import { ledgerRepository } from '../settlement/ledger-repository.ts';
import { supplierSettlements } from '../settlement/table.ts';

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
  const { start, end } = monthOf(period);
  const [batch] = await db
    .select({ total: supplierSettlements.total, currency: supplierSettlements.currency })
    .from(supplierSettlements)
    .where(and(eq(supplierSettlements.supplierId, supplierId), eq(supplierSettlements.period, period)));
  if (batch) return { amount: batch.total, currency: batch.currency };
  const base = await ledgerRepository.baseCurrency(db);
  const amount = await ledgerRepository.periodTotal(db, supplierId, { start, end }, base, defaultCommissionBp);
  return { amount, currency: base.code };
}
