import type { CustomerOrderSummary } from '@shop/shared';
import type { Db } from '../../platform/db/database.ts';
import { customerOrderFigures } from './repository.ts';

/** A customer's orders in figures, plus the latest ones (see customerOrderFigures). */
export async function orderSummary(db: Db, customerId: number): Promise<CustomerOrderSummary> {
  const { figures, recent, base } = await customerOrderFigures(db, customerId);
  return {
    count: Number(figures?.count ?? 0),
    paidTotal: Number(figures?.paidTotal ?? 0),
    baseCurrency: base?.code ?? null,
    lastOrderAt: figures?.lastOrderAt ? figures.lastOrderAt.toISOString() : null,
    recent: recent.map((o) => ({ ...o, createdAt: o.createdAt.toISOString() })),
  };
}
