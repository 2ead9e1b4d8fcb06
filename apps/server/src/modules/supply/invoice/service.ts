import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { formatMinor } from '@shop/shared';
import {
  INVOICE_FILE_TYPES,
  type ExpectedAmountData,
  type InvoiceAddBody,
  type InvoiceDecideBody,
  type InvoiceFile,
  type InvoiceInfo,
  type InvoiceListQuery,
  type InvoiceRow,
} from '@shop/shared/api/supply-invoice';
import type { SupplierSettings } from '@shop/shared/api/settings';
import type { Db } from '../../../platform/db/database.ts';
import { iso } from '../../../platform/db/pagination.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import type { Delivery, NotificationService } from '../../../platform/notify/notification-service.ts';
import type { SettingsSection } from '../../../platform/settings/settings-service.ts';
import { decideEach } from '../queue/queue.ts';
import { decisionReason, pendingOnly, withdrawOwn } from '../submission.ts';
import type { QueueDecision, QueueEntry, QueueOutcome, QueueSource } from '../queue/queue.ts';
import {
  invoiceRepository as repo,
  invoiceTable as table,
  numberKey,
  type InvoiceRecord,
  type InvoiceView,
} from './repository.ts';
import { ledgerRepository } from '../settlement/ledger-repository.ts';
import { settledAmount } from './settled-repository.ts';

export interface InvoiceDeps {
  notifications: NotificationService;
  /** the supplier settings (declared by the settings area, found when first read) */
  supplierDefaults: () => SettingsSection<SupplierSettings>;
}

type FileMime = (typeof INVOICE_FILE_TYPES)[number];

/** An amount off the expected one by more than `toleranceBp` of it (any amount is off an expected 0). */
export function isAmountOff(amount: number, expected: number, toleranceBp: number): boolean {
  return Math.abs(amount - expected) * 10_000 > expected * toleranceBp;
}

/** The content type the bytes really are, when an invoice may be one: PDF, JPEG or PNG. */
export async function invoiceFileType(data: Buffer): Promise<FileMime | null> {
  const type = await fileTypeFromBuffer(data);
  return type && (INVOICE_FILE_TYPES as readonly string[]).includes(type.mime) ? (type.mime as FileMime) : null;
}

function toRow(v: InvoiceView): InvoiceRow {
  return {
    id: v.id,
    supplierId: v.supplierId,
    supplierName: v.supplierName,
    period: v.period,
    settlementId: v.settlementId,
    number: v.number,
    amount: v.amount,
    currency: v.currency,
    issueDate: v.issueDate,
    file:
      v.fileId !== null && v.fileName !== null
        ? { id: v.fileId, name: v.fileName, mime: v.fileMime as FileMime, bytes: v.fileBytes ?? 0 }
        : null,
    link: v.link,
    status: v.status,
    expectedAmount: v.expectedAmount,
    flags: v.amountOff ? ['amount_off'] : [],
    reviewerName: v.reviewerName,
    reason: v.reason,
    decidedAt: iso(v.decidedAt),
    createdAt: v.createdAt.toISOString(),
    version: v.version,
  };
}

function ownSupplier(ctx: RequestContext): number {
  if (ctx.scope.supplierId === null) throw new AppError('common.not_found');
  return ctx.scope.supplierId;
}

const fileOrLink = () =>
  new AppError(
    'invoice.file_or_link',
    {},
    {
      fields: [
        { field: 'fileId', key: 'file_or_link' },
        { field: 'link', key: 'file_or_link' },
      ],
    },
  );

/**
 * Supplier invoices: supplier users upload a file (checked by its bytes) or give an e-invoice
 * link, for a period; the amount is compared with the supplier's settled amount of the period
 * (`settledAmount`) within the tolerance of the supplier settings; staff approve (final) or
 * reject with a reason; the supplier may withdraw a pending one.
 */
export class InvoiceService {
  constructor(
    private readonly db: Db,
    private readonly deps: InvoiceDeps,
  ) {}

  private settings() {
    return this.deps.supplierDefaults().current();
  }

