import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';

function rowsOf<T>(res: unknown): T[] {
  return (res as { rows: T[] }).rows;
}

/** The demo settlements' look-ups. */
export const settlementSeedRepository = {
  async demoSuppliers(db: Db): Promise<{ a: number; b: number } | null> {
    const res = await db.execute(sql`select id::int as id, name from suppliers
      where name in ('Demo Supplier A', 'Demo Supplier B')`);
    const rows = rowsOf<{ id: number; name: string }>(res);
    const a = rows.find((r) => r.name === 'Demo Supplier A');
    const b = rows.find((r) => r.name === 'Demo Supplier B');
    return a && b ? { a: a.id, b: b.id } : null;
  },

  async seeded(db: Db): Promise<boolean> {
    const res = await db.execute(sql`select 1 from supplier_ledger where ref like 'demo:%' limit 1`);
    return rowsOf(res).length > 0;
  },

  /** A supplier's batches of the cycles ending in the month YYYY-MM. */
  async batchesOfMonth(db: Db, supplierId: number, month: string) {
    const res = await db.execute(sql`select id::int as id, period, total::bigint as total from supplier_settlements
      where supplier_id = ${supplierId} and to_char(period_to, 'YYYY-MM') = ${month} order by period_to`);
    return rowsOf<{ id: number; period: string; total: string }>(res).map((r) => ({ ...r, total: Number(r.total) }));
  },
};
