import { asc, count, eq, ne, sql } from 'drizzle-orm';
import type { CustomerGroupRow, PageQuery } from '@shop/shared';
import { versionedTable } from '../../platform/crud/versioned-table.ts';
import type { Db } from '../../platform/db/database.ts';
import { taxRules } from '../setting/tax/table.ts';
import { customerGroups, customers } from './table.ts';

export type CustomerGroupRecord = typeof customerGroups.$inferSelect;

export const customerGroupTable = versionedTable({
  table: customerGroups,
  entity: 'customer_group',
  snapshot: (g) => ({
    name: g.name,
    discountPercent: g.discountPercent,
    isDefault: g.isDefault,
    sort: g.sort,
    version: g.version,
  }),
  unique: { customer_groups_default_key: 'common.conflict' },
  defaultOrder: () => [asc(customerGroups.sort), asc(customerGroups.id)],
  // The default (new customers join it when none is chosen) cannot be deleted.
  defaultRow: { flag: 'isDefault', locked: 'customer_group.default_locked' },
  // Group changes (names that must not repeat, the one default) run one at a time: a row lock
  // cannot stop a second transaction from inserting a clashing row, this lock can.
  lockKey: 'customer_groups.change',
  serializeChanges: true,
});

function toRow(g: CustomerGroupRecord): CustomerGroupRow {
  return {
    id: g.id,
    name: g.name,
    discountPercent: g.discountPercent,
    isDefault: g.isDefault,
    sort: g.sort,
    customerCount: g.customerCount,
    createdAt: g.createdAt.toISOString(),
    version: g.version,
  };
}

export const customerGroupRepository = {
  async list(db: Db, q: PageQuery): Promise<{ list: CustomerGroupRow[]; total: number }> {
    const page = await customerGroupTable.page(db, q, undefined);
    return { list: page.list.map(toRow), total: page.total };
  },

  /** Every group in sort order (the customer screens' choices). */
  all(db: Db): Promise<CustomerGroupRecord[]> {
    return db.select().from(customerGroups).orderBy(asc(customerGroups.sort), asc(customerGroups.id));
  },

  defaultGroup(db: Db): Promise<CustomerGroupRecord | undefined> {
    return customerGroupTable.currentDefault(db);
  },

  /** Other groups, for the name check. */
  others(db: Db, exceptId: number | null): Promise<CustomerGroupRecord[]> {
    return db
      .select()
      .from(customerGroups)
      .where(exceptId === null ? undefined : ne(customerGroups.id, exceptId));
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
    const rows = await db
      .update(customerGroups)
      .set({ customerCount: sql`${customerGroups.customerCount} + ${delta}` })
      .where(eq(customerGroups.id, id))
      .returning({ id: customerGroups.id });
    return rows.length > 0;
  },

  toRow,
};