  /**
   * The settled amount of a supplier's period and whether `amount` is off it. The settings are read
   * before: inside a transaction on PGlite (one connection) a read outside it would wait forever.
   */
  private async expected(
    db: Db,
    s: SupplierSettings,
    v: { supplierId: number; period: string | null; amount: number },
  ): Promise<{ expectedAmount: number | null; amountOff: boolean }> {
    if (v.period === null) return { expectedAmount: null, amountOff: false };
    const { amount: expectedAmount } = await settledAmount(db, v.supplierId, v.period, s.commissionRate);
    return { expectedAmount, amountOff: isAmountOff(v.amount, expectedAmount, s.invoiceToleranceBp) };
  }

  async list(q: InvoiceListQuery, ownerId?: number) {
    const page = await repo.page(this.db, q, ownerId);
    return { list: page.list.map(toRow), total: page.total, page: q.page, pageSize: q.pageSize };
  }

  async ownList(ctx: RequestContext, q: InvoiceListQuery) {
    return this.list(q, ownSupplier(ctx));
  }

  /** One invoice for review; a pending one's expected amount is computed now. */
  async info(id: number, ownerId?: number): Promise<InvoiceInfo> {
    const v = await repo.find(this.db, id);
    if (!v || (ownerId !== undefined && v.supplierId !== ownerId)) throw new AppError('common.not_found');
    const settings = await this.settings();
    const live = v.status === 'pending' ? { ...v, ...(await this.expected(this.db, settings, v)) } : v;
    const row = toRow(live);
    return {
      ...row,
      toleranceBp: settings.invoiceToleranceBp,
      difference: row.expectedAmount === null ? null : row.amount - row.expectedAmount,
    };
  }

  async ownInfo(ctx: RequestContext, id: number): Promise<InvoiceInfo> {
    return this.info(id, ownSupplier(ctx));
  }

  async ownExpected(ctx: RequestContext, period: string): Promise<ExpectedAmountData> {
    const supplierId = ownSupplier(ctx);
    const s = await this.settings();
    const { amount, currency } = await settledAmount(this.db, supplierId, period, s.commissionRate);
    return { period, expected: amount, currency, toleranceBp: s.invoiceToleranceBp };
  }

  /** The bytes of an invoice's file; `ownerId`: a supplier user's download. */
  async file(id: number, ownerId?: number): Promise<{ data: Buffer; mime: string; name: string }> {
    const v = await repo.find(this.db, id);
    if (!v || v.fileId === null || (ownerId !== undefined && v.supplierId !== ownerId))
      throw new AppError('common.not_found');
    const file = await repo.fileContent(this.db, v.fileId);
    if (!file) throw new AppError('common.not_found');
    return { data: file.content, mime: file.mime, name: file.name };
  }

  async ownFile(ctx: RequestContext, id: number) {
    return this.file(id, ownSupplier(ctx));
  }

