import { z } from 'zod';
import { endpoint } from '../contract.ts';
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
import { localizedData } from './catalog-common.ts';

/**
 * /taxclass and /tax: tax classes (a product has one; exactly one is the default, used by
 * products without a class) and the tax rules of each class. A rule applies to an order line of
 * its class when the address is in its area (every country, a country, or one region of it by its
 * ISO 3166-2 code) and, when it names a customer group, the customer is in it. Rules of the same
 * priority add up on the same base; a higher priority computes on the base plus the taxes of the
 * priorities before it (compound). Percent rates are basis points (13 % = 1300); fixed amounts are
 * minor units of the default currency per item.
 */
export const TAX_TYPES = ['percent', 'fixed'] as const;
export type TaxType = (typeof TAX_TYPES)[number];
/** percent rates: at most 100 % (10 000 basis points) */
export const TAX_PERCENT_MAX = 10_000;
export const TAX_FIXED_MAX = 100_000_000;
export const TAX_PRIORITY_MAX = 99;

/** ISO 3166-2 code of a region: the country's alpha-2, a dash, one to three letters or digits. */
export const REGION_CODE = /^[A-Z]{2}-[A-Z0-9]{1,3}$/;

// ---- classes

export const taxClassListQuery = pageQuery.extend({
  keyword: searchText,
  sort: sortParam(['id', 'name']),
});
export const taxClassRow = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  isDefault: z.boolean(),
  ruleCount: z.number().int(),
  /** products with this class (the default class also covers products without one) */
  productCount: z.number().int(),
  createdAt: z.string(),
  version: z.number().int(),
});
export const taxClassListData = listData(taxClassRow);
export const taxClassInfo = taxClassRow.extend({ updatedAt: z.string() });
const taxClassFields = {
  name: z.string().trim().min(1, 'required').max(64),
  description: z.string().trim().max(255).default(''),
};
export const taxClassAddBody = z.object(taxClassFields);
export const taxClassEditBody = z.object({ ...taxClassFields, id: idParam, version: versionField });
export const taxClassDefaultBody = z.object({ id: idParam, version: versionField });

// ---- rules

export const taxRuleListQuery = pageQuery.extend({
  keyword: searchText,
  classId: idParam.optional(),
  country: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, 'invalid')
    .optional(),
  status: z.enum(['enabled', 'disabled']).optional(),
  sort: sortParam(['id', 'name', 'priority', 'rate']),
});
export const taxRuleRow = z.object({
  id: z.number().int(),
  name: z.string(),
  classId: z.number().int(),
  className: z.string(),
  /** '' = every country */
  country: z.string(),
  /** ISO 3166-2 code; '' = the whole country */
  region: z.string(),
  type: z.enum(TAX_TYPES),
  rate: z.number().int(),
  groupId: z.number().int().nullable(),
  groupName: localizedData.nullable(),
  priority: z.number().int(),
  enabled: z.boolean(),
  createdAt: z.string(),
  version: z.number().int(),
});
/** with the default currency: fixed rates are minor units of it */
export const taxRuleListData = listData(taxRuleRow).extend({ currency: z.string() });
export const taxRuleInfo = taxRuleRow.extend({ updatedAt: z.string() });

const countryField = z
  .string()
  .trim()
  .regex(/^([A-Z]{2})?$/, 'invalid')
  .default('');
const regionField = z
  .string()
  .trim()
  .regex(new RegExp(`^(${REGION_CODE.source.slice(1, -1)})?$`), 'invalid')
  .default('');

const taxRuleShape = z.object({
  name: z.string().trim().min(1, 'required').max(64),
  classId: idParam,
  country: countryField,
  region: regionField,
  type: z.enum(TAX_TYPES),
  rate: z.number().int().min(0).max(TAX_FIXED_MAX),
  groupId: idParam.nullable().default(null),
  priority: z.number().int().min(0).max(TAX_PRIORITY_MAX).default(1),
});

/** A region belongs to the rule's country; a percent rate is at most 100 %. */
function ruleRules<T extends { country: string; region: string; type: TaxType; rate: number }>(
  r: T,
  ctx: z.RefinementCtx,
): void {
  if (r.region && r.region.slice(0, 2) !== r.country)
    ctx.addIssue({ code: 'custom', path: ['region'], message: 'invalid' });
  if (r.type === 'percent' && r.rate > TAX_PERCENT_MAX)
    ctx.addIssue({ code: 'custom', path: ['rate'], message: 'too_big' });
}

export const taxRuleAddBody = taxRuleShape.extend({ enabled: z.boolean().default(true) }).superRefine(ruleRules);
export const taxRuleEditBody = taxRuleShape.extend({ id: idParam, version: versionField }).superRefine(ruleRules);

