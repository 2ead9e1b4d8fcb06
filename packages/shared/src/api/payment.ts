import { z } from 'zod';
import { endpoint } from '../contract.ts';
import { isCountryCode } from '../countries.ts';
import { localizedData, localizedName, localizedText } from './catalog-common.ts';
import {
  idBody,
  idParam,
  idQuery,
  listData,
  okData,
  pageQuery,
  searchText,
  sortParam,
  statusBody,
  versionField,
} from './common.ts';

/**
 * /payment and /paymentEdit/:pid: the ways customers pay. Bank transfer and cash on delivery are
 * built in (they can be disabled, not deleted). A method's fee is a fixed amount in minor units of
 * the base currency or a percentage in basis points (100 = 1 %); it is offered in the countries
 * listed (none: everywhere). Its credentials (merchant id, API key ...) are kept encrypted and
 * never answered: a read says which are set, an edit keeps, replaces or clears each one.
 */
export const PAYMENT_BUILT_INS = ['bank_transfer', 'cash_on_delivery'] as const;
export const PAYMENT_FEE_TYPES = ['fixed', 'percent'] as const;
export type PaymentBuiltIn = (typeof PAYMENT_BUILT_INS)[number];
export type PaymentFeeType = (typeof PAYMENT_FEE_TYPES)[number];

export const PAYMENT_LIMITS = {
  nameMax: 64,
  /** the text shown to the customer (the bank account of a transfer), per language */
  instructionsMax: 1000,
  /** a fixed fee: at most 1,000,000.00 of a two-digit currency */
  fixedFeeMax: 100_000_000,
  /** a percentage fee in basis points: at most 100 % */
  percentFeeMax: 10_000,
  countriesMax: 300,
  credentialsMax: 20,
  credentialKeyMax: 64,
  credentialValueMax: 2000,
  sortMax: 9999,
} as const;

export const paymentListQuery = pageQuery.extend({
  /** a name in any language */
  keyword: searchText,
  status: z.enum(['enabled', 'disabled']).optional(),
  sort: sortParam(['id', 'sort']),
});

/** A credential as a read shows it: its name and whether its value is set (`unreadable`: sealed with another key). */
export const credentialState = z.object({ key: z.string(), state: z.enum(['set', 'unreadable']) });

export const paymentRow = z.object({
  id: z.number().int(),
  name: localizedData,
  /** null for a method added on the screen */
  builtIn: z.enum(PAYMENT_BUILT_INS).nullable(),
  enabled: z.boolean(),
  sort: z.number().int(),
  feeType: z.enum(PAYMENT_FEE_TYPES),
  fee: z.number().int(),
  /** the base currency a fixed fee is in */
  currency: z.string(),
  /** ISO codes; empty: offered everywhere */
  countries: z.array(z.string()),
  /** names of the credentials that are set (never their values) */
  credentialKeys: z.array(z.string()),
  /** orders paid with it: such a method is disabled, not deleted */
  orderCount: z.number().int(),
  createdAt: z.string(),
  version: z.number().int(),
});
export const paymentListData = listData(paymentRow);
export const paymentInfo = paymentRow.extend({
  instructions: localizedData,
  credentials: z.array(credentialState),
  updatedAt: z.string(),
});

/** A credential in a request: a new value, or '' to keep the stored one (a key left out is cleared). */
export const credentialInput = z
  .object({
    key: z
      .string()
      .trim()
      .min(1, 'required')
      .max(PAYMENT_LIMITS.credentialKeyMax)
      .regex(/^[A-Za-z][A-Za-z0-9_.-]*$/, 'invalid')
      .meta({ examples: ['merchantId'] }),
    value: z.string().trim().max(PAYMENT_LIMITS.credentialValueMax).default(''),
  })
  .strict();

const countryCode = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isCountryCode, 'invalid')
  .meta({ examples: ['ES'] });

