import { asc, count, eq, ne, sql } from 'drizzle-orm';
import type { CustomerGroupRow, PageQuery } from '@shop/shared';
import type { Db } from '../../platform/db/database.ts';
import { offsetOf } from '../../platform/db/pagination.ts';
import { taxRules } from '../setting/commerce/table.ts';
import { customerGroups, customers } from './table.ts';

export type CustomerGroupRecord = typeof customerGroups.$inferSelect;

/** Any fixed number: the transaction-scoped advisory lock that serialises changes of customer groups. */
const GROUP_WRITE_LOCK = 731_002;

function toRow(g: CustomerGroupRecord): CustomerGroupRow {
  return {
    id: g.id, name: g.name, discountPercent: g.discountPercent, isDefault: g.isDefault, sort: g.sort,
    customerCount: g.customerCount, createdAt: g.createdAt.toISOString(), version: g.version,
  };
}

export const customerGroupRepository = {
  async list(db: Db, q: PageQuery): Promise<{ list: CustomerGroupRow[]; total: number }> {
    const [rows, [total]] = await Promise.all([
      db.select().from(customerGroups).orderBy(asc(customerGroups.sort), asc(customerGroups.id)).limit(q.pageSize).offset(offsetOf(q)),
      db.select({ n: count() }).from(customerGroups),
    ]);
    return { list: rows.map(toRow), total: total?.n ?? 0 };
  },

  /** Every group in sort order (the customer screens' choices). */
  all(db: Db): Promise<CustomerGroupRecord[]> {
    return db.select().from(customerGroups).orderBy(asc(customerGroups.sort), asc(customerGroups.id));
  },

  /**
   * Group changes (names that must not repeat, the one default) run one at a time: a row lock
   * cannot stop a second transaction from inserting a clashing row, this lock can.
   */
  async lockForChange(db: Db): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(${GROUP_WRITE_LOCK})`);
  },

  async find(db: Db, id: number, lock = false): Promise<CustomerGroupRecord | undefined> {
    const q = db.select().from(customerGroups).where(eq(customerGroups.id, id));
    const [row] = lock ? await q.for('update') : await q;
    return row;
  },

  async defaultGroup(db: Db): Promise<CustomerGroupRecord | undefined> {
    const [row] = await db.select().from(customerGroups).where(eq(customerGroups.isDefault, true));
    return row;
  },

  /** Other groups, for the name check. */
  others(db: Db, exceptId: number | null): Promise<CustomerGroupRecord[]> {
    return db.select().from(customerGroups).where(exceptId === null ? undefined : ne(customerGroups.id, exceptId));
  },

  async hasCustomers(db: Db, id: number): Promise<boolean> {
    const rows = await db.select({ id: customers.id }).from(customers).where(eq(customers.groupId, id)).limit(1);
    return rows.length > 0;
  },

  async taxRuleCount(db: Db, id: number): Promise<number> {
    const [r] = await db.select({ n: count() }).from(taxRules).where(eq(taxRules.groupId, id));
    return r?.n ?? 0;
  },

  /**
   * Moves the member count of a group by `delta`, under the group's row lock; false when the
   * group does not exist (deleted meanwhile), so the caller can refuse instead of failing on the key.
   */
  async bumpCount(db: Db, id: number, delta: number): Promise<boolean> {
    const rows = await db.update(customerGroups).set({ customerCount: sql`${customerGroups.customerCount} + ${delta}` })
      .where(eq(customerGroups.id, id)).returning({ id: customerGroups.id });
    return rows.length > 0;
  },

  async setDefault(db: Db, id: number, isDefault: boolean): Promise<CustomerGroupRecord | undefined> {
    const [row] = await db.update(customerGroups)
      .set({ isDefault, updatedAt: sql`now()`, version: sql`${customerGroups.version} + 1` })
      .where(eq(customerGroups.id, id)).returning();
    return row;
  },

  toRow,
};
