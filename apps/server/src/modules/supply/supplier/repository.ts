import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { suppliers } from '../../../platform/identity/table.ts';

/** Supplier rows. */
export const supplierRepository = {
  /** Every supplier's id, name and state, by name (at most 1,000). */
  async options(db: Db): Promise<{ id: number; name: string; enabled: boolean }[]> {
    return db
      .select({ id: suppliers.id, name: suppliers.name, enabled: suppliers.enabled })
      .from(suppliers)
      .orderBy(asc(suppliers.name))
      .limit(1000);
  },

  /** Suppliers enabled. */
  async enabledCount(db: Db): Promise<number> {
    const [r] = await db.select({ n: count() }).from(suppliers).where(eq(suppliers.enabled, true));
    return Number(r?.n ?? 0);
  },
};