/** The calculator: which rules apply to an amount of a class at an address for a group, and what they come to. */
export const taxCalculateBody = z.object({
  classId: idParam,
  country: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, 'invalid'),
  region: regionField,
  groupId: idParam.nullable().default(null),
  /** minor units of the default currency */
  amount: z.number().int().min(0).max(1_000_000_000_000),
  quantity: z.number().int().min(1).max(100_000).default(1),
});
export const appliedTax = z.object({
  ruleId: z.number().int(),
  name: z.string(),
  type: z.enum(TAX_TYPES),
  rate: z.number().int(),
  priority: z.number().int(),
  /** what the rule was computed on: the amount plus the taxes of lower priorities */
  base: z.number().int(),
  amount: z.number().int(),
});
export const taxCalculateData = z.object({
  currency: z.string(),
  amount: z.number().int(),
  applied: z.array(appliedTax),
  tax: z.number().int(),
  total: z.number().int(),
});

export type TaxClassListQuery = z.infer<typeof taxClassListQuery>;
export type TaxClassRow = z.infer<typeof taxClassRow>;
export type TaxClassInfo = z.infer<typeof taxClassInfo>;
export type TaxClassAddBody = z.infer<typeof taxClassAddBody>;
export type TaxClassEditBody = z.infer<typeof taxClassEditBody>;
export type TaxRuleListQuery = z.infer<typeof taxRuleListQuery>;
export type TaxRuleRow = z.infer<typeof taxRuleRow>;
export type TaxRuleInfo = z.infer<typeof taxRuleInfo>;
export type TaxRuleAddBody = z.infer<typeof taxRuleAddBody>;
export type TaxRuleEditBody = z.infer<typeof taxRuleEditBody>;
export type TaxCalculateBody = z.infer<typeof taxCalculateBody>;
export type TaxCalculateData = z.infer<typeof taxCalculateData>;
export type AppliedTax = z.infer<typeof appliedTax>;

/** The endpoints of /taxclass (key `setting_taxclass`). */
export const taxClassApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/setting/taxclass',
    permission: 'setting_taxclass',
    summary: 'List tax classes with their rule and product counts',
    query: taxClassListQuery,
    data: taxClassListData,
  }),
  info: endpoint({
    method: 'GET',
    path: '/admin/setting/taxclass/info',
    permission: 'setting_taxclass',
    summary: 'One tax class',
    query: idQuery,
    data: taxClassInfo,
  }),
  add: endpoint({
    method: 'POST',
    path: '/admin/setting/taxclass/add',
    permission: 'setting_taxclass',
    summary: 'Add a tax class (name unique whatever the case)',
    body: taxClassAddBody,
    data: taxClassInfo,
  }),
  edit: endpoint({
    method: 'POST',
    path: '/admin/setting/taxclass/edit',
    permission: 'setting_taxclass',
    summary: 'Edit a tax class (version checked)',
    body: taxClassEditBody,
    data: taxClassInfo,
  }),
  default: endpoint({
    method: 'POST',
    path: '/admin/setting/taxclass/default',
    permission: 'setting_taxclass',
    summary: 'Make a tax class the default (products without a class are taxed by it)',
    body: taxClassDefaultBody,
    data: taxClassInfo,
  }),
  del: endpoint({
    method: 'POST',
    path: '/admin/setting/taxclass/del',
    permission: 'setting_taxclass',
    summary: 'Delete a tax class no product or rule uses (never the default)',
    body: idBody,
    data: okData,
  }),
};

/** The endpoints of /tax (key `setting_tax`). */
export const taxRuleApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/setting/tax',
    permission: 'setting_tax',
    summary: 'List tax rules (search, class, country, status, sort, pager)',
    query: taxRuleListQuery,
    data: taxRuleListData,
  }),
  info: endpoint({
    method: 'GET',
    path: '/admin/setting/tax/info',
    permission: 'setting_tax',
    summary: 'One tax rule',
    query: idQuery,
    data: taxRuleInfo,
  }),
  add: endpoint({
    method: 'POST',
    path: '/admin/setting/tax/add',
    permission: 'setting_tax',
    summary: 'Add a tax rule',
    body: taxRuleAddBody,
    data: taxRuleInfo,
  }),
  edit: endpoint({
    method: 'POST',
    path: '/admin/setting/tax/edit',
    permission: 'setting_tax',
    summary: 'Edit a tax rule (version checked)',
    body: taxRuleEditBody,
    data: taxRuleInfo,
  }),
  status: endpoint({
    method: 'POST',
    path: '/admin/setting/tax/status',
    permission: 'setting_tax',
    summary: 'Enable or disable a tax rule',
    body: statusBody,
    data: taxRuleInfo,
  }),
  del: endpoint({
    method: 'POST',
    path: '/admin/setting/tax/del',
    permission: 'setting_tax',
    summary: 'Delete a tax rule (orders keep the tax they were priced with)',
    body: idBody,
    data: okData,
  }),
  calculate: endpoint({
    method: 'POST',
    path: '/admin/setting/tax/calculate',
    permission: 'setting_tax',
    summary: 'The rules that apply to an amount of a class at an address, and the tax they come to',
    body: taxCalculateBody,
    data: taxCalculateData,
  }),
};
