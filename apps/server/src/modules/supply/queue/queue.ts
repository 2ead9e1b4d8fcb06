import { AppError } from '../../../platform/http/app-error.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import { QUEUE_KINDS, type QueueKindName } from '@shop/shared/api/supply-queue';

/** The kinds of supplier-side audits the one approval queue gathers (the shared QUEUE_KINDS). */
export { QUEUE_KINDS };
export type QueueKind = QueueKindName;

/** One pending audit as the queue lists it. */
export interface QueueEntry {
  kind: QueueKind;
  /** the id in the kind's own table */
  id: number;
  /** null for an application (no supplier yet) */
  supplierId: number | null;
  /** the supplier's or applicant's name */
  subject: string;
  /** a short line: the reference, the changed items, the invoice number ... */
  summary: string;
  submittedAt: Date;
  /** the round for audits that come back (applications, profile changes) */
  round: number;
  /** the console path of the kind's own review screen */
  link: string;
  /** flags the reviewer must see in the list (duplicate, name_mismatch, amount_off ...) */
  flags: string[];
}

export type QueueDecision = 'approve' | 'reject';

/** What one item of a batch decision came to. */
export interface QueueOutcome {
  kind: QueueKind;
  id: number;
  ok: boolean;
  /** the error code when it was refused (already decided, a rule) */
  code?: string;
  /** the refusal's params, for its text */
  params?: Record<string, unknown>;
}

/**
 * A kind's part of the queue, registered by the part that owns the kind (applications, bank
 * changes, invoices, appeals, profile re-audits): what is pending, and a decision on a batch.
 */
export interface QueueSource {
  kind: QueueKind;
  /**
   * the key a reviewer needs to decide this kind (e.g. supply_bank_audit); the queue refuses a
   * batch decision without it and marks the kind's entries not decidable. Omitted: the queue's own
   * decide key (supply_apply_audit) is enough.
   */
  permission?: string;
  /** pending items, oldest first, at most `limit`; `supplierId` narrows to one supplier */
  pending(db: Db, q: { supplierId?: number; limit: number }): Promise<QueueEntry[]>;
  /** how many are pending */
  count(db: Db): Promise<number>;
  /** one decision for several items: each is decided in its own transaction */
  decide(ctx: RequestContext, ids: number[], decision: QueueDecision, reason: string): Promise<QueueOutcome[]>;
}

/**
 * A batch decision item by item, each in the decider's own transaction: a refused item (already
 * decided, a rule) is reported with its code and the others go on; anything else stops the batch.
 */
export async function decideEach(
  kind: QueueKind,
  ids: number[],
  decideOne: (id: number) => Promise<unknown>,
): Promise<QueueOutcome[]> {
  const out: QueueOutcome[] = [];
  for (const id of ids) {
    try {
      await decideOne(id);
      out.push({ kind, id, ok: true });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      out.push({ kind, id, ok: false, code: err.code });
    }
  }
  return out;
}

/** The one approval queue for every supplier-side audit: parts register their kinds. */
export class ApprovalQueue {
  private readonly sources = new Map<QueueKind, QueueSource>();

  register(source: QueueSource): void {
    if (this.sources.has(source.kind)) throw new Error(`queue kind ${source.kind} registered twice`);
    this.sources.set(source.kind, source);
  }

  source(kind: QueueKind): QueueSource | undefined {
    return this.sources.get(kind);
  }

  all(): QueueSource[] {
    return QUEUE_KINDS.flatMap((k) => this.sources.get(k) ?? []);
  }
}
