import { z } from 'zod';
import { endpoint } from '../contract.ts';
import { idBody, idParam, idQuery, isoDate, listData, okData, pageQuery, searchText, versionField } from './common.ts';

/**
 * Supplier invoices (/supplier/invoice for staff, /profile/invoice for supplier users): the
 * invoice a supplier issues to the platform for a period (later also for a settlement), as an
 * uploaded file (PDF, JPG or PNG, checked by its content) or an e-invoice link: one of the two.
 * Staff audit it; an amount that differs from the supplier's settled amount of the period by more
 * than the tolerance (supplier settings `invoiceToleranceBp`) is flagged `amount_off`.
 */
export const INVOICE_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** The content types an invoice file may have (decided by its bytes, not its name). */
export const INVOICE_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

export const INVOICE_LIMITS = {
  numberMax: 50,
  /** minor units: 10,000,000,000.00 of a two-digit currency */
  amountMax: 1_000_000_000_000,
  linkMax: 1000,
  fileMaxBytes: 10 * 1024 * 1024,
  reasonMax: 500,
} as const;

/** A month, YYYY-MM. */
export const invoicePeriod = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'invalid')
  .meta({ examples: ['2025-05'] });

/** An e-invoice link: https only. */
const HTTPS_URL = /^https:\/\/[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+(:\d{1,5})?([/?#]\S*)?$/i;
export const invoiceLink = z
  .string()
  .trim()
  .max(INVOICE_LIMITS.linkMax)
  .regex(HTTPS_URL, 'invalid')
  .meta({ examples: ['https://einvoice.example.com/v/123456'] });

export const invoiceFile = z.object({
  id: z.number().int(),
  name: z.string(),
  mime: z.enum(INVOICE_FILE_TYPES),
  bytes: z.number().int(),
});
export type InvoiceFile = z.infer<typeof invoiceFile>;

export const invoiceRow = z.object({
  id: z.number().int(),
  supplierId: z.number().int(),
  supplierName: z.string(),
  period: z.string().nullable(),
  /** the settlement it is issued for (settlements come later) */
  settlementId: z.number().int().nullable(),
  number: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  issueDate: z.string(),
  file: invoiceFile.nullable(),
  link: z.string().nullable(),
  status: z.enum(INVOICE_STATUSES),
  /** the settled amount of the period when it was last computed (submission, decision) */
  expectedAmount: z.number().int().nullable(),
  /** amount_off: differs from the expected amount beyond the tolerance */
  flags: z.array(z.string()),
  reviewerName: z.string().nullable(),
  reason: z.string(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type InvoiceRow = z.infer<typeof invoiceRow>;

/** One invoice for its review: the expected amount computed now (pending) and the tolerance in force. */
export const invoiceInfo = invoiceRow.extend({
  toleranceBp: z.number().int(),
  /** amount − expected, minor units; null without an expected amount */
  difference: z.number().int().nullable(),
});
export type InvoiceInfo = z.infer<typeof invoiceInfo>;

export const invoiceListQuery = pageQuery.extend({
  supplierId: idParam.optional(),
  status: z.enum(INVOICE_STATUSES).optional(),
  period: invoicePeriod.optional(),
  /** the invoice number */
  keyword: searchText,
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuery>;

export const invoiceAddBody = z.object({
  period: invoicePeriod,
  number: z
    .string()
    .trim()
    .min(1, 'required')
    .max(INVOICE_LIMITS.numberMax)
    .meta({ examples: ['INV-2025-0001'] }),
  amount: z.number().int().min(1).max(INVOICE_LIMITS.amountMax),
  issueDate: isoDate.meta({ examples: ['2025-05-31'] }),
  /** an uploaded invoice file (own upload); or `link` */
  fileId: idParam.nullable().optional(),
  link: z
    .union([z.literal(''), invoiceLink])
    .nullable()
    .optional(),
});
export type InvoiceAddBody = z.infer<typeof invoiceAddBody>;

export const invoiceDecideBody = z.object({
  id: idParam,
  decision: z.enum(['approve', 'reject']),
  /** required to reject */
  reason: z.string().trim().max(INVOICE_LIMITS.reasonMax).default(''),
  version: versionField.optional(),
});
export type InvoiceDecideBody = z.infer<typeof invoiceDecideBody>;

export const expectedAmountData = z.object({
  period: z.string(),
  expected: z.number().int(),
  currency: z.string(),
  toleranceBp: z.number().int(),
});
export type ExpectedAmountData = z.infer<typeof expectedAmountData>;

const ownInvoice = { table: 'supplier_invoices', field: 'id' } as const;

/** Staff: the invoice audit (/supplier/invoice, key supply_invoice_index). */
export const invoiceAuditApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/supply/invoice/list',
    permission: 'supply_invoice_index',
    summary: 'Supplier invoices (supplier, status, period, number), newest first, with their flags',
    query: invoiceListQuery,
    data: listData(invoiceRow),
  }),
  info: endpoint({
    method: 'GET',
    path: '/admin/supply/invoice/info',
    permission: 'supply_invoice_index',
    summary: 'One invoice for its review: the expected amount of its period, the difference and the tolerance',
    query: idQuery,
    data: invoiceInfo,
  }),
  file: endpoint({
    method: 'GET',
    path: '/admin/supply/invoice/file',
    permission: 'supply_invoice_index',
    summary: "An invoice's uploaded file (PDF, JPG or PNG)",
    query: idQuery,
    file: true,
  }),
  decide: endpoint({
    method: 'POST',
    path: '/admin/supply/invoice/decide',
    permission: 'supply_invoice_index',
    summary: 'Approve (final) or reject (reason required) a pending invoice',
    body: invoiceDecideBody,
    data: invoiceRow,
  }),
  suppliers: endpoint({
    method: 'GET',
    path: '/admin/supply/invoice/suppliers',
    permission: 'supply_invoice_index',
    summary: 'Suppliers to filter the invoices by',
    data: z.object({ list: z.array(z.object({ id: z.number().int(), name: z.string() })) }),
  }),
};

/** Supplier users: their own invoices (/profile/invoice, key supply_profile_invoice). */
export const invoiceOwnApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/supply/invoice/own/list',
    permission: 'supply_profile_invoice',
    summary: 'The own invoices (status, period, number), newest first',
    query: invoiceListQuery,
    data: listData(invoiceRow),
    supplier: { access: 'list' },
  }),
  info: endpoint({
    method: 'GET',
    path: '/admin/supply/invoice/own/info',
    permission: 'supply_profile_invoice',
    summary: 'One of the own invoices',
    query: idQuery,
    data: invoiceInfo,
    supplier: { access: 'read', ...ownInvoice },
  }),
  file: endpoint({
    method: 'GET',
    path: '/admin/supply/invoice/own/file',
    permission: 'supply_profile_invoice',
    summary: "One of the own invoices' uploaded file",
    query: idQuery,
    file: true,
    supplier: { access: 'read', ...ownInvoice, where: 'file_id is not null' },
  }),
  expected: endpoint({
    method: 'GET',
    path: '/admin/supply/invoice/own/expected',
    permission: 'supply_profile_invoice',
    summary: 'The own settled amount of a period (delivered or completed orders, net of commission)',
    query: z.object({ period: invoicePeriod }),
    data: expectedAmountData,
  }),
  upload: endpoint({
    method: 'POST',
    path: '/admin/supply/invoice/own/upload',
    permission: 'supply_profile_invoice',
    multipart: true,
    summary:
      'Upload an invoice file (multipart field "file"; PDF, JPG or PNG by content; at most 10 MB), ' +
      'then name it in the invoice',
    data: invoiceFile,
  }),
  add: endpoint({
    method: 'POST',
    path: '/admin/supply/invoice/own/add',
    permission: 'supply_profile_invoice',
    summary:
      'Submit an invoice for a period: an uploaded file or an e-invoice link (one of the two), its number ' +
      '(not used before), amount and issue date',
    body: invoiceAddBody,
    data: invoiceRow,
  }),
  withdraw: endpoint({
    method: 'POST',
    path: '/admin/supply/invoice/own/withdraw',
    permission: 'supply_profile_invoice',
    summary: 'Withdraw a pending own invoice (an approved one is final)',
    body: idBody,
    data: okData,
    supplier: { access: 'change', ...ownInvoice, where: "status = 'pending'" },
  }),
};
