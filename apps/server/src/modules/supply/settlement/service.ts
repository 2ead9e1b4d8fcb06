import { setImmediate as nextTurn } from 'node:timers/promises';
import { formatMinor } from '@shop/shared';
import type { SupplierSettings } from '@shop/shared/api/settings';
import {
  LEDGER_KINDS,
  type BalanceData,
  type LedgerKindName,
  type SettleBody,
  type SettlementInfo,
  type SettlementListQuery,
  type SettlementRow,
  type SettlementRunData,
} from '@shop/shared/api/supply-settlement';
import type { Db } from '../../../platform/db/database.ts';
import type { FileService } from '../../../platform/files/file-service.ts';
import { recordAudit } from '../../../platform/audit/audit.ts';
import { iso } from '../../../platform/db/pagination.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import type { Delivery, NotificationService } from '../../../platform/notify/notification-service.ts';
import { bankHold } from '../bank/hold.ts';
import { isAmountOff } from '../invoice/service.ts';
import { balanceRepository as balances } from './balance-repository.ts';
import { batchRepository as batches, type BatchView, type LineView } from './batch-repository.ts';
import { cyclesEnding, monthOf, type Cycle } from './cycles.ts';
import { SUPPLIER_CHUNK, type Ledger } from './ledger.ts';
import { ledgerRepository } from './ledger-repository.ts';

export interface SettlementDeps {
  ledger: Ledger;
  notifications: NotificationService;
  /** the stored uploads: a voucher picture must be one */
  files: Pick<FileService, 'missing'>;
  /** the supplier settings at the time of use (default commission, invoice tolerance) */
  supplierSettings: () => Promise<SupplierSettings>;
}

export function rowOf(b: BatchView): SettlementRow {
  return { ...b, settledAt: b.settledAt && iso(b.settledAt), createdAt: b.createdAt.toISOString() };
}

export function lineRow(l: LineView) {
  return { ...l, kind: l.kind as LedgerKindName, occurredAt: l.occurredAt.toISOString() };
}

/**
 * Batches the suppliers [from, to]: each billing cycle in use (an enabled group's, or
 * `defaultCycle`) that ends in the month, in order of their end, into its batches.
 */
export async function batchMonth(
  tx: Db,
  range: { from: number; to: number },
  month: string,
  now: Date,
  defaultCycle: Cycle,
  currency: string,
): Promise<{ batches: number; lines: number }> {
  const slots = (await batches.cyclesInUse(tx, defaultCycle, range))
    .flatMap((cycle) => cyclesEnding(cycle, month, now))
    .sort((a, b) => a.end.getTime() - b.end.getTime());
  const sum = { batches: 0, lines: 0 };
  for (const slot of slots) {
    const one = await batches.batchRange(tx, range, { ...slot, defaultCycle, currency });
    sum.batches += one.batches;
    sum.lines += one.lines;
  }
  return sum;
}

/** The caller's supplier (supplier users), or the filter a staff member chose. */
const scopeOf = (ctx: RequestContext, asked?: number) => ctx.scope.supplierId ?? asked;

/** Settlement runs, batches, their statements' data and their reconciliation. */
export class SettlementService {
  constructor(
    private readonly db: Db,
    private readonly deps: SettlementDeps,
  ) {}

