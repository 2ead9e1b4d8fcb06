import { z } from 'zod';
import { endpoint } from '../contract.ts';
import { listData, okData, pageQuery, searchText, sortParam, versionField } from './common.ts';
import { isIsoCurrency } from '../iso-currencies.ts';

/**
 * /currency: the currencies orders are checked out in. Exactly one is the default (`isBase`, rate
 * 1); every other rate is units of that currency per one unit of the default. Amounts are integer
 * minor units, so `decimals` (the ISO 4217 minor digits: JPY 0, USD 2, KWD 3) is set when the
 * currency is added and then kept: stored amounts would change meaning otherwise.
 */
export const RATE_LIMITS = { min: 0.00000001, max: 1_000_000_000, scale: 8 } as const;

export const currencyCodeParam = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'invalid');

export const currencyListQuery = pageQuery.extend({
  /** code or name */
  keyword: searchText,
  status: z.enum(['enabled', 'disabled']).optional(),
  sort: sortParam(['code', 'name', 'rate']),
});

export const currencyRow = z.object({
  code: z.string(),
  name: z.string(),
  symbol: z.string(),
  /** the symbol is written after the amount ("12,50 €") */
  symbolRight: z.boolean(),
  decimals: z.number().int(),
  rate: z.number(),
  isBase: z.boolean(),
  enabled: z.boolean(),
  /** orders checked out in it and products priced in it: such a currency is disabled, not deleted */
  orderCount: z.number().int(),
  productCount: z.number().int(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export const currencyListData = listData(currencyRow);

const rate = z
  .number()
  .min(RATE_LIMITS.min, 'too_small')
  .max(RATE_LIMITS.max, 'too_big')
  .refine((n) => Number.isFinite(n) && Math.abs(Math.round(n * 1e8) / 1e8 - n) < 1e-12, 'invalid');

export const currencyFields = {
  name: z.string().trim().min(1, 'required').max(64),
  symbol: z.string().trim().min(1, 'required').max(8),
  symbolRight: z.boolean().default(false),
  /** units per one unit of the default currency (ignored for the default itself, which stays 1) */
  rate,
};
export const currencyAddBody = z.object({
  ...currencyFields,
  /** an ISO 4217 code */
  code: currencyCodeParam.refine(isIsoCurrency, 'invalid').meta({ examples: ['KWD'] }),
  decimals: z.number().int().min(0).max(4),
  enabled: z.boolean().default(true),
});
export const currencyEditBody = z.object({ ...currencyFields, code: currencyCodeParam, version: versionField });
export const currencyCodeQuery = z.object({ code: currencyCodeParam });
export const currencyCodeBody = z.object({ code: currencyCodeParam });
export const currencyStatusBody = z.object({
  code: currencyCodeParam,
  status: z.boolean(),
  version: versionField.optional(),
});
export const currencyDefaultBody = z.object({ code: currencyCodeParam, version: versionField });

export const RATE_CHANGE_REASONS = ['add', 'edit', 'default'] as const;
export const currencyHistoryQuery = pageQuery.extend({ code: currencyCodeParam.optional() });
export const currencyHistoryRow = z.object({
  id: z.number().int(),
  code: z.string(),
  /** null for the first rate (the currency was added) */
  oldRate: z.number().nullable(),
  newRate: z.number(),
  /** add | edit | default (recomputed when the default changed) */
  reason: z.enum(RATE_CHANGE_REASONS),
  /** the default currency the rates are against after the change */
  baseCode: z.string(),
  actorName: z.string(),
  createdAt: z.string(),
});
export const currencyHistoryData = listData(currencyHistoryRow);

/** What every screen needs to show money: each currency's symbol, side and minor digits (disabled ones too). */
export const currencyDisplayRow = z.object({
  code: z.string(),
  name: z.string(),
  symbol: z.string(),
  symbolRight: z.boolean(),
  decimals: z.number().int(),
  rate: z.number(),
  isBase: z.boolean(),
  enabled: z.boolean(),
});
export const currencyDisplayData = z.object({ list: z.array(currencyDisplayRow) });

/** What a default switch did: rates recomputed, amounts kept in the default currency converted. */
export const currencyDefaultData = z.object({
  code: z.string(),
  previous: z.string(),
  /** currencies whose rate was recomputed */
  rates: z.number().int(),
  /** stored default-currency amounts converted (orders' totals in the default, fees) */
  converted: z.record(z.string(), z.number().int()),
});

const P = 'setting_currency';
/** The endpoints of /currency. */
export const currencyApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/setting/currency',
    permission: P,
    summary: 'List currencies (search, status, sort, pager) with the orders and products using each',
    query: currencyListQuery,
    data: currencyListData,
  }),
  info: endpoint({
    method: 'GET',
    path: '/admin/setting/currency/info',
    permission: P,
    summary: 'One currency',
    query: currencyCodeQuery,
    data: currencyRow,
  }),
  add: endpoint({
    method: 'POST',
    path: '/admin/setting/currency/add',
    permission: P,
    summary: 'Add an ISO 4217 currency with its rate against the default (recorded in the rate history)',
    body: currencyAddBody,
    data: currencyRow,
  }),
  edit: endpoint({
    method: 'POST',
    path: '/admin/setting/currency/edit',
    permission: P,
    summary: 'Edit a currency: name, symbol and side, rate (a new rate is recorded in the history)',
    body: currencyEditBody,
    data: currencyRow,
  }),
  status: endpoint({
    method: 'POST',
    path: '/admin/setting/currency/status',
    permission: P,
    summary: 'Enable or disable a currency (never the default; a disabled one is not offered for new orders)',
    body: currencyStatusBody,
    data: currencyRow,
  }),
  del: endpoint({
    method: 'POST',
    path: '/admin/setting/currency/del',
    permission: P,
    summary: 'Delete a currency no order or product uses (never the default)',
    body: currencyCodeBody,
    data: okData,
  }),
  makeDefault: endpoint({
    method: 'POST',
    path: '/admin/setting/currency/default',
    permission: P,
    summary: 'Make a currency the default: every rate recomputed against it, stored default amounts converted',
    body: currencyDefaultBody,
    data: currencyDefaultData,
  }),
  history: endpoint({
    method: 'GET',
    path: '/admin/setting/currency/history',
    permission: P,
    summary: 'Rate history (newest first): old and new rate, why, who and when',
    query: currencyHistoryQuery,
    data: currencyHistoryData,
  }),
  display: endpoint({
    method: 'GET',
    path: '/admin/currency/display',
    permission: 'profile',
    summary: 'Every currency with its symbol, side and decimals, for showing money',
    data: currencyDisplayData,
  }),
};

export type CurrencyListQuery = z.infer<typeof currencyListQuery>;
export type CurrencyRow = z.infer<typeof currencyRow>;
export type CurrencyAddBody = z.infer<typeof currencyAddBody>;
export type CurrencyEditBody = z.infer<typeof currencyEditBody>;
export type CurrencyHistoryQuery = z.infer<typeof currencyHistoryQuery>;
export type CurrencyHistoryRow = z.infer<typeof currencyHistoryRow>;
export type CurrencyDisplayRow = z.infer<typeof currencyDisplayRow>;
export type CurrencyDefaultData = z.infer<typeof currencyDefaultData>;
