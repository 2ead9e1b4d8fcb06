import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ReviewInfo, ReviewListQuery, ReviewStatus } from '@shop/shared';
import { recordAudit } from '../../../platform/audit/audit.ts';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { RequestContext, Scope } from '../../../platform/http/context.ts';
import { supplierCond } from '../scope.ts';
import { reviewRepository, type ReviewRecord } from './repository.ts';
import { reviews } from './table.ts';

const AUDIT_ACTION: Record<ReviewStatus, string> = { passed: 'review.pass', failed: 'review.fail', to_be_reviewed: 'review.pending' };

const snapshot = (r: ReviewRecord) => ({ productId: r.productId, status: r.status, reply: r.reply, repliedBy: r.repliedBy, version: r.version });

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
      const rows = await tx.select().from(reviews).where(and(inArray(reviews.id, ids), supplierCond(reviews.supplierId, ctx.scope))).orderBy(asc(reviews.id)).for('update');
      if (rows.length !== ids.length) throw new AppError('common.not_found');
      for (const r of rows) {
        if (r.status === status) continue;
        const [after] = await tx.update(reviews).set({ status, updatedAt: sql`now()`, version: sql`${reviews.version} + 1` }).where(eq(reviews.id, r.id)).returning();
        await recordAudit(tx, ctx, { action: AUDIT_ACTION[status], entity: 'review', entityId: r.id, supplierId: r.supplierId, before: snapshot(r), after: snapshot(after!) });
        changed.push(r.id);
      }
      await reviewRepository.refreshRatings(tx, [...new Set(rows.filter((r) => changed.includes(r.id)).map((r) => r.productId))]);
    });
    return { ids: changed };
  }

  async reply(ctx: RequestContext, body: { id: number; version: number; reply: string }): Promise<ReviewInfo> {
    await this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(reviews).where(and(eq(reviews.id, body.id), supplierCond(reviews.supplierId, ctx.scope))).for('update');
      if (!before) throw new AppError('common.not_found');
      if (before.version !== body.version) throw new AppError('common.stale_version');
      const [after] = await tx.update(reviews).set({
        reply: body.reply, repliedBy: ctx.scope.truename || ctx.scope.username, repliedAt: sql`now()`, updatedAt: sql`now()`, version: sql`${reviews.version} + 1`,
      }).where(and(eq(reviews.id, body.id), eq(reviews.version, body.version))).returning();
      if (!after) throw new AppError('common.stale_version');
      await recordAudit(tx, ctx, { action: 'review.reply', entity: 'review', entityId: body.id, supplierId: before.supplierId, before: snapshot(before), after: snapshot(after) });
    });
    return this.info(ctx.scope, body.id);
  }

  async pendingCount(scope: Scope): Promise<number> {
    const [r] = await this.db.select({ n: sql<number>`count(*)::int` }).from(reviews).where(and(eq(reviews.status, 'to_be_reviewed'), supplierCond(reviews.supplierId, scope)));
    return Number(r?.n ?? 0);
  }
}
