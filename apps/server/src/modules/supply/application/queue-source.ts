import type { ApplicationItem } from '@shop/shared/api/supply-application';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import type { QueueDecision, QueueOutcome, QueueSource } from '../queue/queue.ts';
import { applicationRepository as repo } from './repository.ts';
import type { ReviewService } from './review-service.ts';

/**
 * Applications in the approval queue: the pending ones (no supplier yet), flagged when they share
 * a value with a supplier or another open application. A batch approval approves every item of
 * the current round; a batch rejection rejects every item with the reason "other" and the
 * batch's reason as its note (the applicant resubmits them all).
 */
export function applicationQueueSource(review: ReviewService): QueueSource {
  return {
    kind: 'application',
    async pending(db: Db, q) {
      if (q.supplierId) return [];
      const rows = await repo.pending(db, q.limit);
      return Promise.all(
        rows.map(async (app) => ({
          kind: 'application' as const,
          id: app.id,
          supplierId: null,
          subject: app.values.enterpriseName ?? '',
          summary: app.reference,
          submittedAt: app.submittedAt,
          round: app.round,
          link: `/supplier/supplierapply/${app.id}`,
          flags: (await review.duplicates(app)).length ? ['duplicate'] : [],
        })),
      );
    },
    count: (db) => repo.pendingCount(db),
    async decide(ctx: RequestContext, ids: number[], decision: QueueDecision, reason: string) {
      const outcomes: QueueOutcome[] = [];
      for (const id of ids) {
        try {
          if (decision === 'reject' && !reason) throw new AppError('application.note_required');
          const detail = await review.info(id);
          if (detail.status !== 'pending') throw new AppError('application.not_pending');
          await review.decide(ctx, {
            id,
            version: detail.version,
            decisions: (detail.currentItems as ApplicationItem[]).map((item) =>
              decision === 'approve'
                ? { item, ok: true, note: '' }
                : { item, ok: false, reasonCode: 'other' as const, note: reason },
            ),
          });
          outcomes.push({ kind: 'application', id, ok: true });
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          outcomes.push({ kind: 'application', id, ok: false, code: err.code, params: err.params });
        }
      }
      return outcomes;
    },
  };
}
