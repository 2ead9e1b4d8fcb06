import { and, asc, count, desc, eq, ilike, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { PlannedLastResult, PlannedListQuery, PlannedRow } from '@shop/shared/api/planned';
import { versionedTable } from '../../../platform/crud/versioned-table.ts';
import type { Db } from '../../../platform/db/database.ts';
import { likePattern } from '../../../platform/db/pagination.ts';
import { productVariants, products } from '../../catalog/product/table.ts';
import { customerAddresses, customers } from '../../customer/table.ts';
import { orders } from '../../order/table.ts';
import { shippingMethods } from '../shipping/table.ts';
import { plannedTasks } from './table.ts';

export type PlannedRecord = typeof plannedTasks.$inferSelect;

/** How many candidates a run draws customers and goods from (the newest ones). */
const CANDIDATES = 200;

export const plannedTable = versionedTable({
  table: plannedTasks,
  entity: 'planned',
  snapshot: (t) => ({
    name: t.name,
    enabled: t.enabled,
    startsAt: t.startsAt.toISOString(),
    endsAt: t.endsAt.toISOString(),
    everyMinutes: t.everyMinutes,
    perRun: t.perRun,
    maxTotal: t.maxTotal,
    countries: t.countries,
    activities: t.activities,
    version: t.version,
  }),
  unique: { planned_tasks_name_key: { code: 'planned.name_taken', field: 'name' } },
  sorts: {
    id: plannedTasks.id,
    name: sql`lower(${plannedTasks.name})`,
    createdAt: plannedTasks.createdAt,
    nextRunAt: plannedTasks.nextRunAt,
  },
  defaultOrder: () => [desc(plannedTasks.id)],
});

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function toRow(t: PlannedRecord): PlannedRow {
  return {
    id: t.id,
    name: t.name,
    enabled: t.enabled,
    startsAt: t.startsAt.toISOString(),
    endsAt: t.endsAt.toISOString(),
    everyMinutes: t.everyMinutes,
    perRun: t.perRun,
    maxTotal: t.maxTotal,
    countries: t.countries,
    activities: t.activities,
    runs: t.runs,
    generatedCount: t.generatedCount,
    nextRunAt: iso(t.nextRunAt),
    lastRunAt: iso(t.lastRunAt),
    lastResult: t.lastResult,
    createdAt: t.createdAt.toISOString(),
    version: t.version,
  };
}

export const plannedRepository = {
  async list(db: Db, q: PlannedListQuery): Promise<{ list: PlannedRow[]; total: number }> {
    const w: SQL[] = [];
    if (q.keyword) w.push(ilike(plannedTasks.name, likePattern(q.keyword)));
    if (q.status) w.push(eq(plannedTasks.enabled, q.status === 'enabled'));
    const page = await plannedTable.page(db, q, w.length ? and(...w) : undefined);
    return { list: page.list.map(toRow), total: page.total };
  },

  /** Orders the task generated (a task with orders is disabled, not deleted). */
  async orderCount(db: Db, id: number): Promise<number> {
    const [r] = await db.select({ n: count() }).from(orders).where(eq(orders.plannedTaskId, id));
    return Number(r?.n ?? 0);
  },

  async setNextRun(db: Db, id: number, nextRunAt: Date | null): Promise<void> {
    await db.update(plannedTasks).set({ nextRunAt }).where(eq(plannedTasks.id, id));
  },

  /** Enabled tasks whose next run is due, oldest due first. */
  async due(db: Db, now: Date, limit: number): Promise<PlannedRecord[]> {
    return db
      .select()
      .from(plannedTasks)
      .where(and(eq(plannedTasks.enabled, true), lte(plannedTasks.nextRunAt, now)))
      .orderBy(asc(plannedTasks.nextRunAt), asc(plannedTasks.id))
      .limit(limit);
  },

  /**
   * Takes a due run: moves `next_run_at` on to `next`, only if it is still due at `now` (another instance's tick
   * that took it first has moved it past `now`; the row lock makes the second update see that). Answers whether
   * this caller took it.
   */
  async takeRun(db: Db, id: number, now: Date, next: Date | null): Promise<boolean> {
    const rows = await db
      .update(plannedTasks)
      .set({ nextRunAt: next })
      .where(and(eq(plannedTasks.id, id), eq(plannedTasks.enabled, true), lte(plannedTasks.nextRunAt, now)))
      .returning({ id: plannedTasks.id });
    return rows.length > 0;
  },

  /**
   * Counts one more generated order, inside that order's transaction, only while the task is enabled
   * and under its cap: the row lock serialises every instance, and a disable committed before this
   * statement stops the run here. Answers the task as it is now, or undefined when refused.
   */
  async claimOrder(tx: Db, id: number): Promise<PlannedRecord | undefined> {
    const [row] = await tx
      .update(plannedTasks)
      .set({ generatedCount: sql`${plannedTasks.generatedCount} + 1` })
      .where(
        and(
          eq(plannedTasks.id, id),
          eq(plannedTasks.enabled, true),
          lt(plannedTasks.generatedCount, plannedTasks.maxTotal),
        ),
      )
      .returning();
    return row;
  },

  /** Records a finished run: one more run, when, its result and the next due time. */
  async finishRun(db: Db, id: number, result: PlannedLastResult, next: (t: PlannedRecord) => Date | null) {
    const [t] = await db.select().from(plannedTasks).where(eq(plannedTasks.id, id)).for('update');
    if (!t) return undefined;
    const [after] = await db
      .update(plannedTasks)
      .set({
        runs: sql`${plannedTasks.runs} + 1`,
        lastRunAt: new Date(result.at),
        lastResult: result,
        // a run that moved it already (the tick) keeps it; a task that can no longer run has none
        nextRunAt: next(t),
      })
      .where(eq(plannedTasks.id, id))
      .returning();
    return after;
  },

  /** Enabled customers with an address in the country (the newest first), with the address to ship to. */
  async customersIn(db: Db, country: string) {
    return db
      .select({
        id: customers.id,
        name: customers.name,
        email: customers.email,
        groupId: customers.groupId,
        address: customerAddresses,
      })
      .from(customerAddresses)
      .innerJoin(customers, eq(customers.id, customerAddresses.customerId))
      .where(and(eq(customerAddresses.country, country), eq(customers.enabled, true)))
      .orderBy(desc(customers.id), desc(customerAddresses.isDefault), asc(customerAddresses.id))
      .limit(CANDIDATES);
  },

  /** Goods on shelf to draw lines from (the newest), with the variants of multi-specification ones. */
  async goods(db: Db) {
    const list = await db
      .select({ id: products.id, specMode: products.specMode })
      .from(products)
      .where(eq(products.onShelf, true))
      .orderBy(desc(products.id))
      .limit(CANDIDATES);
    const multi = list.filter((p) => p.specMode === 'multi').map((p) => p.id);
    const variants = multi.length
      ? await db
          .select({ id: productVariants.id, productId: productVariants.productId })
          .from(productVariants)
          .where(inArray(productVariants.productId, multi))
          .orderBy(asc(productVariants.sort), asc(productVariants.id))
      : [];
    return list.map((p) => ({ ...p, variants: variants.filter((v) => v.productId === p.id).map((v) => v.id) }));
  },

  /** Enabled shipping templates in their order: a generated order ships with the first that delivers there. */
  async shippingMethodIds(db: Db): Promise<number[]> {
    const rows = await db
      .select({ id: shippingMethods.id })
      .from(shippingMethods)
      .where(eq(shippingMethods.enabled, true))
      .orderBy(asc(shippingMethods.sort), asc(shippingMethods.id));
    return rows.map((r) => r.id);
  },
};