  /** Keeps an uploaded invoice file when its bytes are a PDF, JPEG or PNG (whatever its name says). */
  async upload(ctx: RequestContext, data: Buffer, filename: string): Promise<InvoiceFile> {
    const supplierId = ownSupplier(ctx);
    const mime = await invoiceFileType(data);
    if (!mime) throw new AppError('invoice.file_type', {}, { fields: [{ field: 'file', key: 'invalid' }] });
    const name = filename.replace(/[\\/\r\n"]/g, '_').slice(0, 200) || 'invoice';
    const sha256 = createHash('sha256').update(data).digest('hex');
    return repo.addFile(this.db, { supplierId, name, mime, bytes: data.length, sha256, content: data });
  }

  /**
   * A supplier user's invoice for a period: exactly one of an own uploaded file and an e-invoice
   * link; a number not used by a pending or approved invoice of the supplier (or of a supplier
   * with the same tax id); the expected amount computed and the difference flagged.
   */
  async add(ctx: RequestContext, body: InvoiceAddBody): Promise<InvoiceRow> {
    const supplierId = ownSupplier(ctx);
    const link = body.link ? body.link : null;
    const fileId = body.fileId ?? null;
    if ((link === null) === (fileId === null)) throw fileOrLink();
    const key = numberKey(body.number);
    const { code: currency } = await ledgerRepository.baseCurrency(this.db);
    const settings = await this.settings();
    const row = await table.insert(this.db, ctx, async (tx) => {
      if (fileId !== null) {
        const file = await repo.fileMeta(tx, fileId);
        if (!file || file.supplierId !== supplierId)
          throw new AppError('invoice.file_missing', {}, { fields: [{ field: 'fileId', key: 'invalid' }] });
      }
      if (await repo.numberTaken(tx, supplierId, key))
        throw new AppError('invoice.duplicate_number', {}, { fields: [{ field: 'number', key: 'duplicate' }] });
      return {
        supplierId,
        period: body.period,
        number: body.number,
        numberKey: key,
        amount: body.amount,
        currency,
        issueDate: body.issueDate,
        fileId,
        link,
        status: 'pending' as const,
        ...(await this.expected(tx, settings, { supplierId, period: body.period, amount: body.amount })),
      };
    });
    return this.row(row.id);
  }

  private async row(id: number): Promise<InvoiceRow> {
    const v = await repo.find(this.db, id);
    if (!v) throw new AppError('common.not_found');
    return toRow(v);
  }

  /** The supplier takes back a pending invoice; an approved one is final. */
  async withdraw(ctx: RequestContext, id: number): Promise<{ ok: true }> {
    const supplierId = ownSupplier(ctx);
    return withdrawOwn(table, this.db, ctx, supplierId, id, 'invoice.not_pending');
  }

  /** Staff approve (final) or reject (with a reason) a pending invoice; the expected amount is fixed then. */
  async decide(ctx: RequestContext, body: InvoiceDecideBody): Promise<InvoiceRow> {
    const reason = decisionReason(body, 'invoice.reason_required');
    const approve = body.decision === 'approve';
    const settings = await this.settings();
    let delivery: Delivery | undefined;
    await this.db.transaction(async (tx) => {
      const after = await table.update(
        tx,
        ctx,
        body.id,
        body.version,
        async (row: InvoiceRecord, t) => ({
          status: approve ? ('approved' as const) : ('rejected' as const),
          reviewerId: ctx.scope.adminId || null,
          reviewerName: ctx.scope.username,
          reason,
          decidedAt: new Date(),
          ...(await this.expected(t, settings, row)),
        }),
        {
          action: approve ? 'approve' : 'reject',
          before: pendingOnly('invoice.not_pending'),
        },
      );
      delivery = await this.deps.notifications.notify(tx, {
        to: { supplierId: after.supplierId },
        kind: approve ? 'supply.invoice.approved' : 'supply.invoice.rejected',
        title: approve
          ? { key: 'supply.invoice.approved', params: { number: after.number } }
          : { key: 'supply.invoice.rejected', params: { number: after.number, reason } },
        link: `/profile/invoice?action=view&id=${after.id}`,
        entity: { type: 'supplier_invoice', id: after.id },
      });
    });
    delivery?.send();
    return this.row(body.id);
  }

  async supplierOptions() {
    return { list: await repo.suppliersWithInvoices(this.db) };
  }

  /** Uploads no invoice names after a day are removed (the daily sweep). */
  async sweepFiles(now = new Date()): Promise<number> {
    return repo.removeOrphanFiles(this.db, new Date(now.getTime() - 24 * 60 * 60 * 1000));
  }

  /** The approval queue's kind 'invoice': pending invoices with the amount flag, decided one by one. */
  queueSource(): QueueSource {
    return {
      kind: 'invoice',
      pending: async (db, q) => (await repo.pending(db, q)).map(entryOf),
      count: (db) => repo.pendingCount(db),
      decide: (ctx, ids, decision, reason) => this.decideBatch(ctx, ids, decision, reason),
    };
  }

  private decideBatch(
    ctx: RequestContext,
    ids: number[],
    decision: QueueDecision,
    reason: string,
  ): Promise<QueueOutcome[]> {
    return decideEach('invoice', ids, (id) => this.decide(ctx, { id, decision, reason }));
  }
}

function entryOf(v: InvoiceView): QueueEntry {
  return {
    kind: 'invoice',
    id: v.id,
    supplierId: v.supplierId,
    subject: v.supplierName,
    summary: `${v.number} · ${v.period ?? ''} · ${formatMinor(v.amount, v.currency)} ${v.currency}`,
    submittedAt: v.createdAt,
    round: 1,
    link: `/supplier/invoice?action=review&id=${v.id}`,
    flags: v.amountOff ? ['amount_off'] : [],
  };
}
