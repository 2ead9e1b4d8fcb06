import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { WarehouseListQuery, WarehouseRow } from '@shop/shared';
import { versionedTable } from '../../../platform/crud/versioned-table.ts';
import type { Db } from '../../../platform/db/database.ts';
import { likePattern } from '../../../platform/db/pagination.ts';
import { stockLevels } from '../../catalog/inventory/table.ts';
import { products } from '../../catalog/product/table.ts';
import { warehouses } from './table.ts';

export type WarehouseRecord = typeof warehouses.$inferSelect;

export const warehouseTable = versionedTable({
  table: warehouses,
  entity: 'warehouse',
  snapshot: ({ createdAt: _c, updatedAt: _u, id: _id, ...rest }) => rest,
  unique: {
    warehouses_name_key: { code: 'warehouse.name_taken', field: 'name' },
    warehouses_code_key: { code: 'warehouse.code_taken', field: 'code' },
    warehouses_default_key: 'common.conflict',
  },
  // each served by an index (name and code by their unique lower() ones)
  sorts: {
    id: warehouses.id,
    name: sql`lower(${warehouses.name})`,
    code: sql`lower(${warehouses.code})`,
    createdAt: warehouses.createdAt,
  },
  defaultOrder: () => [desc(warehouses.isDefault), asc(warehouses.id)],
  // The default can be neither disabled nor deleted: another one is made the default first.
  defaultRow: { flag: 'isDefault', locked: 'warehouse.default_locked' },
  lockKey: 'warehouses.default',
});

function toRow(w: WarehouseRecord): WarehouseRow {
  return {
    id: w.id,
    name: w.name,
    code: w.code,
    country: w.country,
    region: w.region,
    city: w.city,
    address: w.address,
    postcode: w.postcode,
    contactName: w.contactName,
    contactPhone: w.contactPhone,
    enabled: w.enabled,
    isDefault: w.isDefault,
    createdAt: w.createdAt.toISOString(),
    version: w.version,
  };
}

export interface WarehouseUsage {
  levels: number;
  products: number;
}

export const warehouseRepository = {
  async list(db: Db, q: WarehouseListQuery): Promise<{ list: WarehouseRow[]; total: number }> {
    const w: SQL[] = [];
    if (q.keyword) {
      const like = likePattern(q.keyword);
      w.push(or(ilike(warehouses.name, like), ilike(warehouses.code, like), ilike(warehouses.city, like))!);
    }
    if (q.status) w.push(eq(warehouses.enabled, q.status === 'enabled'));
    const page = await warehouseTable.page(db, q, w.length ? and(...w) : undefined);
    return { list: page.list.map(toRow), total: page.total };
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
    return db
      .select({
        id: warehouses.id,
        name: warehouses.name,
        code: warehouses.code,
        enabled: warehouses.enabled,
        isDefault: warehouses.isDefault,
      })
      .from(warehouses)
      .orderBy(desc(warehouses.isDefault), asc(warehouses.id))
      .limit(1000);
  },

  toRow,
};
