import type {
  OverrideBody,
  PointBody,
  PointEditBody,
  PointListQuery,
  PointRow,
} from '@shop/shared/api/supply-inspection';
import { recordAudit } from '../../../platform/audit/audit.ts';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import { pointRepository as repo } from './point-repository.ts';

const field = (name: string, key = 'not_found') => ({ fields: [{ field: name, key }] });

/** Control points (staff): per product or category, the sampling rule and checks; per-supplier overrides. */
export class InspectionPointService {
  constructor(private readonly db: Db) {}

  async list(q: PointListQuery) {
    return { ...(await repo.page(this.db, q)), page: q.page, pageSize: q.pageSize };
  }

  private async checkTarget(db: Db, body: PointBody): Promise<void> {
    if (!(await repo.targetExists(db, body.productId, body.categoryId)))
      throw new AppError('common.invalid_input', {}, field(body.productId !== null ? 'productId' : 'categoryId'));
  }

  private values(body: PointBody) {
    return {
      name: body.name,
      productId: body.productId,
      categoryId: body.categoryId,
      frequency: body.frequency,
      percent: body.percent,
      periodDays: body.periodDays,
      checks: body.checks,
      chargeback: body.chargeback,
    };
  }

  async add(ctx: RequestContext, body: PointBody): Promise<PointRow> {
    return this.db.transaction(async (tx) => {
      await this.checkTarget(tx, body);
      const id = await repo.insert(tx, this.values(body));
      await recordAudit(tx, ctx, {
        action: 'inspection_point.add',
        entity: 'inspection_point',
        entityId: id,
        after: body,
      });
      return (await repo.one(tx, id))!;
    });
  }

  async edit(ctx: RequestContext, body: PointEditBody): Promise<PointRow> {
    return this.db.transaction(async (tx) => {
      const before = await repo.lock(tx, body.id);
      if (!before) throw new AppError('common.not_found');
      if (body.version !== undefined && body.version !== before.version) throw new AppError('common.stale_version');
      await this.checkTarget(tx, body);
      await repo.update(tx, body.id, this.values(body));
      await recordAudit(tx, ctx, {
        action: 'inspection_point.edit',
        entity: 'inspection_point',
        entityId: body.id,
        before,
        after: body,
      });
      return (await repo.one(tx, body.id))!;
    });
  }

  async setStatus(ctx: RequestContext, id: number, enabled: boolean, version?: number): Promise<PointRow> {
    return this.db.transaction(async (tx) => {
      const before = await repo.lock(tx, id);
      if (!before) throw new AppError('common.not_found');
      if (version !== undefined && version !== before.version) throw new AppError('common.stale_version');
      await repo.update(tx, id, { enabled });
      await recordAudit(tx, ctx, {
        action: 'inspection_point.status',
        entity: 'inspection_point',
        entityId: id,
        before: { enabled: before.enabled },
        after: { enabled },
      });
      return (await repo.one(tx, id))!;
    });
  }

  /** Sets (or clears, stage null) a supplier's sampling stage on a control point, with the reason; audited. */
  async override(ctx: RequestContext, body: OverrideBody): Promise<{ ok: true }> {
    return this.db.transaction(async (tx) => {
      if (!(await repo.lock(tx, body.controlPointId))) throw new AppError('common.not_found');
      if (!(await repo.supplierExists(tx, body.supplierId)))
        throw new AppError('common.invalid_input', {}, field('supplierId'));
      const before = await repo.override(tx, body.controlPointId, body.supplierId);
      if (body.stage === null) await repo.clearOverride(tx, body.controlPointId, body.supplierId);
      else
        await repo.setOverride(tx, {
          controlPointId: body.controlPointId,
          supplierId: body.supplierId,
          stage: body.stage,
          reason: body.reason,
          actorName: ctx.scope.truename || ctx.scope.username,
        });
      await recordAudit(tx, ctx, {
        action: 'inspection_point.override',
        entity: 'inspection_point',
        entityId: body.controlPointId,
        supplierId: body.supplierId,
        before: before ? { stage: before.stage, reason: before.reason } : { stage: null },
        after: { stage: body.stage, reason: body.reason },
      });
      return { ok: true as const };
    });
  }

  choices(supplierId: number | undefined) {
    return repo.choices(this.db, supplierId);
  }
}
