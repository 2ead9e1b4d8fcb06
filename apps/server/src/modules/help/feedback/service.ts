import { and, count, desc, asc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { FeedbackAddBody, FeedbackRow } from '@shop/shared';
import { feedbackListQuery, feedbackStatusBody } from '@shop/shared';
import type { z } from 'zod';
import { recordAudit } from '../../../platform/audit/audit.ts';
import type { Db } from '../../../platform/db/database.ts';
import { likePattern, offsetOf, orderBy } from '../../../platform/db/pagination.ts';
import type { FileService } from '../../../platform/files/file-service.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import type { LiveHub } from '../../../platform/live/live-hub.ts';
import { suppliers } from '../../system/supplier/table.ts';
import { feedback } from './table.ts';

type ListQuery = z.infer<typeof feedbackListQuery>;
type StatusBody = z.infer<typeof feedbackStatusBody>;
type Record_ = typeof feedback.$inferSelect;

function toRow(r: Record_, supplierName: string | null): FeedbackRow {
  return {
    id: r.id, suggest: r.suggest, mail: r.mail, imgs: r.imgs, status: r.status, supplierId: r.supplierId,
    supplierName, authorName: r.authorName, reply: r.reply, createdAt: r.createdAt.toISOString(), version: r.version,
  };
}

/** Feedback from supplier users, handled by platform staff. */
export class FeedbackService {
  constructor(private readonly db: Db, private readonly files: FileService, private readonly live: LiveHub) {}

  async add(ctx: RequestContext, body: FeedbackAddBody): Promise<FeedbackRow> {
    const missing = await this.files.missing(body.imgs);
    if (missing.length) throw new AppError('upload.img_error', {}, { fields: [{ field: 'imgs', key: 'invalid' }] });
    const row = await this.db.transaction(async (tx) => {
      const [r] = await tx.insert(feedback).values({
        adminId: ctx.scope.adminId, supplierId: ctx.scope.supplierId, authorName: ctx.scope.truename || ctx.scope.username,
        suggest: body.suggest, mail: body.mail, imgs: body.imgs,
      }).returning();
      await recordAudit(tx, ctx, { action: 'feedback.add', entity: 'feedback', entityId: r!.id, after: { suggest: r!.suggest, mail: r!.mail, imgs: r!.imgs } });
      return r!;
    });
    this.live.countsChanged();
    return toRow(row, null);
  }

  async list(q: ListQuery) {
    const w: SQL[] = [];
    if (q.keyword) w.push(or(ilike(feedback.suggest, likePattern(q.keyword)), ilike(feedback.authorName, likePattern(q.keyword)))!);
    if (q.status) w.push(eq(feedback.status, q.status));
    if (q.supplierId) w.push(eq(feedback.supplierId, q.supplierId));
    if (q.from) w.push(gte(feedback.createdAt, new Date(`${q.from}T00:00:00.000Z`)));
    if (q.to) w.push(lt(feedback.createdAt, new Date(new Date(`${q.to}T00:00:00.000Z`).getTime() + 86_400_000)));
    const where = w.length ? and(...w) : undefined;
    const [rows, [total]] = await Promise.all([
      this.db.select({ f: feedback, supplierName: suppliers.name }).from(feedback)
        .leftJoin(suppliers, eq(suppliers.id, feedback.supplierId)).where(where)
        .orderBy(...orderBy(q.sort, { id: feedback.id, createdAt: feedback.createdAt }, [asc(sql`case ${feedback.status} when 'new' then 0 when 'processing' then 1 else 2 end`), desc(feedback.id)], feedback.id))
        .limit(q.pageSize).offset(offsetOf(q)),
      this.db.select({ n: count() }).from(feedback).where(where),
    ]);
    return { list: rows.map((r) => toRow(r.f, r.supplierName)), total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
  }

  async info(id: number): Promise<FeedbackRow> {
    const [r] = await this.db.select({ f: feedback, supplierName: suppliers.name }).from(feedback)
      .leftJoin(suppliers, eq(suppliers.id, feedback.supplierId)).where(eq(feedback.id, id));
    if (!r) throw new AppError('common.not_found');
    return toRow(r.f, r.supplierName);
  }

  async setStatus(ctx: RequestContext, body: StatusBody): Promise<FeedbackRow> {
    await this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(feedback).where(eq(feedback.id, body.id)).for('update');
      if (!before) throw new AppError('common.not_found');
      const [after] = await tx.update(feedback).set({
        status: body.status, ...(body.reply !== undefined ? { reply: body.reply } : {}),
        updatedAt: sql`now()`, version: sql`${feedback.version} + 1`,
      }).where(and(eq(feedback.id, body.id), eq(feedback.version, body.version))).returning();
      if (!after) throw new AppError('common.stale_version');
      await recordAudit(tx, ctx, {
        action: 'feedback.status', entity: 'feedback', entityId: body.id, supplierId: before.supplierId,
        before: { status: before.status, reply: before.reply }, after: { status: after.status, reply: after.reply },
      });
    });
    this.live.countsChanged();
    return this.info(body.id);
  }

  /** New feedback waiting for platform staff: the top bar's "feedback" counter. */
  async newCount(): Promise<number> {
    const [r] = await this.db.select({ n: count() }).from(feedback).where(eq(feedback.status, 'new'));
    return r?.n ?? 0;
  }
}
