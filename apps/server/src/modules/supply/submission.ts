import type { ErrorCode } from '@shop/shared';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RequestContext } from '../../platform/http/context.ts';

/** What a supplier sends to staff for audit (a bank change, an invoice): pending until decided or withdrawn. */
interface Submission {
  supplierId: number;
  status: string;
}

/** A versioned table of submissions (versionedTable): only the update the steps below use. */
interface Submissions<R extends Submission> {
  update(
    db: Db,
    ctx: RequestContext,
    id: number,
    version: undefined,
    values: { status: 'withdrawn'; decidedAt: Date },
    opts: { action: string; before: (row: R) => void },
  ): Promise<unknown>;
}

/** Refuses a decision or a withdrawal of a submission no longer pending. */
export function pendingOnly(notPending: ErrorCode): (row: Submission) => void {
  return (row) => {
    if (row.status !== 'pending') throw new AppError(notPending);
  };
}

/** The decision's reason, trimmed; rejecting needs one (`required` on the reason field). */
export function decisionReason(body: { decision: 'approve' | 'reject'; reason: string }, required: ErrorCode): string {
  const reason = body.reason.trim();
  if (body.decision === 'reject' && reason === '')
    throw new AppError(required, {}, { fields: [{ field: 'reason', key: 'required' }] });
  return reason;
}

/** The supplier takes back its own pending submission (audited as `withdraw`); another supplier's is not found. */
export async function withdrawOwn<R extends Submission>(
  table: Submissions<R>,
  db: Db,
  ctx: RequestContext,
  supplierId: number,
  id: number,
  notPending: ErrorCode,
): Promise<{ ok: true }> {
  const pending = pendingOnly(notPending);
  await table.update(
    db,
    ctx,
    id,
    undefined,
    { status: 'withdrawn', decidedAt: new Date() },
    {
      action: 'withdraw',
      before: (row) => {
        if (row.supplierId !== supplierId) throw new AppError('common.not_found');
        pending(row);
      },
    },
  );
  return { ok: true };
}
