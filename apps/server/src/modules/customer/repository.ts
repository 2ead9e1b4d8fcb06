import { and, asc, count, desc, eq, gte, ilike, inArray, lt, sql, type SQL } from 'drizzle-orm';
import {
  CUSTOMER_RECENT_ORDERS,
  type CustomerAddress,
  type CustomerFilters,
  type CustomerListQuery,
  type CustomerRow,
  type OrderAddressData,
} from '@shop/shared';
import type { Db } from '../../platform/db/database.ts';
import { likePattern, pageIds } from '../../platform/db/pagination.ts';
import { bumped, versionedSave } from '../../platform/db/versioned.ts';
import { countedOrder } from '../order/counted.ts';
import { orders } from '../order/table.ts';
import { currencies } from '../setting/commerce/table.ts';
import { customerAddresses, customerGroups, customers } from './table.ts';

export type CustomerRecord = typeof customers.$inferSelect;
export type AddressRecord = typeof customerAddresses.$inferSelect;

const rowColumns = {
  id: customers.id,
  email: customers.email,
  name: customers.name,
  phone: customers.phone,
  groupId: customers.groupId,
  groupName: customerGroups.name,
  country: customers.country,
  enabled: customers.enabled,
  createdAt: customers.createdAt,
  version: customers.version,
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
    case 'name':
      return [dir(customers.name), dir(customers.id)];
    case 'email':
      return [dir(sql`lower(${customers.email})`)];
    default:
      return [dir(customers.createdAt), dir(customers.id)];
  }
}

/** Lower-cased name, email and phone: what the keyword search looks in. */
export function searchTextOf(c: { name: string; email: string; phone: string }): string {
  return [c.name, c.email, c.phone].filter(Boolean).join(' ').toLowerCase();
}

/** An address's postal fields: what an order is delivered to. */
export function postalAddress(a: AddressRecord): OrderAddressData {
  return {
    name: a.name,
    phone: a.phone,
    country: a.country,
    region: a.region,
    regionCode: a.regionCode,
    city: a.city,
    line1: a.line1,
    line2: a.line2,
    postcode: a.postcode,
  };
}

function toAddress(a: AddressRecord): CustomerAddress {
  return { id: a.id, customerId: a.customerId, ...postalAddress(a), isDefault: a.isDefault, version: a.version };
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
    const page = pageIds(db, customers, where, orderOf(q.sort), q);
    const rows = db
      .select(rowColumns)
      .from(customers)
      .innerJoin(page, eq(page.pageId, customers.id))
      .innerJoin(customerGroups, eq(customerGroups.id, customers.groupId))
      .orderBy(...orderOf(q.sort));
    const onlyGroup = filters.length === 1 && q.groupId !== undefined;
    const total =
      filters.length === 0 || onlyGroup
        ? db
            .select({ n: sql<string>`coalesce(sum(${customerGroups.customerCount}), 0)::text` })
            .from(customerGroups)
            .where(onlyGroup ? eq(customerGroups.id, q.groupId!) : undefined)
        : db
            .select({ n: sql<string>`count(*)::text` })
            .from(customers)
            .where(where);
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
    const [r] = await db
      .select({
        ...rowColumns,
        note: customers.note,
        discountPercent: customerGroups.discountPercent,
        lastLoginAt: customers.lastLoginAt,
        updatedAt: customers.updatedAt,
      })
      .from(customers)
      .innerJoin(customerGroups, eq(customerGroups.id, customers.groupId))
      .where(eq(customers.id, id));
    if (!r) return undefined;
    const { note, discountPercent, lastLoginAt, updatedAt, ...row } = r;
    return {
      ...toRow(row),
      note,
      discountPercent,
      lastLoginAt: lastLoginAt?.toISOString() ?? null,
      updatedAt: updatedAt.toISOString(),
    };
  },

  /** Rows of a batch under lock, in id order (the same order for everyone: no deadlocks between batches). */
  async lockBatch(db: Db, ids: number[]): Promise<CustomerRecord[]> {
    return db.select().from(customers).where(inArray(customers.id, ids)).orderBy(asc(customers.id)).for('update');
  },

  /** The default address first, then in the order they were added. */
  async addresses(db: Db, customerId: number): Promise<CustomerAddress[]> {
    const rows = await db
      .select()
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, customerId))
      .orderBy(desc(customerAddresses.isDefault), asc(customerAddresses.id));
    return rows.map(toAddress);
  },

  async create(db: Db, values: typeof customers.$inferInsert): Promise<CustomerRecord> {
    const [row] = await db.insert(customers).values(values).returning();
    return row!;
  },

  /** Saves an edit with the version read; undefined when the version moved on meanwhile. */
  saveVersion: versionedSave(customers),

  /** Changes a customer already locked by the transaction (no version check). */
  async change(db: Db, id: number, set: Partial<typeof customers.$inferInsert>): Promise<CustomerRecord | undefined> {
    const [after] = await db
      .update(customers)
      .set({ ...set, ...bumped(customers) })
      .where(eq(customers.id, id))
      .returning();
    return after;
  },

  /** Members of all groups (exact, from the group counts). */
  async memberTotal(db: Db): Promise<number> {
    return Number(
      (
        await db
          .select({ n: sql<string>`coalesce(sum(${customerGroups.customerCount}), 0)::text` })
          .from(customerGroups)
      )[0]?.n ?? 0,
    );
  },

  /** Customers registered in the last seven days. */
  async newThisWeek(db: Db): Promise<number> {
    return Number(
      (
        await db
          .select({ n: sql<string>`count(*)::text` })
          .from(customers)
          .where(gte(customers.createdAt, sql`now() - interval '7 days'`))
      )[0]?.n ?? 0,
    );
  },

  toAddress,
};