  /**
   * The settlement of a month: the missing earnings and reversals first (the ledger job's step),
   * then, suppliers in id ranges, each range in its own transaction and set-based statements,
   * for each billing cycle ending in the month (the supplier's group's, or the settings' default;
   * in order of their end) the unsettled lines dated before the cycle's end into the supplier's
   * batch of that cycle. A monthly supplier gets the month's batch, a semimonthly one a batch per
   * half, a weekly one a batch per ISO week whose Sunday is in the month (those begun by `now`).
   */
  async run(period: string, now = new Date()): Promise<SettlementRunData> {
    const month = monthOf(period);
    if (month.start > now)
      throw new AppError('settlement.period_future', {}, { fields: [{ field: 'period', key: 'invalid' }] });
    const settings = await this.deps.supplierSettings();
    const synced = await this.deps.ledger.sync(this.db, settings.commissionRate);
    const base = await ledgerRepository.baseCurrency(this.db);
    const max = await ledgerRepository.maxSupplierId(this.db);
    let made = 0;
    let lines = 0;
    for (let from = 1; from <= max; from += SUPPLIER_CHUNK) {
      const range = { from, to: from + SUPPLIER_CHUNK - 1 };
      const r = await this.db.transaction((tx) =>
        batchMonth(tx, range, period, now, settings.settlementCycle, base.code),
      );
      made += r.batches;
      lines += r.lines;
      // once the first range made its batches, the planner learns the tables are not empty: a plan made
      // for empty ones (the foreign-key checks' among them) scans every batch for each line after it
      if (from === 1) await batches.refreshStats(this.db);
      await nextTurn();
    }
    return { period, earnings: synced.earnings, reversals: synced.reversals, batches: made, lines };
  }

  async list(ctx: RequestContext, q: SettlementListQuery) {
    const page = await batches.page(this.db, { ...q, supplierId: scopeOf(ctx, q.supplierId) }, q.page, q.pageSize);
    return { list: page.list.map(rowOf), total: page.total, page: q.page, pageSize: q.pageSize };
  }

  async batch(ctx: RequestContext, id: number): Promise<BatchView> {
    const b = await batches.find(this.db, id, ctx.scope.supplierId);
    if (!b) throw new AppError('common.not_found');
    return b;
  }

  async info(ctx: RequestContext, id: number): Promise<SettlementInfo> {
    const b = await this.batch(ctx, id);
    const sums = Object.fromEntries(LEDGER_KINDS.map((k) => [k, 0])) as Record<LedgerKindName, number>;
    let gross = 0;
    let commission = 0;
    for (const s of await batches.sums(this.db, id)) {
      sums[s.kind as LedgerKindName] = Number(s.amount);
      gross += Number(s.gross);
      commission += Number(s.commission);
    }
    const invoiced = await batches.invoiced(this.db, b);
    const qty = await batches.quantities(this.db, id);
    const { invoiceToleranceBp } = await this.deps.supplierSettings();
    const flags: SettlementInfo['reconciliation']['flags'] = [];
    if (invoiced.count === 0) flags.push('no_invoice');
    else if (isAmountOff(invoiced.amount, b.total, invoiceToleranceBp)) flags.push('invoice_differs');
    if (qty.ordered !== qty.shipped) flags.push('quantity_differs');
    return {
      ...rowOf(b),
      sums,
      gross,
      commission,
      reconciliation: {
        invoiced: invoiced.count ? invoiced.amount : null,
        invoiceCount: invoiced.count,
        difference: invoiced.count ? invoiced.amount - b.total : null,
        ...qty,
        flags,
      },
    };
  }

  async lines(ctx: RequestContext, q: { id: number; page: number; pageSize: number }) {
    await this.batch(ctx, q.id);
    const page = await batches.lines(this.db, q.id, q.page, q.pageSize);
    return { list: page.list.map(lineRow), total: page.total, page: q.page, pageSize: q.pageSize };
  }

  /** Every line of a batch (the statement). */
  async allLines(ctx: RequestContext, id: number) {
    const b = await this.batch(ctx, id);
    return { batch: b, lines: (await batches.lines(this.db, id, 1, null)).list };
  }

