import { and, asc, desc, eq, gte, ilike, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { CustomerAddress, CustomerFilters, CustomerListQuery, CustomerRow } from '@shop/shared';
import type { Db } from '../../platform/db/database.ts';
import { likePattern, offsetOf } from '../../platform/db/pagination.ts';
import { customerAddresses, customerGroups, customers } from './table.ts';

export type CustomerRecord = typeof customers.$inferSelect;
export type AddressRecord = typeof customerAddresses.$inferSelect;

const rowColumns = {
  id: customers.id, email: customers.email, name: customers.name, phone: customers.phone,
  groupId: customers.groupId, groupName: customerGroups.name, country: customers.country,
  enabled: customers.enabled, createdAt: customers.createdAt, version: customers.version,
};
type RowRecord = Omit<CustomerRow, 'createdAt'> & { createdAt: Date };

function toRow(r: RowRecord): CustomerRow {
  return { ...r, createdAt: r.createdAt.toISOString() };
}

const DAY_MS = 86_400_000;

function filtersOf(f: CustomerFilters): SQL[] {
  const w: SQL[] = [];
  if (f.keyword) w.push(ilike(customers.searchText, likePattern(f.keyword.toLowerCase())));
  if (f.groupId) w.push(eq(customers.groupId, f.groupId));
  if (f.status) w.push(eq(customers.enabled, f.status === 'enabled'));
  if (f.country) w.push(eq(customers.country, f.country));
  if (f.from) w.push(gte(customers.createdAt, new Date(`${f.from}T00:00:00.000Z`)));
  if (f.to) w.push(lt(customers.createdAt, new Date(new Date(`${f.to}T00:00:00.000Z`).getTime() + DAY_MS)));
  return w;
}

/** Newest first unless asked otherwise; email sorts case-insensitively on its unique index. */
function orderOf(sort: string | undefined): SQL[] {
  const descending = sort?.startsWith('-') ?? true;
  const dir = descending ? desc : asc;
  switch (sort?.replace(/^-/, '')) {
    case 'name': return [dir(customers.name), dir(customers.id)];
    case 'email': return [dir(sql`lower(${customers.email})`)];
    default: return [dir(customers.createdAt), dir(customers.id)];
  }
}

/** Lower-cased name, email and phone: what the keyword search looks in. */
export function searchTextOf(c: { name: string; email: string; phone: string }): string {
  return [c.name, c.email, c.phone].filter(Boolean).join(' ').toLowerCase();
}

function toAddress(a: AddressRecord): CustomerAddress {
  return {
    id: a.id, customerId: a.customerId, name: a.name, phone: a.phone, country: a.country, region: a.region, city: a.city,
    line1: a.line1, line2: a.line2, postcode: a.postcode, isDefault: a.isDefault, version: a.version,
  };
}

export const customerRepository = {
  /**
   * One page query and one cheap exact total: with no filter (or the group filter alone) the
   * groups' member counts; otherwise a count over the same indexed conditions.
   */
  async list(db: Db, q: CustomerListQuery): Promise<{ list: CustomerRow[]; total: number }> {
    const filters = filtersOf(q);
    const where = filters.length ? and(...filters) : undefined;
    // Deferred join: the page's ids come from the customer rows alone (index order), then the group names.
    const page = db.select({ pageId: customers.id }).from(customers).where(where).orderBy(...orderOf(q.sort))
      .limit(q.pageSize).offset(offsetOf(q)).as('page');
    const rows = db.select(rowColumns).from(customers)
      .innerJoin(page, eq(page.pageId, customers.id))
      .innerJoin(customerGroups, eq(customerGroups.id, customers.groupId))
      .orderBy(...orderOf(q.sort));
    const onlyGroup = filters.length === 1 && q.groupId !== undefined;
    const total = filters.length === 0 || onlyGroup
      ? db.select({ n: sql<string>`coalesce(sum(${customerGroups.customerCount}), 0)::text` }).from(customerGroups)
        .where(onlyGroup ? eq(customerGroups.id, q.groupId!) : undefined)
      : db.select({ n: sql<string>`count(*)::text` }).from(customers).where(where);
    const [list, [t]] = await Promise.all([rows as Promise<RowRecord[]>, total]);
    return { list: list.map(toRow), total: Number(t?.n ?? 0) };
  },

  async find(db: Db, id: number, lock = false): Promise<CustomerRecord | undefined> {
    const q = db.select().from(customers).where(eq(customers.id, id));
    const [row] = lock ? await q.for('update') : await q;
    return row;
  },

  /** The list row of one customer plus the detail's own fields. */
  async detail(db: Db, id: number) {
    const [r] = await db.select({
      ...rowColumns, note: customers.note, discountPercent: customerGroups.discountPercent,
      lastLoginAt: customers.lastLoginAt, updatedAt: customers.updatedAt,
    }).from(customers).innerJoin(customerGroups, eq(customerGroups.id, customers.groupId)).where(eq(customers.id, id));
    if (!r) return undefined;
    const { note, discountPercent, lastLoginAt, updatedAt, ...row } = r;
    return { ...toRow(row), note, discountPercent, lastLoginAt: lastLoginAt?.toISOString() ?? null, updatedAt: updatedAt.toISOString() };
  },

  /** Rows of a batch under lock, in id order (the same order for everyone: no deadlocks between batches). */
  async lockBatch(db: Db, ids: number[]): Promise<CustomerRecord[]> {
    return db.select().from(customers).where(inArray(customers.id, ids)).orderBy(asc(customers.id)).for('update');
  },

  /** The default address first, then in the order they were added. */
  async addresses(db: Db, customerId: number): Promise<CustomerAddress[]> {
    const rows = await db.select().from(customerAddresses).where(eq(customerAddresses.customerId, customerId))
      .orderBy(desc(customerAddresses.isDefault), asc(customerAddresses.id));
    return rows.map(toAddress);
  },

  toAddress,
};