/** A customer's addresses, changed one customer at a time (the caller holds the customer's lock). */
export const customerAddressRepository = {
  /** The customer an address belongs to (unlocked: the caller locks the customer first). */
  async ownerOf(db: Db, id: number): Promise<number | undefined> {
    const [found] = await db
      .select({ customerId: customerAddresses.customerId })
      .from(customerAddresses)
      .where(eq(customerAddresses.id, id));
    return found?.customerId;
  },

  async lock(db: Db, id: number): Promise<AddressRecord | undefined> {
    const [address] = await db.select().from(customerAddresses).where(eq(customerAddresses.id, id)).for('update');
    return address;
  },

  async count(db: Db, customerId: number): Promise<number> {
    const [existing] = await db
      .select({ n: count() })
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, customerId));
    return existing?.n ?? 0;
  },

  /** The customer's newest address, locked. */
  async lockNewest(db: Db, customerId: number): Promise<AddressRecord | undefined> {
    const [next] = await db
      .select()
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, customerId))
      .orderBy(desc(customerAddresses.id))
      .limit(1)
      .for('update');
    return next;
  },

  /** The customer's default address is one no more. */
  async clearDefault(db: Db, customerId: number): Promise<void> {
    await db
      .update(customerAddresses)
      .set({ isDefault: false, ...bumped(customerAddresses) })
      .where(and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.isDefault, true)));
  },

  async create(db: Db, values: typeof customerAddresses.$inferInsert): Promise<AddressRecord> {
    const [row] = await db.insert(customerAddresses).values(values).returning();
    return row!;
  },

  /** Saves an edit with the version read; undefined when the version moved on meanwhile. */
  saveVersion: versionedSave(customerAddresses),

  async makeDefault(db: Db, id: number): Promise<AddressRecord | undefined> {
    const [promoted] = await db
      .update(customerAddresses)
      .set({ isDefault: true, ...bumped(customerAddresses) })
      .where(eq(customerAddresses.id, id))
      .returning();
    return promoted;
  },

  async remove(db: Db, id: number): Promise<void> {
    await db.delete(customerAddresses).where(eq(customerAddresses.id, id));
  },
};

// Read-only over the order module's table. An order replaced by its split children (`split`) and
// children merged back (`voided`) are not orders of their own: their lines live on elsewhere.
const placed = sql`${orders.state} not in ('split', 'voided')`;
const paid = sql`${orders.paymentStatus} = 'paid' and ${orders.state} not in ('split', 'voided', 'cancelled')`;

/**
 * A customer's orders in figures (generated orders left out: `countedOrder`), the latest ones (generated ones
 * shown, marked), and the base currency; two statements on the (customer, created)
 * index.
 */
export async function customerOrderFigures(db: Db, customerId: number) {
  const [[figures], recent, [base]] = await Promise.all([
    db
      .select({
        count: sql<string>`count(*) filter (where ${placed})::text`,
        paidTotal: sql<string>`coalesce(sum(${orders.totalBase}) filter (where ${paid}), 0)::text`,
        lastOrderAt: sql<Date | null>`max(${orders.createdAt}) filter (where ${placed})`.mapWith(orders.createdAt),
      })
      .from(orders)
      .where(and(eq(orders.customerId, customerId), countedOrder)),
    db
      .select({
        id: orders.id,
        number: orders.number,
        state: orders.state,
        paymentStatus: orders.paymentStatus,
        fulfilmentStatus: orders.fulfilmentStatus,
        total: orders.total,
        currency: orders.currency,
        createdAt: orders.createdAt,
        generated: orders.generated,
      })
      .from(orders)
      .where(and(eq(orders.customerId, customerId), placed))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(CUSTOMER_RECENT_ORDERS),
    db.select({ code: currencies.code }).from(currencies).where(eq(currencies.isBase, true)).limit(1),
  ]);
  return { figures, recent, base };
}