  /**
   * Marks a batch settled with its voucher: refused (nothing written) unless it has a bank
   * reference or a stored voucher picture (or both), it is to be settled and the voucher amount
   * equals its total; moves the total to the available balance and tells the supplier.
   * Idempotency-Key replays are answered by defineRoute.
   */
  async settle(ctx: RequestContext, body: SettleBody): Promise<SettlementRow> {
    const voucherRef = body.voucherRef;
    const voucherFile = body.voucherFile ?? '';
    if (!voucherRef && !voucherFile)
      throw new AppError(
        'settlement.voucher_required',
        {},
        {
          fields: [
            { field: 'voucherRef', key: 'required' },
            { field: 'voucherFile', key: 'required' },
          ],
        },
      );
    if (voucherFile && (await this.deps.files.missing([voucherFile])).length)
      throw new AppError('settlement.voucher_file_missing', {}, { fields: [{ field: 'voucherFile', key: 'invalid' }] });
    let delivery: Delivery | undefined;
    await this.db.transaction(async (tx) => {
      const b = await batches.find(tx, body.id, null);
      if (!b) throw new AppError('common.not_found');
      if (b.status !== 'to_be_settled') throw new AppError('settlement.not_to_be_settled');
      if (body.version != null && body.version !== b.version) throw new AppError('common.stale_version');
      if (body.voucherAmount !== b.total)
        throw new AppError(
          'settlement.voucher_mismatch',
          { voucher: formatMinor(body.voucherAmount, b.currency), total: formatMinor(b.total, b.currency) },
          { fields: [{ field: 'voucherAmount', key: 'mismatch' }] },
        );
      const done = await batches.settle(
        tx,
        {
          id: b.id,
          voucherRef,
          voucherFile,
          voucherAmount: body.voucherAmount,
          adminId: ctx.scope.adminId || null,
          name: ctx.scope.username,
        },
        body.version,
      );
      // changed since it was read (a run added lines, another settle): refuse, nothing written
      if (!done) throw new AppError('common.concurrent_change');
      await recordAudit(tx, ctx, {
        action: 'settle',
        entity: 'supplier_settlement',
        entityId: b.id,
        supplierId: b.supplierId,
        before: { status: b.status, total: b.total },
        after: { status: 'settled', voucherRef, voucherFile, voucherAmount: body.voucherAmount },
      });
      delivery = await this.deps.notifications.notify(tx, {
        to: { supplierId: b.supplierId },
        kind: 'supply.settlement.settled',
        title: {
          key: voucherRef ? 'supply.settlement.settled' : 'supply.settlement.settled_file',
          params: { period: b.period, total: formatMinor(b.total, b.currency), ref: voucherRef },
        },
        link: `/supplier/settlement?action=view&id=${b.id}`,
        entity: { type: 'supplier_settlement', id: b.id },
      });
    });
    delivery?.send();
    return rowOf((await batches.find(this.db, body.id, null))!);
  }

  /** The balance buckets: pending, and the settled balance split into available, held and negative. */
  async balance(ctx: RequestContext, asked?: number): Promise<BalanceData> {
    const supplierId = scopeOf(ctx, asked);
    const [b, base] = await Promise.all([
      balances.balance(this.db, supplierId),
      ledgerRepository.baseCurrency(this.db),
    ]);
    let heldReason: BalanceData['heldReason'] = null;
    let heldUntil: string | null = null;
    if (supplierId != null) {
      const hold = await bankHold(this.db, supplierId);
      if (hold.held) [heldReason, heldUntil] = [hold.reason, hold.until];
      else if (b.dispute) heldReason = 'dispute';
    }
    const positive = Math.max(b.available, 0);
    return {
      supplierId: supplierId ?? null,
      currency: base.code,
      available: heldReason ? 0 : positive,
      pending: b.pending,
      held: heldReason ? positive : 0,
      heldReason,
      heldUntil,
      dispute: supplierId != null ? b.dispute : '',
      negative: Math.max(-b.available, 0),
      requested: b.requested,
    };
  }

  async ledger(ctx: RequestContext, q: { supplierId?: number; kind?: string; page: number; pageSize: number }) {
    const page = await balances.ledger(this.db, { ...q, supplierId: scopeOf(ctx, q.supplierId) }, q.page, q.pageSize);
    return { list: page.list.map(lineRow), total: page.total, page: q.page, pageSize: q.pageSize };
  }
}
