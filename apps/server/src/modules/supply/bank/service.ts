import type {
  BankChangeRow,
  BankDecideBody,
  BankListQuery,
  BankOverview,
  BankSubmitBody,
} from '@shop/shared/api/supply-bank';
import type { SupplierSettings } from '@shop/shared/api/settings';
import { BANK_FIELD_WORDS } from '@shop/shared/areas/supply/bank';
import { recordAudit } from '../../../platform/audit/audit.ts';
import type { Db } from '../../../platform/db/database.ts';
import { iso } from '../../../platform/db/pagination.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import type { Delivery, NotificationService } from '../../../platform/notify/notification-service.ts';
import type { SettingsSection } from '../../../platform/settings/settings-service.ts';
import { decideEach } from '../queue/queue.ts';
import { decisionReason, pendingOnly, withdrawOwn } from '../submission.ts';
import type { QueueDecision, QueueEntry, QueueOutcome, QueueSource } from '../queue/queue.ts';
import { findDuplicates } from '../supplier/duplicates.ts';
import type { SupplierLifecycle } from '../supplier/lifecycle.ts';
import { failingBankField, maskAccountNumber, normaliseAccountNumber } from './account-check.ts';
import { bankHold } from './hold.ts';
import { compareNames } from './name-match.ts';
import {
  bankChangeTable as table,
  bankRepository as repo,
  type BankChangeRecord,
  type BankChangeView,
} from './repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const HISTORY = 20;

export interface BankDeps {
  lifecycle: SupplierLifecycle;
  notifications: NotificationService;
  /** the supplier settings (declared by the settings area, found when first read) */
  supplierDefaults: () => SettingsSection<SupplierSettings>;
}

/** What the reviewer must look at: a holder matching neither name, an account another supplier has. */
function flagsOf(v: BankChangeView): string[] {
  const flags: string[] = [];
  if (v.legalPersonMatch === 'no_match' && v.enterpriseMatch === 'no_match') flags.push('no_match');
  if (v.duplicates.length > 0) flags.push('duplicate');
  return flags;
}

/** A change as answered; `mask`: the supplier's own view (number masked but its last 4, no other suppliers). */
export function toBankRow(v: BankChangeView, mask: boolean): BankChangeRow {
  return {
    id: v.id,
    supplierId: v.supplierId,
    supplierName: v.supplierName,
    bankName: v.bankName,
    bankBranch: v.bankBranch,
    accountName: v.accountName,
    accountNumber: mask ? maskAccountNumber(v.accountNumber) : v.accountNumber,
    status: v.status,
    legalPersonName: v.legalPersonName,
    legalPersonMatch: v.legalPersonMatch,
    enterpriseName: v.enterpriseName,
    enterpriseMatch: v.enterpriseMatch,
    duplicates: mask ? [] : v.duplicates,
    flags: mask ? [] : flagsOf(v),
    reviewerName: v.reviewerName,
    reason: v.reason,
    decidedAt: iso(v.decidedAt),
    holdUntil: iso(v.holdUntil),
    createdAt: v.createdAt.toISOString(),
    version: v.version,
  };
}

/** The supplier of a supplier user; staff have none here (404, as for a record of another supplier). */
function ownSupplier(ctx: RequestContext): number {
  if (ctx.scope.supplierId === null) throw new AppError('common.not_found');
  return ctx.scope.supplierId;
}

/**
 * Bank card changes: a supplier user requests one (checked, the holder compared with the legal
 * person's and the enterprise's names, duplicates looked up), staff approve it (copied to the
 * profile, the cooling-off hold starts) or reject it. Payouts are held while one is pending and
 * during the cooling-off days (`bankHold`).
 */
export class BankChangeService {
  constructor(
    private readonly db: Db,
    private readonly deps: BankDeps,
  ) {}

