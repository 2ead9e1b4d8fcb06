import { and, eq, isNotNull, lte } from 'drizzle-orm';
import type { SupplierState } from '@shop/shared/api/supplier-standing';
import type { Db } from '../../../platform/db/database.ts';
import { suppliers } from '../../../platform/identity/table.ts';
import { supplierEvents } from './table.ts';

export type SupplierEventInsert = typeof supplierEvents.$inferInsert;

/** The supplier row's standing and the trail it leaves. */
export const lifecycleRepository = {
  /** The supplier's standing, locked for the move (FOR UPDATE). */
  async lockStanding(db: Db, id: number) {
    const [row] = await db
      .select({
        id: suppliers.id,
        name: suppliers.name,
        state: suppliers.state,
        until: suppliers.stateUntil,
        reason: suppliers.stateReason,
      })
      .from(suppliers)
      .where(eq(suppliers.id, id))
      .for('update');
    return row;
  },

  async setStanding(db: Db, id: number, state: SupplierState, until: Date | null, reason: string | null) {
    await db
      .update(suppliers)
      .set({ state, stateUntil: until, stateReason: reason, enabled: state !== 'disabled', updatedAt: new Date() })
      .where(eq(suppliers.id, id));
  },

  async addEvent(db: Db, event: SupplierEventInsert) {
    const [row] = await db.insert(supplierEvents).values(event).returning({ id: supplierEvents.id });
    return row!.id;
  },

  /** Bans whose end has passed, for the job that lifts them. */
  async bansEnded(db: Db, now: Date): Promise<number[]> {
    const rows = await db
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(and(eq(suppliers.state, 'banned'), isNotNull(suppliers.stateUntil), lte(suppliers.stateUntil, now)))
      .limit(1000);
    return rows.map((r) => r.id);
  },

  /** Suspensions with an end date that has passed. */
  async suspensionsEnded(db: Db, now: Date): Promise<number[]> {
    const rows = await db
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(and(eq(suppliers.state, 'suspended'), isNotNull(suppliers.stateUntil), lte(suppliers.stateUntil, now)))
      .limit(1000);
    return rows.map((r) => r.id);
  },
};
