import { z } from 'zod';
import { endpoint } from '../contract.ts';
import { idBody, idParam, idQuery, listData, okData, pageQuery, searchText, versionField } from './common.ts';

/**
 * Bank card changes of suppliers: the account settlements are paid to changes only through an
 * audited request. The holder name is compared with the legal person's and the enterprise's names
 * (match, partial, no match); while a change is pending, and for the cooling-off days after it is
 * approved (supplier settings `bankChangeCoolingDays`), payouts to the supplier are held.
 */
export const BANK_CHANGE_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type BankChangeStatus = (typeof BANK_CHANGE_STATUSES)[number];

/** How the account holder's name compares with a name of the supplier. */
export const NAME_MATCHES = ['match', 'partial', 'no_match'] as const;
export type NameMatch = (typeof NAME_MATCHES)[number];

/** Why payouts to a supplier are held. */
export const BANK_HOLD_REASONS = ['pending_change', 'cooling_off'] as const;
export type BankHoldReason = (typeof BANK_HOLD_REASONS)[number];

/** The fields a submission's check may name in its refusal. */
export const BANK_CHECKED_FIELDS = ['bankName', 'accountName', 'accountNumber'] as const;
export type BankCheckedField = (typeof BANK_CHECKED_FIELDS)[number];

export const BANK_LIMITS = {
  bankNameMax: 100,
  branchMax: 100,
  accountNameMax: 100,
  /** as typed, with spaces (an IBAN is written in groups of four) */
  accountNumberMax: 50,
  /** a plain account number: digits only, 8 to 30 of them */
  digitsMin: 8,
  digitsMax: 30,
  reasonMax: 500,
} as const;

export const bankHold = z.object({
  held: z.boolean(),
  reason: z.enum(BANK_HOLD_REASONS).nullable(),
  /** when the hold ends: null while a change waits for its decision (or when nothing is held) */
  until: z.string().nullable(),
});
export type BankHold = z.infer<typeof bankHold>;

/** A bank account as shown: the supplier's own view masks the number but its last 4 digits. */
export const bankAccount = z.object({
  bankName: z.string(),
  bankBranch: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
});
export type BankAccount = z.infer<typeof bankAccount>;