  /** A supplier's bank state; `own`: as its users see it (numbers masked). */
  async overview(supplierId: number, own: boolean): Promise<BankOverview> {
    const profile = await repo.profile(this.db, supplierId);
    if (!profile) throw new AppError('common.not_found');
    const [pending, history, hold, settings] = await Promise.all([
      repo.pendingOf(this.db, supplierId),
      repo.history(this.db, supplierId, HISTORY),
      bankHold(this.db, supplierId),
      this.deps.supplierDefaults().current(),
    ]);
    return {
      supplierId,
      supplierName: profile.supplierName,
      hasProfile: profile.hasProfile,
      current: {
        bankName: profile.bankName,
        bankBranch: profile.bankBranch,
        accountName: profile.bankAccountName,
        accountNumber: own ? maskAccountNumber(profile.bankAccountNumber) : profile.bankAccountNumber,
      },
      pending: pending ? toBankRow(pending, own) : null,
      hold,
      coolingDays: settings.bankChangeCoolingDays,
      history: history.map((v) => toBankRow(v, own)),
    };
  }

  async list(q: BankListQuery) {
    const page = await repo.page(this.db, q);
    return { list: page.list.map((v) => toBankRow(v, false)), total: page.total, page: q.page, pageSize: q.pageSize };
  }

  /** One change; `ownerId`: a supplier user's read, another supplier's change is 404. */
  async info(id: number, ownerId?: number): Promise<BankChangeRow> {
    const v = await repo.find(this.db, id);
    if (!v || (ownerId !== undefined && v.supplierId !== ownerId)) throw new AppError('common.not_found');
    return toBankRow(v, ownerId !== undefined);
  }

  async ownInfo(ctx: RequestContext, id: number): Promise<BankChangeRow> {
    return this.info(id, ownSupplier(ctx));
  }

  async ownOverview(ctx: RequestContext): Promise<BankOverview> {
    return this.overview(ownSupplier(ctx), true);
  }

  /**
   * A change request of the caller's supplier. A field that fails its check answers the spec's bank
   * card message naming it, and nothing is written; a holder matching neither name is accepted
   * and flagged to the reviewer.
   */
  async submit(ctx: RequestContext, body: BankSubmitBody): Promise<BankChangeRow> {
    const supplierId = ownSupplier(ctx);
    const failing = failingBankField(body);
    if (failing)
      throw new AppError(
        'bank.verify_failed',
        { field: BANK_FIELD_WORDS[ctx.lang][failing] },
        { fields: [{ field: failing, key: 'invalid' }] },
      );
    const accountNumber = normaliseAccountNumber(body.accountNumber);
    const row = await table.insert(this.db, ctx, async (tx) => {
      const profile = await repo.profile(tx, supplierId, true);
      if (!profile?.hasProfile) throw new AppError('bank.no_profile');
      if (await repo.hasPending(tx, supplierId)) throw new AppError('bank.pending_exists');
      const same =
        profile.bankAccountNumber === accountNumber &&
        profile.bankAccountName === body.accountName &&
        profile.bankName === body.bankName &&
        profile.bankBranch === body.bankBranch;
      if (same)
        throw new AppError('bank.same_account', {}, { fields: [{ field: 'accountNumber', key: 'same_account' }] });
      const hits = await findDuplicates(tx, { bankAccountNumber: accountNumber }, supplierId);
      return {
        supplierId,
        bankName: body.bankName,
        bankBranch: body.bankBranch,
        accountName: body.accountName,
        accountNumber,
        status: 'pending' as const,
        legalPersonName: profile.legalPersonName,
        legalPersonMatch: compareNames(body.accountName, profile.legalPersonName),
        enterpriseName: profile.enterpriseName,
        enterpriseMatch: compareNames(body.accountName, profile.enterpriseName),
        duplicates: hits.map((h) => ({ supplierId: h.supplierId, supplierName: h.supplierName })),
      };
    });
    return this.info(row.id, supplierId);
  }

  /** The caller's supplier takes back its pending change (the hold it caused ends). */
  async withdraw(ctx: RequestContext, id: number): Promise<{ ok: true }> {
    const supplierId = ownSupplier(ctx);
    return withdrawOwn(table, this.db, ctx, supplierId, id, 'bank.not_pending');
  }

