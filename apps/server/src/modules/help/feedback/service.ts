import type { FeedbackAddBody, FeedbackRow } from '@shop/shared';
import { feedbackListQuery, feedbackStatusBody } from '@shop/shared';
import type { z } from 'zod';
import { recordAudit } from '../../../platform/audit/audit.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { FileService } from '../../../platform/files/file-service.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import type { LiveHub } from '../../../platform/live/live-hub.ts';
import { feedbackRepository as repo } from './repository.ts';

type ListQuery = z.infer<typeof feedbackListQuery>;
type StatusBody = z.infer<typeof feedbackStatusBody>;

/** Feedback from supplier users, handled by platform staff. */
export class FeedbackService {
  constructor(
    private readonly db: Db,
    private readonly files: FileService,
    private readonly live: LiveHub,
  ) {}

  async add(ctx: RequestContext, body: FeedbackAddBody): Promise<FeedbackRow> {
    const missing = await this.files.missing(body.imgs);
    if (missing.length) throw new AppError('upload.img_error', {}, { fields: [{ field: 'imgs', key: 'invalid' }] });
    const row = await this.db.transaction(async (tx) => {
      const r = await repo.insert(tx, {
        adminId: ctx.scope.adminId,
        supplierId: ctx.scope.supplierId,
        authorName: ctx.scope.truename || ctx.scope.username,
        suggest: body.suggest,
        mail: body.mail,
        imgs: body.imgs,
      });
      await recordAudit(tx, ctx, {
        action: 'feedback.add',
        entity: 'feedback',
        entityId: r.id,
        after: { suggest: r.suggest, mail: r.mail, imgs: r.imgs },
      });
      return r;
    });
    this.live.countsChanged();
    return repo.toRow(row, null);
  }

  async list(q: ListQuery) {
    const r = await repo.list(this.db, q);
    return { ...r, page: q.page, pageSize: q.pageSize };
  }

  async info(id: number): Promise<FeedbackRow> {
    const r = await repo.row(this.db, id);
    if (!r) throw new AppError('common.not_found');
    return r;
  }

  async setStatus(ctx: RequestContext, body: StatusBody): Promise<FeedbackRow> {
    await this.db.transaction(async (tx) => {
      const before = await repo.lock(tx, body.id);
      if (!before) throw new AppError('common.not_found');
      const after = await repo.saveVersion(tx, body.id, body.version, {
        status: body.status,
        ...(body.reply !== undefined ? { reply: body.reply } : {}),
      });
      if (!after) throw new AppError('common.stale_version');
      await recordAudit(tx, ctx, {
        action: 'feedback.status',
        entity: 'feedback',
        entityId: body.id,
        supplierId: before.supplierId,
        before: { status: before.status, reply: before.reply },
        after: { status: after.status, reply: after.reply },
      });
    });
    this.live.countsChanged();
    return this.info(body.id);
  }

  /** New feedback waiting for platform staff: the top bar's "feedback" counter. */
  newCount(): Promise<number> {
    return repo.newCount(this.db);
  }

  /** All feedback ever sent: the dashboard's total. */
  total(): Promise<number> {
    return repo.total(this.db);
  }
}
