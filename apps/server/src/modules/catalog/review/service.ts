import type { ReviewInfo, ReviewListQuery, ReviewStatus } from '@shop/shared';
import { recordAudit } from '../../../platform/audit/audit.ts';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { RequestContext, Scope } from '../../../platform/http/context.ts';
import { reviewRepository, type ReviewRecord } from './repository.ts';

const AUDIT_ACTION: Record<ReviewStatus, string> = {
  passed: 'review.pass',
  failed: 'review.fail',
  to_be_reviewed: 'review.pending',
};

const snapshot = (r: ReviewRecord) => ({
  productId: r.productId,
  status: r.status,
  reply: r.reply,
  repliedBy: r.repliedBy,
  version: r.version,
});

/** Product reviews: audit (platform) and replies (platform, or the supplier of the product). */
export class ReviewService {
  constructor(private readonly db: Db) {}

  async list(scope: Scope, q: ReviewListQuery) {
    return { ...(await reviewRepository.list(this.db, scope, q)), page: q.page, pageSize: q.pageSize };
  }

  async info(scope: Scope, id: number): Promise<ReviewInfo> {
    const r = await reviewRepository.info(this.db, scope, id);
    if (!r) throw new AppError('common.not_found');
    return r;
  }

  /**
   * Passes or fails reviews, or sets audited ones back to be reviewed; only passed reviews count in
   * the product's rating, which is recomputed in the same transaction for every product touched.
   */
  async audit(ctx: RequestContext, ids: number[], status: ReviewStatus) {
    const changed: number[] = [];
    await this.db.transaction(async (tx) => {
      const rows = await reviewRepository.lockMany(tx, ctx.scope, ids);
      if (rows.length !== ids.length) throw new AppError('common.not_found');
      for (const r of rows) {
        if (r.status === status) continue;
        const after = await reviewRepository.setStatus(tx, r.id, status);
        await recordAudit(tx, ctx, {
          action: AUDIT_ACTION[status],
          entity: 'review',
          entityId: r.id,
          supplierId: r.supplierId,
          before: snapshot(r),
          after: snapshot(after),
        });
        changed.push(r.id);
      }
      const touched = new Set(rows.filter((r) => changed.includes(r.id)).map((r) => r.productId));
      await reviewRepository.refreshRatings(tx, [...touched]);
    });
    return { ids: changed };
  }

  async reply(ctx: RequestContext, body: { id: number; version: number; reply: string }): Promise<ReviewInfo> {
    await this.db.transaction(async (tx) => {
      const before = await reviewRepository.lock(tx, ctx.scope, body.id);
      if (!before) throw new AppError('common.not_found');
      if (before.version !== body.version) throw new AppError('common.stale_version');
      const by = ctx.scope.truename || ctx.scope.username;
      const after = await reviewRepository.reply(tx, body.id, body.version, body.reply, by);
      if (!after) throw new AppError('common.stale_version');
      await recordAudit(tx, ctx, {
        action: 'review.reply',
        entity: 'review',
        entityId: body.id,
        supplierId: before.supplierId,
        before: snapshot(before),
        after: snapshot(after),
      });
    });
    return this.info(ctx.scope, body.id);
  }

  pendingCount(scope: Scope): Promise<number> {
    return reviewRepository.pendingCount(this.db, scope);
  }
}
