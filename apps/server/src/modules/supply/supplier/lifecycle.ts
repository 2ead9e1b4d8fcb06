import { nextSupplierState, type SupplierAction, type SupplierState } from '@shop/shared/api/supplier-standing';
import { SUPPLIER_ACTION_WORDS, SUPPLIER_STATE_WORDS } from '@shop/shared/areas/supply/supplier';
import { recordAudit } from '../../../platform/audit/audit.ts';
import type { SessionService } from '../../../platform/auth/sessions.ts';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { systemContext, type RequestContext } from '../../../platform/http/context.ts';
import { lifecycleRepository as repo } from './lifecycle-repository.ts';

export interface MoveInput {
  action: SupplierAction;
  /** why: required for every action but `enable` of a passed supplier */
  reason: string;
  /** a reason code from the caller's list (failed audit, violation type ...), kept in the trail */
  reasonCode?: string | null;
  /** when the restriction ends: required for a ban, optional for a suspension */
  until?: Date | null;
  /** extra facts for the trail (the violation that banned, the appeal that lifted) */
  detail?: Record<string, unknown>;
}

export interface MoveResult {
  id: number;
  from: SupplierState;
  to: SupplierState;
}

/**
 * A supplier's lifecycle: every change of standing goes through `move` (the shared
 * SUPPLIER_TRANSITIONS table), inside the caller's transaction, with a reason, into the supplier's
 * trail and the operation log. Sessions are cleared after the transaction so the new standing
 * applies to the very next request. Other parts of the area call it: violations (ban), appeals
 * (lift), licence expiry (suspend), the first acceptance of the agreement (enable).
 */
export class SupplierLifecycle {
  constructor(
    private readonly db: Db,
    private readonly sessions: SessionService,
  ) {}

  /** Moves a supplier in its own transaction. */
  async run(ctx: RequestContext, supplierId: number, input: MoveInput): Promise<MoveResult> {
    return this.sessions.changingAccess(this.db, (tx) => this.move(tx, ctx, supplierId, input));
  }

  /**
   * Moves a supplier inside the caller's transaction `tx`; the caller clears the session cache
   * after commit (`sessions.changingAccess`, or `sessions.invalidate()`).
   */
  async move(tx: Db, ctx: RequestContext, supplierId: number, input: MoveInput): Promise<MoveResult> {
    const row = await repo.lockStanding(tx, supplierId);
    if (!row) throw new AppError('common.not_found');
    const to = nextSupplierState(row.state, input.action);
    if (!to)
      throw new AppError('supplier.illegal_move', {
        action: SUPPLIER_ACTION_WORDS[ctx.lang][input.action],
        state: SUPPLIER_STATE_WORDS[ctx.lang][row.state],
      });
    const reason = input.reason.trim();
    if (!reason && !(input.action === 'enable' && row.state === 'passed'))
      throw new AppError('supplier.reason_required', {}, { fields: [{ field: 'reason', key: 'required' }] });
    const until = input.until ?? null;
    if (input.action === 'ban' && !until)
      throw new AppError('supplier.until_required', {}, { fields: [{ field: 'until', key: 'required' }] });
    if (until && until.getTime() <= Date.now())
      throw new AppError('supplier.until_past', {}, { fields: [{ field: 'until', key: 'past' }] });
    // A second ban keeps the later end.
    const end =
      input.action === 'ban' && row.state === 'banned' && row.until && until && row.until > until ? row.until : until;
    const restricted = to === 'suspended' || to === 'banned';
    await repo.setStanding(
      tx,
      supplierId,
      to,
      restricted ? end : null,
      restricted || to === 'disabled' ? reason : null,
    );
    await repo.addEvent(tx, {
      supplierId,
      action: input.action,
      fromState: row.state,
      toState: to,
      reasonCode: input.reasonCode ?? null,
      reason,
      until: restricted ? end : null,
      detail: input.detail ?? null,
      actorId: ctx.scope.adminId || null,
      actorName: ctx.scope.username,
    });
    await recordAudit(tx, ctx, {
      action: `supplier.${input.action}`,
      entity: 'supplier',
      entityId: supplierId,
      supplierId,
      before: { state: row.state, until: row.until, reason: row.reason },
      after: { state: to, until: restricted ? end : null, reason },
    });
    return { id: supplierId, from: row.state, to };
  }

  /** Writes a trail line that is not a move (created, level changed, viewed as supplier ...). */
  async note(
    tx: Db,
    ctx: RequestContext,
    supplierId: number,
    action: string,
    reason = '',
    detail?: Record<string, unknown>,
  ): Promise<void> {
    await repo.addEvent(tx, {
      supplierId,
      action,
      reason,
      detail: detail ?? null,
      actorId: ctx.scope.adminId || null,
      actorName: ctx.scope.username,
    });
  }

  /** The scheduled sweep: bans and suspensions whose end has passed return to enabled. */
  async liftEnded(now = new Date()): Promise<number> {
    const ctx = systemContext('lifecycle');
    let n = 0;
    for (const [ids, action] of [
      [await repo.bansEnded(this.db, now), 'lift_ban'],
      [await repo.suspensionsEnded(this.db, now), 'reinstate'],
    ] as const) {
      for (const id of ids) {
        await this.run(ctx, id, { action, reason: 'ended', reasonCode: 'ended' }).then(
          () => n++,
          (e: unknown) => {
            // moved by someone else meanwhile: nothing to lift
            if (!(e instanceof AppError)) throw e;
          },
        );
      }
    }
    return n;
  }
}
