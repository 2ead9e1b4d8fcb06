import type { WarehouseAddBody, WarehouseEditBody, WarehouseInfo, WarehouseListQuery } from '@shop/shared';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import { warehouseRepository, warehouseTable } from './repository.ts';

const fieldsOf = (body: WarehouseAddBody | WarehouseEditBody) => ({
  name: body.name,
  code: body.code,
  country: body.country,
  region: body.region,
  city: body.city,
  address: body.address,
  postcode: body.postcode,
  contactName: body.contactName,
  contactPhone: body.contactPhone,
});

/**
 * Warehouses (settings /warehouse). Exactly one enabled warehouse is the default: stock of a
 * product without a chosen warehouse goes there. The default cannot be disabled or deleted (make
 * another one the default first), and a warehouse is deleted only while nothing refers to it.
 */
export class WarehouseService {
  constructor(private readonly db: Db) {}

  async list(q: WarehouseListQuery) {
    return { ...(await warehouseRepository.list(this.db, q)), page: q.page, pageSize: q.pageSize };
  }

  async info(id: number): Promise<WarehouseInfo> {
    const w = await warehouseTable.find(this.db, id);
    if (!w) throw new AppError('common.not_found');
    const usage = await warehouseRepository.usage(this.db, id);
    return {
      ...warehouseRepository.toRow(w),
      stockLevelCount: usage.levels,
      productCount: usage.products,
      updatedAt: w.updatedAt.toISOString(),
    };
  }

  async choices() {
    return { list: await warehouseRepository.choices(this.db) };
  }

  /** The first enabled warehouse of a shop without a default becomes the default. */
  async add(ctx: RequestContext, body: WarehouseAddBody): Promise<WarehouseInfo> {
    const values = { ...fieldsOf(body), enabled: body.enabled };
    const row = await warehouseTable.insert(this.db, ctx, values, { claimDefault: body.enabled });
    return this.info(row.id);
  }

  async edit(ctx: RequestContext, body: WarehouseEditBody): Promise<WarehouseInfo> {
    await warehouseTable.update(this.db, ctx, body.id, body.version, fieldsOf(body));
    return this.info(body.id);
  }

  /**
   * A disabled warehouse is no longer offered on the product form; its stock stays where it is and
   * can still be adjusted. The default one cannot be disabled.
   */
  async setStatus(ctx: RequestContext, id: number, enabled: boolean, version?: number): Promise<WarehouseInfo> {
    await warehouseTable.setEnabled(this.db, ctx, id, enabled, version);
    return this.info(id);
  }

  /**
   * Makes an enabled warehouse the default; the previous default stops being it in the same
   * transaction. One log row for the new default names the previous one.
   */
  async makeDefault(ctx: RequestContext, id: number, version?: number): Promise<WarehouseInfo> {
    await warehouseTable.makeDefault(this.db, ctx, id, {
      version,
      before: (w) => {
        if (!w.enabled) throw new AppError('warehouse.default_disabled');
      },
      summary: (previous, after) => ({
        before: { isDefault: false, defaultWarehouseId: previous?.id ?? null },
        after: { isDefault: true, defaultWarehouseId: after.id },
      }),
    });
    return this.info(id);
  }

  /**
   * Refused for the default warehouse and while stock records or products refer to it. Stock
   * placement references the row through foreign keys, so a placement racing with this deletion
   * either waits for it (and then fails its own check) or is counted here; stock adjustments read
   * the warehouse FOR SHARE first.
   */
  async remove(ctx: RequestContext, id: number): Promise<{ ok: true }> {
    await warehouseTable.remove(this.db, ctx, id, async (tx) => {
      const usage = await warehouseRepository.usage(tx, id);
      if (usage.levels > 0 || usage.products > 0) {
        throw new AppError('warehouse.in_use', { levels: usage.levels, products: usage.products });
      }
    });
    return { ok: true };
  }
}
