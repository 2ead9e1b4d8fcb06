import { decideEach, type QueueSource } from '../queue/queue.ts';
import { violationRepository as repo } from './repository.ts';
import type { ViolationService } from './service.ts';

/**
 * Appeals in the one approval queue: pending ones oldest first; approving grants (a reversal
 * line, sanctions worked out again), rejecting denies with the reason. Each in its own transaction.
 */
export function appealQueueSource(violations: ViolationService): QueueSource {
  return {
    kind: 'appeal',
    async pending(db, q) {
      const rows = await repo.pendingAppeals(db, q);
      return rows.map((a) => ({
        kind: 'appeal' as const,
        id: a.id,
        supplierId: a.supplierId,
        subject: a.supplierName,
        summary: `#${a.violationId} ${a.typeCode} (${a.points})`,
        submittedAt: a.createdAt,
        round: 1,
        link: `/supplier/violation?appeal=pending&supplierId=${a.supplierId}`,
        flags: [],
      }));
    },
    count: (db) => repo.pendingCount(db),
    decide: (ctx, ids, decision, reason) =>
      decideEach('appeal', ids, (id) =>
        violations.decide(ctx, { id, decision: decision === 'approve' ? 'grant' : 'deny', reason }),
      ),
  };
}