  /**
   * Staff decide a pending change. Approving copies it to the supplier's profile (audited, a line
   * in its trail) and holds payouts for the cooling-off days; rejecting needs a reason and keeps
   * the current account. The supplier's users are told.
   */
  async decide(ctx: RequestContext, body: BankDecideBody): Promise<BankChangeRow> {
    const reason = decisionReason(body, 'bank.reason_required');
    const { bankChangeCoolingDays: days } = await this.deps.supplierDefaults().current();
    const now = new Date();
    const approve = body.decision === 'approve';
    let delivery: Delivery | undefined;
    await this.db.transaction(async (tx) => {
      const after = await table.update(
        tx,
        ctx,
        body.id,
        body.version,
        {
          status: approve ? 'approved' : 'rejected',
          reviewerId: ctx.scope.adminId || null,
          reviewerName: ctx.scope.username,
          reason,
          decidedAt: now,
          holdUntil: approve ? new Date(now.getTime() + days * DAY_MS) : null,
        },
        {
          action: approve ? 'approve' : 'reject',
          before: pendingOnly('bank.not_pending'),
          after: (row, _before, t) => (approve ? this.copyToProfile(t, ctx, row) : undefined),
        },
      );
      const last4 = after.accountNumber.slice(-4);
      delivery = await this.deps.notifications.notify(tx, {
        to: { supplierId: after.supplierId },
        kind: approve ? 'supply.bank.approved' : 'supply.bank.rejected',
        title: approve
          ? {
              key: 'supply.bank.approved',
              params: { last4, until: (after.holdUntil ?? now).toISOString().slice(0, 10) },
            }
          : { key: 'supply.bank.rejected', params: { last4, reason } },
        entity: { type: 'supplier_bank_change', id: after.id },
      });
    });
    delivery?.send();
    return this.info(body.id);
  }

  /** The approved account becomes the profile's; the operation log and the supplier's trail say so. */
  private async copyToProfile(tx: Db, ctx: RequestContext, row: BankChangeRecord): Promise<void> {
    const profile = await repo.profile(tx, row.supplierId, true);
    if (!profile?.hasProfile) throw new AppError('bank.no_profile');
    const next = {
      bankName: row.bankName,
      bankBranch: row.bankBranch,
      bankAccountName: row.accountName,
      bankAccountNumber: row.accountNumber,
    };
    await repo.setProfileBank(tx, row.supplierId, next);
    const shown = (v: typeof next) => ({ ...v, bankAccountNumber: maskAccountNumber(v.bankAccountNumber) });
    await recordAudit(tx, ctx, {
      action: 'supplier.bank_changed',
      entity: 'supplier_profile',
      entityId: row.supplierId,
      supplierId: row.supplierId,
      before: shown(profile),
      after: shown(next),
    });
    await this.deps.lifecycle.note(tx, ctx, row.supplierId, 'bank_changed', row.reason, {
      changeId: row.id,
      bankName: row.bankName,
      last4: row.accountNumber.slice(-4),
      holdUntil: row.holdUntil?.toISOString() ?? null,
    });
  }

  /** The approval queue's kind 'bank': pending changes with their flags, decided one by one. */
  queueSource(): QueueSource {
    return {
      kind: 'bank',
      pending: async (db, q) => (await repo.pending(db, q)).map((v) => this.entryOf(v)),
      count: (db) => repo.pendingCount(db),
      decide: (ctx, ids, decision, reason) => this.decideBatch(ctx, ids, decision, reason),
    };
  }

  private entryOf(v: BankChangeView): QueueEntry {
    return {
      kind: 'bank',
      id: v.id,
      supplierId: v.supplierId,
      subject: v.supplierName,
      summary: `${v.bankName} ${maskAccountNumber(v.accountNumber)} (${v.accountName})`,
      submittedAt: v.createdAt,
      round: 1,
      link: reviewLink(v.supplierId, v.id),
      flags: flagsOf(v),
    };
  }

  private decideBatch(
    ctx: RequestContext,
    ids: number[],
    decision: QueueDecision,
    reason: string,
  ): Promise<QueueOutcome[]> {
    return decideEach('bank', ids, (id) => this.decide(ctx, { id, decision, reason }));
  }
}

/** The review of a change: the bank tab of the supplier's detail screen, its dialog open. */
export const reviewLink = (supplierId: number, id: number) =>
  `/supplier/supplierinfo/${supplierId}?tab=bank&action=review&id=${id}`;
