import { z } from 'zod';
import { endpoint } from '../contract.ts';
import { storedFileUrl } from './catalog-common.ts';
import { idParam, idQuery, listData, pageQuery, searchText, versionField } from './common.ts';
import { UPLOAD_FORM, uploadedImage } from './upload.ts';

/**
 * Settlement and balances (/supplier/settlement, key supply_settlement_index; /supplier/amount,
 * key supply_settlement_footlist). The earnings ledger is append-only; batches per supplier and
 * month list exactly the lines they settle; marking a batch settled needs a voucher (a bank
 * reference, an uploaded picture of it, or both) whose amount equals its total. Amounts are signed
 * minor units of the base currency.
 */
export const SETTLEMENT_STATUSES = ['to_be_settled', 'settled'] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];
export const LEDGER_KINDS = [
  'earning',
  'reversal',
  'penalty',
  'chargeback',
  'promotion_share',
  'withdrawal',
  'withdrawal_return',
] as const;
export type LedgerKindName = (typeof LEDGER_KINDS)[number];
export const WITHDRAWAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const COMMISSION_SCOPES = ['level', 'category'] as const;
/** Reconciliation flags of a batch: its total against the supplier's invoices and the received quantities. */
export const SETTLEMENT_FLAGS = ['no_invoice', 'invoice_differs', 'quantity_differs'] as const;

export const SETTLEMENT_LIMITS = {
  amountMax: 1_000_000_000_000,
  referenceMax: 100,
  noteMax: 500,
} as const;

/** A billing cycle: a month, YYYY-MM. */
export const settlementPeriod = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'invalid')
  .meta({ examples: ['2025-05'] });