export const paymentFields = {
  name: localizedName(PAYMENT_LIMITS.nameMax),
  instructions: localizedText(PAYMENT_LIMITS.instructionsMax).default({ 'zh-CN': '', en: '', es: '', ja: '' }),
  sort: z.number().int().min(0).max(PAYMENT_LIMITS.sortMax).default(0),
  feeType: z.enum(PAYMENT_FEE_TYPES).default('fixed'),
  /** minor units of the base currency (fixed) or basis points (percent) */
  fee: z.number().int().min(0).max(PAYMENT_LIMITS.fixedFeeMax).default(0),
  countries: z
    .array(countryCode)
    .max(PAYMENT_LIMITS.countriesMax)
    .default([])
    .transform((codes) => [...new Set(codes)]),
  credentials: z.array(credentialInput).max(PAYMENT_LIMITS.credentialsMax).default([]),
};

type Fields = { feeType: PaymentFeeType; fee: number; credentials: { key: string; value: string }[] };
/** A percentage fee is at most 100 %; a credential's name appears once (whatever the case). */
function checkFields(v: Fields, ctx: z.RefinementCtx): void {
  if (v.feeType === 'percent' && v.fee > PAYMENT_LIMITS.percentFeeMax)
    ctx.addIssue({
      code: 'too_big',
      origin: 'number',
      maximum: PAYMENT_LIMITS.percentFeeMax,
      path: ['fee'],
      message: 'too_big',
    });
  const seen = new Set<string>();
  v.credentials.forEach((c, i) => {
    const key = c.key.toLowerCase();
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['credentials', i, 'key'], message: 'duplicate' });
    seen.add(key);
  });
}

/** Adding: every credential listed needs its value. */
export const paymentAddBody = z
  .object({ ...paymentFields, enabled: z.boolean().default(true) })
  .superRefine((v, ctx) => {
    checkFields(v, ctx);
    v.credentials.forEach((c, i) => {
      if (c.value === '') ctx.addIssue({ code: 'custom', path: ['credentials', i, 'value'], message: 'required' });
    });
  });
/** Editing: a credential with an empty value keeps the stored one (it must be set); one left out is cleared. */
export const paymentEditBody = z
  .object({ ...paymentFields, id: idParam, version: versionField })
  .superRefine(checkFields);

/** The endpoints of /payment and /paymentEdit/:pid. */
export const paymentApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/setting/payment',
    permission: 'setting_payment',
    summary: 'List payment methods (search, status, sort, pager); credentials by name only',
    query: paymentListQuery,
    data: paymentListData,
  }),
  info: endpoint({
    method: 'GET',
    path: '/admin/setting/payment/info',
    permission: 'setting_payment',
    summary: 'One payment method; each credential says whether it is set, never its value',
    query: idQuery,
    data: paymentInfo,
  }),
  add: endpoint({
    method: 'POST',
    path: '/admin/setting/payment/add',
    permission: 'setting_payment',
    summary: 'Add a payment method (credentials stored encrypted)',
    body: paymentAddBody,
    data: paymentInfo,
  }),
  edit: endpoint({
    method: 'POST',
    path: '/admin/setting/payment/edit',
    permission: 'setting_payment',
    summary:
      'Edit a payment method (version checked); a credential sent with an empty value keeps its stored one, ' +
      'one left out is cleared',
    body: paymentEditBody,
    data: paymentInfo,
  }),
  status: endpoint({
    method: 'POST',
    path: '/admin/setting/payment/status',
    permission: 'setting_payment',
    summary: 'Enable or disable a payment method (a disabled one cannot be recorded on an order)',
    body: statusBody,
    data: paymentInfo,
  }),
  del: endpoint({
    method: 'POST',
    path: '/admin/setting/payment/del',
    permission: 'setting_payment',
    summary: 'Delete a payment method no order was paid with (never a built-in one)',
    body: idBody,
    data: okData,
  }),
};

export type PaymentListQuery = z.infer<typeof paymentListQuery>;
export type PaymentRow = z.infer<typeof paymentRow>;
export type PaymentInfo = z.infer<typeof paymentInfo>;
export type PaymentAddBody = z.infer<typeof paymentAddBody>;
export type PaymentEditBody = z.infer<typeof paymentEditBody>;
export type CredentialInput = z.infer<typeof credentialInput>;
