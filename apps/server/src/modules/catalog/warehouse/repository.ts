import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { WarehouseListQuery, WarehouseRow } from '@shop/shared';
import type { Db } from '../../../platform/db/database.ts';
import { likePattern, offsetOf } from '../../../platform/db/pagination.ts';
import { stockLevels } from '../inventory/table.ts';
import { products } from '../product/table.ts';
import { warehouses } from './table.ts';

export type WarehouseRecord = typeof warehouses.$inferSelect;

function toRow(w: WarehouseRecord): WarehouseRow {
  return {
    id: w.id, name: w.name, code: w.code, country: w.country, region: w.region, city: w.city, address: w.address, postcode: w.postcode,
    contactName: w.contactName, contactPhone: w.contactPhone, enabled: w.enabled, isDefault: w.isDefault,
    createdAt: w.createdAt.toISOString(), version: w.version,
  };
}

/** Sortable columns, each served by an index (name and code by their unique lower() ones). */
const SORTS: Record<string, SQL> = {
  id: sql`${warehouses.id}`,
  name: sql`lower(${warehouses.name})`,
  code: sql`lower(${warehouses.code})`,
  createdAt: sql`${warehouses.createdAt}`,
};

function orderOf(sort: string | undefined): SQL[] {
  const descending = sort?.startsWith('-') ?? false;
  const column = sort ? SORTS[descending ? sort.slice(1) : sort] : undefined;
  if (!column) return [desc(warehouses.isDefault), asc(warehouses.id)];
  return descending ? [desc(column), desc(warehouses.id)] : [asc(column), asc(warehouses.id)];
}

export interface WarehouseUsage { levels: number; products: number }

export const warehouseRepository = {
  async list(db: Db, q: WarehouseListQuery): Promise<{ list: WarehouseRow[]; total: number }> {
    const w: SQL[] = [];
    if (q.keyword) {
      const like = likePattern(q.keyword);
      w.push(or(ilike(warehouses.name, like), ilike(warehouses.code, like), ilike(warehouses.city, like))!);
    }
    if (q.status) w.push(eq(warehouses.enabled, q.status === 'enabled'));
    const where = w.length ? and(...w) : undefined;
    const [rows, [total]] = await Promise.all([
      db.select().from(warehouses).where(where).orderBy(...orderOf(q.sort)).limit(q.pageSize).offset(offsetOf(q)),
      db.select({ n: count() }).from(warehouses).where(where),
    ]);
    return { list: rows.map(toRow), total: Number(total?.n ?? 0) };
  },

  async find(db: Db, id: number, lock = false): Promise<WarehouseRecord | undefined> {
    const q = db.select().from(warehouses).where(eq(warehouses.id, id));
    const [row] = lock ? await q.for('update') : await q;
    return row;
  },

  async currentDefault(db: Db): Promise<WarehouseRecord | undefined> {
    const [row] = await db.select().from(warehouses).where(eq(warehouses.isDefault, true)).limit(1);
    return row;
  },

  /** Stock records and products that refer to a warehouse (both counted through their indexes). */
  async usage(db: Db, id: number): Promise<WarehouseUsage> {
    const [[l], [p]] = await Promise.all([
      db.select({ n: count() }).from(stockLevels).where(eq(stockLevels.warehouseId, id)),
      db.select({ n: count() }).from(products).where(eq(products.warehouseId, id)),
    ]);
    return { levels: Number(l?.n ?? 0), products: Number(p?.n ?? 0) };
  },

  /** Every warehouse for pickers: the default first; disabled ones are marked, not left out. */
  async choices(db: Db) {
    return db.select({ id: warehouses.id, name: warehouses.name, code: warehouses.code, enabled: warehouses.enabled, isDefault: warehouses.isDefault })
      .from(warehouses).orderBy(desc(warehouses.isDefault), asc(warehouses.id)).limit(1000);
  },

  /**
   * Serialises changes of which warehouse is the default (a transaction-scoped advisory lock): two
   * "make default" requests at once would otherwise both clear the old default and both set theirs.
   */
  async lockDefault(db: Db): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(hashtext('warehouses.default'))`);
  },

  toRow,
};