export const settlementRow = z.object({
  id: z.number().int(),
  supplierId: z.number().int(),
  supplierName: z.string(),
  period: z.string(),
  periodFrom: z.string(),
  periodTo: z.string(),
  status: z.enum(SETTLEMENT_STATUSES),
  total: z.number().int(),
  lineCount: z.number().int(),
  currency: z.string(),
  voucherRef: z.string(),
  voucherAmount: z.number().int().nullable(),
  /** the uploaded voucher picture (/files/…) and its thumbnail; '' when the voucher is a bank reference only */
  voucherFile: z.string(),
  voucherThumb: z.string(),
  settledAt: z.string().nullable(),
  settledByName: z.string().nullable(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type SettlementRow = z.infer<typeof settlementRow>;

/** A batch with its sums per kind and its reconciliation against invoices and received quantities. */
export const settlementInfo = settlementRow.extend({
  sums: z.record(z.enum(LEDGER_KINDS), z.number().int()),
  gross: z.number().int(),
  commission: z.number().int(),
  reconciliation: z.object({
    invoiced: z.number().int().nullable(),
    invoiceCount: z.number().int(),
    difference: z.number().int().nullable(),
    ordered: z.number().int(),
    shipped: z.number().int(),
    flags: z.array(z.enum(SETTLEMENT_FLAGS)),
  }),
});
export type SettlementInfo = z.infer<typeof settlementInfo>;

export const ledgerRow = z.object({
  id: z.number().int(),
  supplierId: z.number().int(),
  kind: z.enum(LEDGER_KINDS),
  ref: z.string(),
  orderId: z.number().int().nullable(),
  amount: z.number().int(),
  gross: z.number().int(),
  commission: z.number().int(),
  rateBp: z.number().int().nullable(),
  currency: z.string(),
  note: z.string(),
  occurredAt: z.string(),
  /** the batch that settles it, if any */
  settlementId: z.number().int().nullable(),
});
export type LedgerRow = z.infer<typeof ledgerRow>;

export const settlementListQuery = pageQuery.extend({
  supplierId: idParam.optional(),
  status: z.enum(SETTLEMENT_STATUSES).optional(),
  period: settlementPeriod.optional(),
  /** the supplier's name */
  keyword: searchText,
});
export type SettlementListQuery = z.infer<typeof settlementListQuery>;

export const settlementLinesQuery = pageQuery.extend({ id: idParam });

export const statementQuery = z.object({ id: idParam, format: z.enum(['csv', 'pdf']).default('csv') });

export const settlementRunBody = z.object({ period: settlementPeriod });
export const settlementRunData = z.object({
  period: z.string(),
  earnings: z.number().int(),
  reversals: z.number().int(),
  batches: z.number().int(),
  lines: z.number().int(),
});
export type SettlementRunData = z.infer<typeof settlementRunData>;

/**
 * Marking a batch settled: a voucher for exactly the batch total, the bank transfer's reference or
 * a picture of the voucher uploaded with `settlementApi.upload` (at least one of the two).
 */
export const settleBody = z.object({
  id: idParam,
  voucherRef: z
    .string()
    .trim()
    .max(SETTLEMENT_LIMITS.referenceMax)
    .default('')
    .meta({ examples: ['TRX-2025-05-0042'] }),
  voucherFile: storedFileUrl.optional(),
  voucherAmount: z.number().int().min(-SETTLEMENT_LIMITS.amountMax).max(SETTLEMENT_LIMITS.amountMax),
  version: versionField.optional(),
});
export type SettleBody = z.infer<typeof settleBody>;

export const commissionRateRow = z.object({
  scope: z.enum(['group', ...COMMISSION_SCOPES]),
  scopeId: z.number().int(),
  name: z.string(),
  /** basis points; null: the next rule applies */
  rateBp: z.number().int().nullable(),
});
export const commissionRatesData = z.object({
  defaultBp: z.number().int(),
  list: z.array(commissionRateRow),
});
export type CommissionRatesData = z.infer<typeof commissionRatesData>;
export const commissionRateBody = z.object({
  scope: z.enum(COMMISSION_SCOPES),
  scopeId: idParam,
  /** null removes the rate */
  rateBp: z.number().int().min(0).max(10_000).nullable(),
});

export const balanceQuery = z.object({ supplierId: idParam.optional() });
export const balanceData = z.object({
  supplierId: z.number().int().nullable(),
  currency: z.string(),
  /** settled and not withdrawn: what may be withdrawn (0 while held or negative) */
  available: z.number().int(),
  /** earned, not settled yet */
  pending: z.number().int(),
  /** settled but held (bank change, dispute) */
  held: z.number().int(),
  heldReason: z.enum(['pending_change', 'cooling_off', 'dispute']).nullable(),
  heldUntil: z.string().nullable(),
  /** the open dispute holding the payouts, as staff wrote it ('' when none; a bank hold may come first) */
  dispute: z.string(),
  /** what the supplier owes (settled balance below zero), as a positive amount */
  negative: z.number().int(),
  /** withdrawals waiting for their audit */
  requested: z.number().int(),
});
export type BalanceData = z.infer<typeof balanceData>;

export const ledgerListQuery = pageQuery.extend({
  supplierId: idParam.optional(),
  kind: z.enum(LEDGER_KINDS).optional(),
});

export const withdrawalRow = z.object({
  id: z.number().int(),
  supplierId: z.number().int(),
  supplierName: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  note: z.string(),
  reviewerName: z.string().nullable(),
  reason: z.string(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type WithdrawalRow = z.infer<typeof withdrawalRow>;
export const withdrawalListQuery = pageQuery.extend({
  supplierId: idParam.optional(),
  status: z.enum(WITHDRAWAL_STATUSES).optional(),
});
export const withdrawBody = z.object({
  amount: z.number().int().min(1).max(SETTLEMENT_LIMITS.amountMax),
  note: z.string().trim().max(SETTLEMENT_LIMITS.noteMax).default(''),
});
export const withdrawalDecideBody = z.object({
  id: idParam,
  decision: z.enum(['approve', 'reject']),
  /** required to reject */
  reason: z.string().trim().max(SETTLEMENT_LIMITS.noteMax).default(''),
  version: versionField.optional(),
});
export const disputeBody = z.object({
  supplierId: idParam,
  /** the dispute that holds the payouts; empty lifts the hold */
  dispute: z.string().trim().max(SETTLEMENT_LIMITS.noteMax),
});

const ownBatch = { table: 'supplier_settlements', field: 'id' } as const;
const INDEX = 'supply_settlement_index';
const AMOUNT = 'supply_settlement_footlist';

/** Settlement batches: staff see every supplier's, supplier users their own (read only). */
export const settlementApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/supply/settlement/list',
    permission: INDEX,
    summary: 'Settlement batches (supplier, status, month), newest first',
    query: settlementListQuery,
    data: listData(settlementRow),
    supplier: { access: 'list' },
  }),
  info: endpoint({
    method: 'GET',
    path: '/admin/supply/settlement/info',
    permission: INDEX,
    summary: 'One batch: sums per kind, commission, reconciliation with invoices and received quantities',
    query: idQuery,
    data: settlementInfo,
    supplier: { access: 'read', ...ownBatch },
  }),
  lines: endpoint({
    method: 'GET',
    path: '/admin/supply/settlement/lines',
    permission: INDEX,
    summary: 'The ledger lines a batch settles',
    query: settlementLinesQuery,
    data: listData(ledgerRow),
    supplier: { access: 'read', ...ownBatch },
  }),
  statement: endpoint({
    method: 'GET',
    path: '/admin/supply/settlement/statement',
    permission: INDEX,
    summary: "A batch's statement (CSV or PDF): orders, reversals, penalties, chargebacks and commission",
    query: statementQuery,
    file: true,
    supplier: { access: 'read', ...ownBatch },
  }),
  run: endpoint({
    method: 'POST',
    path: '/admin/supply/settlement/run',
    permission: 'supply_settlement_settle',
    summary: 'Run the settlement of a month: write missing earnings and reversals, then batch the unsettled lines',
    body: settlementRunBody,
    data: settlementRunData,
  }),
  settle: endpoint({
    method: 'POST',
    path: '/admin/supply/settlement/settle',
    permission: 'supply_settlement_settle',
    summary:
      'Mark a batch settled with its voucher (a bank reference or an uploaded voucher picture, and an amount ' +
      'equal to the batch total)',
    body: settleBody,
    data: settlementRow,
  }),
  upload: endpoint({
    method: 'POST',
    path: '/admin/upload/settlement',
    permission: 'supply_settlement_settle',
    multipart: true,
    summary: `Upload the picture of a settlement voucher (${UPLOAD_FORM}; at most 10 MB)`,
    data: uploadedImage,
  }),
  rates: endpoint({
    method: 'GET',
    path: '/admin/supply/settlement/rates',
    permission: 'supply_settlement_settle',
    summary: 'Commission rates: per category, level and group over the default (category > level > group)',
    data: commissionRatesData,
  }),
  rate: endpoint({
    method: 'POST',
    path: '/admin/supply/settlement/rate',
    permission: 'supply_settlement_settle',
    summary: 'Set or remove the commission rate of a level or category',
    body: commissionRateBody,
    data: commissionRatesData,
  }),
};

/** Balances and withdrawals (/supplier/amount). */
export const amountApi = {
  balance: endpoint({
    method: 'GET',
    path: '/admin/supply/amount/balance',
    permission: AMOUNT,
    summary: "A supplier's balance (a supplier user's own): available, pending, held (with the reason), negative",
    query: balanceQuery,
    data: balanceData,
  }),
  ledger: endpoint({
    method: 'GET',
    path: '/admin/supply/amount/ledger',
    permission: AMOUNT,
    summary: 'Ledger lines, newest first (supplier, kind)',
    query: ledgerListQuery,
    data: listData(ledgerRow),
    supplier: { access: 'list' },
  }),
  withdrawals: endpoint({
    method: 'GET',
    path: '/admin/supply/amount/withdrawals',
    permission: AMOUNT,
    summary: 'Withdrawals (supplier, status), newest first',
    query: withdrawalListQuery,
    data: listData(withdrawalRow),
    supplier: { access: 'list' },
  }),
  withdraw: endpoint({
    method: 'POST',
    path: '/admin/supply/amount/withdraw',
    permission: 'supply_settlement_withdraw',
    summary: 'Request a withdrawal from the own available balance (reserved at once; refused while held)',
    body: withdrawBody,
    data: withdrawalRow,
  }),
  decide: endpoint({
    method: 'POST',
    path: '/admin/supply/amount/decide',
    permission: 'supply_settlement_audit',
    summary: 'Approve (paid out) or reject (returned to the balance; reason required) a pending withdrawal',
    body: withdrawalDecideBody,
    data: withdrawalRow,
  }),
  dispute: endpoint({
    method: 'POST',
    path: '/admin/supply/amount/dispute',
    permission: 'supply_settlement_audit',
    summary: "Hold a supplier's payouts for a dispute (empty text lifts the hold)",
    body: disputeBody,
    data: balanceData,
  }),
};
