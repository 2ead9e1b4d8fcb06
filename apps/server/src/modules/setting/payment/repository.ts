import { createHash } from 'node:crypto';
import { and, asc, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { LANGUAGES } from '@shop/shared';
import type { PaymentListQuery } from '@shop/shared/api/payment';
import { versionedTable } from '../../../platform/crud/versioned-table.ts';
import type { Db } from '../../../platform/db/database.ts';
import { likePattern } from '../../../platform/db/pagination.ts';
import { orders } from '../../order/table.ts';
import { currencies } from '../commerce/table.ts';
import { paymentMethods, type StoredCredential } from './table.ts';

export type PaymentRecord = typeof paymentMethods.$inferSelect;

/**
 * Credentials as the operation log keeps them: by name, the value masked. The mask ends with a
 * short digest of the sealed value (random for every value sealed, so it tells nothing of the
 * secret), so the log's before and after show that a credential was replaced, kept or cleared.
 */
export function maskedCredentials(stored: readonly StoredCredential[]): Record<string, string> {
  return Object.fromEntries(
    stored.map((c) => [c.key, `•••••• ${createHash('sha256').update(c.sealed).digest('hex').slice(0, 8)}`]),
  );
}

export const paymentTable = versionedTable({
  table: paymentMethods,
  entity: 'payment',
  snapshot: (p) => ({
    builtIn: p.builtIn,
    name: p.name,
    instructions: p.instructions,
    enabled: p.enabled,
    sort: p.sort,
    feeType: p.feeType,
    fee: p.fee,
    countries: p.countries,
    credentials: maskedCredentials(p.credentials),
    version: p.version,
  }),
  // a handful of rows
  sorts: { id: paymentMethods.id, sort: paymentMethods.sort },
  defaultOrder: () => [asc(paymentMethods.sort), asc(paymentMethods.id)],
});

export const paymentRepository = {
  async page(db: Db, q: PaymentListQuery): Promise<{ list: PaymentRecord[]; total: number }> {
    const w: SQL[] = [];
    if (q.keyword) {
      const like = likePattern(q.keyword);
      w.push(or(...LANGUAGES.map((l) => sql`${paymentMethods.name}->>${l} ilike ${like}`))!);
    }
    if (q.status) w.push(eq(paymentMethods.enabled, q.status === 'enabled'));
    return paymentTable.page(db, q, w.length ? and(...w) : undefined);
  },

  /** Orders recorded as paid with each method (the orders' payment-method index answers it). */
  async orderCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: orders.paymentMethodId, n: count() })
      .from(orders)
      .where(inArray(orders.paymentMethodId, ids))
      .groupBy(orders.paymentMethodId);
    return new Map(rows.map((r) => [r.id!, Number(r.n)]));
  },

  /** The base currency's code (fixed fees are in it); USD while no currency is set up. */
  async baseCurrency(db: Db): Promise<string> {
    const [c] = await db.select({ code: currencies.code }).from(currencies).where(eq(currencies.isBase, true));
    return c?.code ?? 'USD';
  },
};
