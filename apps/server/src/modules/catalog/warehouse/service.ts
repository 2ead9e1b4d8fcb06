import { and, eq, sql } from 'drizzle-orm';
import type { WarehouseAddBody, WarehouseEditBody, WarehouseInfo, WarehouseListQuery } from '@shop/shared';
import { recordAudit } from '../../../platform/audit/audit.ts';
import type { Db } from '../../../platform/db/database.ts';
import { AppError, fieldConflict } from '../../../platform/http/app-error.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import { violatedConstraint } from '../scope.ts';
import { warehouseRepository, type WarehouseRecord } from './repository.ts';
import { warehouses } from './table.ts';

function snapshot(w: WarehouseRecord) {
  const { createdAt: _c, updatedAt: _u, id: _id, ...rest } = w;
  return rest;
}

function mapConflict(err: unknown): never {
  const c = violatedConstraint(err);
  if (c === 'warehouses_name_key') throw fieldConflict('warehouse.name_taken', 'name');
  if (c === 'warehouses_code_key') throw fieldConflict('warehouse.code_taken', 'code');
  if (c === 'warehouses_default_key') throw new AppError('common.conflict');
  throw err;
}

const fieldsOf = (body: WarehouseAddBody | WarehouseEditBody) => ({
  name: body.name, code: body.code, country: body.country, region: body.region, city: body.city, address: body.address,
  postcode: body.postcode, contactName: body.contactName, contactPhone: body.contactPhone,
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
    const w = await warehouseRepository.find(this.db, id);
    if (!w) throw new AppError('common.not_found');
    const usage = await warehouseRepository.usage(this.db, id);
    return { ...warehouseRepository.toRow(w), stockLevelCount: usage.levels, productCount: usage.products, updatedAt: w.updatedAt.toISOString() };
  }

  async choices() {
    return { list: await warehouseRepository.choices(this.db) };
  }

  /** The first enabled warehouse of a shop without a default becomes the default. */
  async add(ctx: RequestContext, body: WarehouseAddBody): Promise<WarehouseInfo> {
    const id = await this.db.transaction(async (tx) => {
      await warehouseRepository.lockDefault(tx);
      const isDefault = body.enabled && !(await warehouseRepository.currentDefault(tx));
      const [row] = await tx.insert(warehouses).values({ ...fieldsOf(body), enabled: body.enabled, isDefault }).returning();
      await recordAudit(tx, ctx, { action: 'warehouse.add', entity: 'warehouse', entityId: row!.id, after: snapshot(row!) });
      return row!.id;
    }).catch(mapConflict);
    return this.info(id);
  }

  async edit(ctx: RequestContext, body: WarehouseEditBody): Promise<WarehouseInfo> {
    await this.db.transaction(async (tx) => {
      const before = await warehouseRepository.find(tx, body.id, true);
      if (!before) throw new AppError('common.not_found');
      if (before.version !== body.version) throw new AppError('common.stale_version');
      const [after] = await tx.update(warehouses).set({ ...fieldsOf(body), updatedAt: sql`now()`, version: sql`${warehouses.version} + 1` })
        .where(and(eq(warehouses.id, body.id), eq(warehouses.version, body.version))).returning();
      if (!after) throw new AppError('common.stale_version');
      await recordAudit(tx, ctx, { action: 'warehouse.edit', entity: 'warehouse', entityId: body.id, before: snapshot(before), after: snapshot(after) });
    }).catch(mapConflict);
    return this.info(body.id);
  }

  /**
   * A disabled warehouse is no longer offered on the product form; its stock stays where it is and
   * can still be adjusted. The default one cannot be disabled.
   */
  async setStatus(ctx: RequestContext, id: number, enabled: boolean, version?: number): Promise<WarehouseInfo> {
    await this.db.transaction(async (tx) => {
      const before = await warehouseRepository.find(tx, id, true);
      if (!before) throw new AppError('common.not_found');
      if (version !== undefined && before.version !== version) throw new AppError('common.stale_version');
      if (before.enabled === enabled) return;
      if (!enabled && before.isDefault) throw new AppError('warehouse.default_locked');
      const [after] = await tx.update(warehouses).set({ enabled, updatedAt: sql`now()`, version: sql`${warehouses.version} + 1` }).where(eq(warehouses.id, id)).returning();
      await recordAudit(tx, ctx, { action: enabled ? 'warehouse.enable' : 'warehouse.disable', entity: 'warehouse', entityId: id, before: snapshot(before), after: snapshot(after!) });
    });
    return this.info(id);
  }

  /** Makes an enabled warehouse the default; the previous default stops being it in the same transaction. */
  async makeDefault(ctx: RequestContext, id: number, version?: number): Promise<WarehouseInfo> {
    await this.db.transaction(async (tx) => {
      await warehouseRepository.lockDefault(tx);
      const before = await warehouseRepository.find(tx, id, true);
      if (!before) throw new AppError('common.not_found');
      if (version !== undefined && before.version !== version) throw new AppError('common.stale_version');
      if (before.isDefault) return;
      if (!before.enabled) throw new AppError('warehouse.default_disabled');
      const previous = await warehouseRepository.currentDefault(tx);
      if (previous) {
        await tx.update(warehouses).set({ isDefault: false, updatedAt: sql`now()`, version: sql`${warehouses.version} + 1` }).where(eq(warehouses.id, previous.id));
      }
      const [after] = await tx.update(warehouses).set({ isDefault: true, updatedAt: sql`now()`, version: sql`${warehouses.version} + 1` }).where(eq(warehouses.id, id)).returning();
      await recordAudit(tx, ctx, {
        action: 'warehouse.default', entity: 'warehouse', entityId: id,
        before: { isDefault: false, defaultWarehouseId: previous?.id ?? null }, after: { isDefault: true, defaultWarehouseId: after!.id },
      });
    }).catch(mapConflict);
    return this.info(id);
  }

  /**
   * Refused for the default warehouse and while stock records or products refer to it. Stock
   * placement references the row through foreign keys, so a placement racing with this deletion
   * either waits for it (and then fails its own check) or is counted here.
   */
  async remove(ctx: RequestContext, id: number): Promise<{ ok: true }> {
    await this.db.transaction(async (tx) => {
      const before = await warehouseRepository.find(tx, id, true);
      if (!before) throw new AppError('common.not_found');
      if (before.isDefault) throw new AppError('warehouse.default_locked');
      const usage = await warehouseRepository.usage(tx, id);
      if (usage.levels > 0 || usage.products > 0) throw new AppError('warehouse.in_use', { levels: usage.levels, products: usage.products });
      await tx.delete(warehouses).where(eq(warehouses.id, id));
      await recordAudit(tx, ctx, { action: 'warehouse.del', entity: 'warehouse', entityId: id, before: snapshot(before) });
    });
    return { ok: true };
  }
}