export const bankChangeRow = z.object({
  id: z.number().int(),
  supplierId: z.number().int(),
  supplierName: z.string(),
  bankName: z.string(),
  bankBranch: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  status: z.enum(BANK_CHANGE_STATUSES),
  /** the names compared at submission, and how the holder compares with each */
  legalPersonName: z.string(),
  legalPersonMatch: z.enum(NAME_MATCHES),
  enterpriseName: z.string(),
  enterpriseMatch: z.enum(NAME_MATCHES),
  /** other suppliers whose current account has the same number */
  duplicates: z.array(z.object({ supplierId: z.number().int(), supplierName: z.string() })),
  /** no_match, duplicate: what the reviewer must look at */
  flags: z.array(z.string()),
  reviewerName: z.string().nullable(),
  reason: z.string(),
  decidedAt: z.string().nullable(),
  /** approved: the end of the cooling-off hold */
  holdUntil: z.string().nullable(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type BankChangeRow = z.infer<typeof bankChangeRow>;

/** A supplier's bank state: the current account, the pending change, the hold and the latest requests. */
export const bankOverview = z.object({
  supplierId: z.number().int(),
  supplierName: z.string(),
  /** false while the supplier has no profile (no account to show) */
  hasProfile: z.boolean(),
  current: bankAccount,
  pending: bankChangeRow.nullable(),
  hold: bankHold,
  coolingDays: z.number().int(),
  history: z.array(bankChangeRow),
});
export type BankOverview = z.infer<typeof bankOverview>;

export const bankListQuery = pageQuery.extend({
  supplierId: idParam.optional(),
  status: z.enum(BANK_CHANGE_STATUSES).optional(),
  /** the bank, holder or account number */
  keyword: searchText,
});
export type BankListQuery = z.infer<typeof bankListQuery>;

/**
 * A change request. The fields are checked by the server (bank name and holder present, account
 * number 8-30 digits or a valid IBAN), whose refusal is the spec's bank card message naming the field.
 */
export const bankSubmitBody = z.object({
  bankName: z
    .string()
    .trim()
    .max(BANK_LIMITS.bankNameMax)
    .meta({ examples: ['Bank of Demo'] }),
  bankBranch: z.string().trim().max(BANK_LIMITS.branchMax).default(''),
  accountName: z
    .string()
    .trim()
    .max(BANK_LIMITS.accountNameMax)
    .meta({ examples: ['Demo Supplier A Co., Ltd.'] }),
  accountNumber: z
    .string()
    .trim()
    .max(BANK_LIMITS.accountNumberMax)
    .meta({ examples: ['6222020200112233445'] }),
});
export type BankSubmitBody = z.infer<typeof bankSubmitBody>;

export const bankDecideBody = z.object({
  id: idParam,
  decision: z.enum(['approve', 'reject']),
  /** required to reject */
  reason: z.string().trim().max(BANK_LIMITS.reasonMax).default(''),
  version: versionField.optional(),
});
export type BankDecideBody = z.infer<typeof bankDecideBody>;

const changeOfOwn = {
  access: 'change',
  table: 'supplier_bank_changes',
  field: 'id',
  where: "status = 'pending'",
} as const;

/** Staff: the review of bank card changes (key supply_bank_audit). */
export const bankAuditApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/supply/bank/list',
    permission: 'supply_bank_audit',
    summary: 'Bank card change requests (supplier, status, keyword), newest first, with the name match results',
    query: bankListQuery,
    data: listData(bankChangeRow),
  }),
  info: endpoint({
    method: 'GET',
    path: '/admin/supply/bank/info',
    permission: 'supply_bank_audit',
    summary: 'One bank card change request with its match results and duplicates',
    query: idQuery,
    data: bankChangeRow,
  }),
  supplier: endpoint({
    method: 'GET',
    path: '/admin/supply/bank/supplier',
    permission: 'supply_bank_audit',
    summary: "A supplier's current account, pending change, payout hold and latest change requests",
    query: z.object({ supplierId: idParam }),
    data: bankOverview,
  }),
  decide: endpoint({
    method: 'POST',
    path: '/admin/supply/bank/decide',
    permission: 'supply_bank_audit',
    summary:
      'Approve (the account is copied to the profile and the cooling-off hold starts) or reject (reason ' +
      'required) a pending bank card change',
    body: bankDecideBody,
    data: bankChangeRow,
  }),
};

/** Supplier users: their own bank account and change requests (key supply_bank_own). */
export const bankOwnApi = {
  overview: endpoint({
    method: 'GET',
    path: '/admin/supply/bank/own',
    permission: 'supply_bank_own',
    summary: 'The own current account (number masked), pending change, payout hold and latest requests',
    data: bankOverview,
  }),
  info: endpoint({
    method: 'GET',
    path: '/admin/supply/bank/own/info',
    permission: 'supply_bank_own',
    summary: 'One of the own bank card change requests',
    query: idQuery,
    data: bankChangeRow,
    supplier: { access: 'read', table: 'supplier_bank_changes', field: 'id' },
  }),
  submit: endpoint({
    method: 'POST',
    path: '/admin/supply/bank/own/submit',
    permission: 'supply_bank_own',
    summary: 'Request a change of the own bank account (one pending at a time); payouts are held until decided',
    body: bankSubmitBody,
    data: bankChangeRow,
  }),
  withdraw: endpoint({
    method: 'POST',
    path: '/admin/supply/bank/own/withdraw',
    permission: 'supply_bank_own',
    summary: 'Withdraw the own pending bank card change',
    body: idBody,
    data: okData,
    supplier: changeOfOwn,
  }),
};
