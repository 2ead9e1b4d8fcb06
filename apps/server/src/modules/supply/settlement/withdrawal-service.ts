import { formatMinor } from '@shop/shared';
import type { WithdrawalRow } from '@shop/shared/api/supply-settlement';
import { recordAudit } from '../../../platform/audit/audit.ts';
import type { Db } from '../../../platform/db/database.ts';
import { iso } from '../../../platform/db/pagination.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import type { Delivery, NotificationService } from '../../../platform/notify/notification-service.ts';
import { bankHold } from '../bank/hold.ts';
import { decideEach, type QueueDecision, type QueueEntry, type QueueSource } from '../queue/queue.ts';
import { balanceRepository as repo, type WithdrawalView } from './balance-repository.ts';
import { ledgerRepository } from './ledger-repository.ts';

export function withdrawalRow(w: WithdrawalView): WithdrawalRow {
  return { ...w, decidedAt: w.decidedAt && iso(w.decidedAt), createdAt: w.createdAt.toISOString() };
}

function entryOf(w: WithdrawalView): QueueEntry {
  return {
    kind: 'withdrawal',
    id: w.id,
    supplierId: w.supplierId,
    subject: w.supplierName,
    summary: formatMinor(w.amount, w.currency),
    submittedAt: w.createdAt,
    round: 1,
    link: `/supplier/amount?tab=withdrawals&action=view&id=${w.id}`,
    flags: [],
  };
}

/**
 * Withdrawals: a supplier user requests one from the available balance, reserved at once with one
 * conditional statement in the transaction that writes its ledger line (never overdrawn, however
 * many run at once); refused while a bank change or a dispute holds the payouts. Staff approve it
 * (paid out) or reject it (a return line gives the amount back).
 */
export class WithdrawalService {
  constructor(
    private readonly db: Db,
    private readonly notifications: NotificationService,
  ) {}

  async request(ctx: RequestContext, body: { amount: number; note: string }): Promise<WithdrawalRow> {
    const supplierId = ctx.scope.supplierId;
    if (supplierId == null) throw new AppError('common.forbidden');
    const id = await this.db.transaction(async (tx) => {
      const hold = await bankHold(tx, supplierId);
      if (hold.held) throw new AppError('settlement.held_bank', { until: hold.until });
      const base = await ledgerRepository.baseCurrency(tx);
      if (!(await repo.reserve(tx, supplierId, body.amount))) {
        const b = await repo.balance(tx, supplierId);
        if (b.dispute) throw new AppError('settlement.held_dispute', { reason: b.dispute });
        throw new AppError(
          'settlement.insufficient',
          { available: formatMinor(Math.max(b.available, 0), base.code) },
          { fields: [{ field: 'amount', key: 'too_large' }] },
        );
      }
      const wid = await repo.insertWithdrawal(tx, { supplierId, ...body, currency: base.code });
      await repo.withdrawalLine(tx, { id: wid, supplierId, amount: body.amount, currency: base.code });
      await recordAudit(tx, ctx, {
        action: 'request',
        entity: 'supplier_withdrawal',
        entityId: wid,
        after: { amount: body.amount, currency: base.code, note: body.note },
      });
      return wid;
    });
    return withdrawalRow((await repo.findWithdrawal(this.db, id))!);
  }

  async list(ctx: RequestContext, q: { supplierId?: number; status?: string; page: number; pageSize: number }) {
    const supplierId = ctx.scope.supplierId ?? q.supplierId;
    const page = await repo.withdrawals(this.db, { ...q, supplierId }, q.page, q.pageSize);
    return { list: page.list.map(withdrawalRow), total: page.total, page: q.page, pageSize: q.pageSize };
  }

  async decide(
    ctx: RequestContext,
    body: { id: number; decision: QueueDecision; reason: string; version?: number },
  ): Promise<WithdrawalRow> {
    const approve = body.decision === 'approve';
    const reason = body.reason.trim();
    if (!approve && !reason)
      throw new AppError('settlement.reason_required', {}, { fields: [{ field: 'reason', key: 'required' }] });
    let delivery: Delivery | undefined;
    await this.db.transaction(async (tx) => {
      const w = await repo.findWithdrawal(tx, body.id);
      if (!w) throw new AppError('common.not_found');
      if (w.status !== 'pending') throw new AppError('settlement.not_pending');
      const done = await repo.decide(
        tx,
        {
          id: w.id,
          status: approve ? 'approved' : 'rejected',
          reviewerId: ctx.scope.adminId || null,
          name: ctx.scope.username,
          reason,
        },
        body.version,
      );
      if (!done) throw new AppError(body.version == null ? 'settlement.not_pending' : 'common.stale_version');
      await recordAudit(tx, ctx, {
        action: approve ? 'approve' : 'reject',
        entity: 'supplier_withdrawal',
        entityId: w.id,
        supplierId: w.supplierId,
        before: { status: w.status },
        after: { status: approve ? 'approved' : 'rejected', amount: w.amount, reason },
      });
      if (!approve)
        await ledgerRepository.append(tx, {
          supplierId: w.supplierId,
          kind: 'withdrawal_return',
          ref: `withdrawal:${w.id}`,
          amount: w.amount,
          currency: w.currency,
          note: `Withdrawal ${w.id} rejected`,
        });
      const amount = formatMinor(w.amount, w.currency);
      delivery = await this.notifications.notify(tx, {
        to: { supplierId: w.supplierId },
        kind: approve ? 'supply.withdrawal.approved' : 'supply.withdrawal.rejected',
        title: approve
          ? { key: 'supply.withdrawal.approved', params: { amount } }
          : { key: 'supply.withdrawal.rejected', params: { amount, reason } },
        link: `/supplier/amount?tab=withdrawals`,
        entity: { type: 'supplier_withdrawal', id: w.id },
      });
    });
    delivery?.send();
    return withdrawalRow((await repo.findWithdrawal(this.db, body.id))!);
  }

  /** Opens (text) or lifts ('') the dispute hold on a supplier's payouts; written to the operation log. */
  async dispute(ctx: RequestContext, supplierId: number, dispute: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const before = (await repo.balance(tx, supplierId)).dispute;
      if (!(await repo.setDispute(tx, supplierId, dispute))) throw new AppError('common.not_found');
      if (before === dispute) return;
      await recordAudit(tx, ctx, {
        action: dispute ? 'dispute_hold' : 'dispute_lift',
        entity: 'supplier_balance',
        entityId: supplierId,
        supplierId,
        before: { dispute: before },
        after: { dispute },
      });
    });
  }

  /** The approval queue's kind 'withdrawal'. */
  queueSource(): QueueSource {
    return {
      kind: 'withdrawal',
      permission: 'supply_settlement_audit',
      pending: async (db, q) => (await repo.pending(db, q)).map(entryOf),
      count: (db) => repo.pendingCount(db),
      decide: (ctx, ids, decision, reason) =>
        decideEach('withdrawal', ids, (id) => this.decide(ctx, { id, decision, reason })),
    };
  }
}
