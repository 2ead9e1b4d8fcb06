import type { MarkAddBody, MarkListQuery, MarkPendingQuery, MarkRow } from '@shop/shared/api/supply-mark';
import { recordAudit } from '../../../platform/audit/audit.ts';
import type { Db } from '../../../platform/db/database.ts';
import { violatedConstraint } from '../../../platform/db/scope.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import type { SupplyCore } from '../part.ts';
import { markRepository as repo } from './mark-repository.ts';
import { violationRepository } from './repository.ts';

/** 'Mark failure', with the field and why (`duplicate`, `not_supplier_order`, `future`, `not_found`). */
function failure(fieldName: string, reason: string): AppError {
  return new AppError('mark.failure', { reason }, { fields: [{ field: fieldName, key: reason }] });
}

/**
 * Marks: staff rate a supplier 1–5 for one of its orders or for a month, once each (the unique
 * indexes keep it so under races). Every refusal is 'Mark failure' with its reason on the field.
 * A mark feeds the scorecard, recomputed after the commit.
 */
export class MarkService {
  constructor(
    private readonly db: Db,
    private readonly core: SupplyCore,
  ) {}

  async list(q: MarkListQuery) {
    return { ...(await repo.page(this.db, q)), page: q.page, pageSize: q.pageSize };
  }

  async pending(q: MarkPendingQuery) {
    return { ...(await repo.pending(this.db, q)), page: q.page, pageSize: q.pageSize };
  }

  async add(ctx: RequestContext, body: MarkAddBody): Promise<MarkRow> {
    if (!(await violationRepository.supplier(this.db, body.supplierId))) throw failure('supplierId', 'not_found');
    if (body.orderId !== undefined && !(await repo.isSupplierOrder(this.db, body.orderId, body.supplierId)))
      throw failure('orderId', 'not_supplier_order');
    if (body.period !== undefined && body.period > new Date().toISOString().slice(0, 7))
      throw failure('period', 'future');
    let id: number;
    try {
      id = await this.db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const row = await repo.insert(tx, {
          supplierId: body.supplierId,
          orderId: body.orderId ?? null,
          period: body.period ?? null,
          mark: body.mark,
          comment: body.comment,
          actorId: ctx.scope.adminId || null,
          actorName: ctx.scope.truename || ctx.scope.username,
        });
        await recordAudit(tx, ctx, {
          action: 'supplier_mark.add',
          entity: 'supplier_mark',
          entityId: row.id,
          supplierId: row.supplierId,
          after: { orderId: row.orderId, period: row.period, mark: row.mark, comment: row.comment },
        });
        return row.id;
      });
    } catch (err) {
      const name = violatedConstraint(err);
      if (name === 'supplier_marks_order_key') throw failure('orderId', 'duplicate');
      if (name === 'supplier_marks_period_key') throw failure('period', 'duplicate');
      throw err;
    }
    try {
      await this.core.links.scorecards.recompute(this.db, body.supplierId);
    } catch (err) {
      process.emitWarning(`scorecard of supplier ${body.supplierId} not recomputed after a mark: ${String(err)}`);
    }
    return (await repo.row(this.db, id))!;
  }
}
