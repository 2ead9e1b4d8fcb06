import { z } from 'zod';
import { endpoint } from '../contract.ts';
import { isCountryCode } from '../countries.ts';
import { LANGUAGES } from '../constants.ts';
import { localizedData, localizedText } from './catalog-common.ts';
import { idBody, idParam, idQuery, isoDate, listData, okData, pageQuery, searchText, versionField } from './common.ts';

/**
 * E-mail push (/push, /push/log): a message written per language with variables, sent to an
 * audience (customers filtered by group, country, registration date and purchases, or the
 * suppliers) now or at a time, by a job through the mail settings at a rate per minute. Each
 * recipient is a row with its own state, SMTP answer and retries: the log and its CSV export.
 */
export const PUSH_STATUSES = ['draft', 'scheduled', 'sending', 'done', 'stopped', 'failed'] as const;
export type PushStatus = (typeof PUSH_STATUSES)[number];
/** pending: not sent yet; sending: handed to the SMTP server; skipped: unsubscribed meanwhile */
export const PUSH_RECIPIENT_STATES = ['pending', 'sending', 'sent', 'bounced', 'failed', 'skipped'] as const;
export type PushRecipientState = (typeof PUSH_RECIPIENT_STATES)[number];
export const PUSH_AUDIENCE_KINDS = ['customers', 'suppliers'] as const;
export const PUSH_PURCHASE = ['any', 'ordered_within', 'never_ordered'] as const;

export const PUSH_LIMITS = {
  nameMax: 100,
  subjectMax: 200,
  bodyMax: 50_000,
  productsMax: 12,
  groupsMax: 50,
  countriesMax: 300,
  purchaseDaysMax: 3650,
  /** messages per minute; 0 = unlimited */
  rateMax: 600_000,
  /** attempts of one recipient on temporary SMTP errors (4xx, lost connection) */
  attemptsMax: 4,
} as const;

const countryCode = z.string().trim().toUpperCase().refine(isCountryCode, 'invalid');
const optionalDay = z.union([isoDate, z.literal('')]).default('');

export const pushAudience = z
  .object({
    kind: z.enum(PUSH_AUDIENCE_KINDS).default('customers'),
    /** customer groups; none: every group */
    groupIds: z.array(idParam).max(PUSH_LIMITS.groupsMax).default([]),
    /** ISO codes of the customers' country; none: everywhere */
    countries: z
      .array(countryCode)
      .max(PUSH_LIMITS.countriesMax)
      .default([])
      .transform((c) => [...new Set(c)]),
    /** registered on or after / on or before these days (the store's calendar); '' = no bound */
    registeredFrom: optionalDay,
    registeredTo: optionalDay,
    purchase: z.enum(PUSH_PURCHASE).default('any'),
    /** with `ordered_within`: ordered in the last N days */
    purchaseDays: z.number().int().min(1).max(PUSH_LIMITS.purchaseDaysMax).default(30),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.registeredFrom && v.registeredTo && v.registeredFrom > v.registeredTo)
      ctx.addIssue({ code: 'custom', path: ['registeredTo'], message: 'invalid' });
  });
export type PushAudience = z.output<typeof pushAudience>;

const scheduleAt = z.iso
  .datetime({ offset: true, message: 'invalid' })
  .nullable()
  .default(null)
  .meta({ examples: ['2026-12-01T09:00:00+08:00'] });

export const pushFields = {
  name: z.string().trim().min(1, 'required').max(PUSH_LIMITS.nameMax),
  subject: localizedText(PUSH_LIMITS.subjectMax),
  /** HTML per language (sanitized when saved) */
  body: localizedText(PUSH_LIMITS.bodyMax),
  audience: pushAudience.default({
    kind: 'customers',
    groupIds: [],
    countries: [],
    registeredFrom: '',
    registeredTo: '',
    purchase: 'any',
    purchaseDays: 30,
  }),
  /** the products of the {{products}} block, in this order */
  productIds: z
    .array(idParam)
    .max(PUSH_LIMITS.productsMax)
    .default([])
    .transform((ids) => [...new Set(ids)]),
  /** null: when sent; else the time the send starts (the minute after) */
  scheduleAt,
  /** messages per minute, 0 = unlimited; null = the mail settings' default */
  ratePerMinute: z.number().int().min(0).max(PUSH_LIMITS.rateMax).nullable().default(null),
};

export const pushAddBody = z.object(pushFields).strict();
export const pushEditBody = z.object({ ...pushFields, id: idParam, version: versionField }).strict();

export const pushListQuery = pageQuery.extend({
  keyword: searchText,
  status: z.enum(PUSH_STATUSES).optional(),
});

export const pushCounts = z.object({
  total: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  bounced: z.number().int(),
  skipped: z.number().int(),
});

export const pushRow = pushCounts.extend({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(PUSH_STATUSES),
  audienceKind: z.enum(PUSH_AUDIENCE_KINDS),
  scheduleAt: z.string().nullable(),
  ratePerMinute: z.number().int().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  createdAt: z.string(),
  /** the SMTP error that stopped the whole push (mail not configured, server unreachable) */
  error: z.string(),
  version: z.number().int(),
});
export const pushListData = listData(pushRow);
export const pushInfo = pushRow.extend({
  subject: localizedData,
  body: localizedData,
  audience: z.object({
    kind: z.enum(PUSH_AUDIENCE_KINDS),
    groupIds: z.array(z.number().int()),
    countries: z.array(z.string()),
    registeredFrom: z.string(),
    registeredTo: z.string(),
    purchase: z.enum(PUSH_PURCHASE),
    purchaseDays: z.number().int(),
  }),
  productIds: z.array(z.number().int()),
  updatedAt: z.string(),
});

export const pushSendBody = z.object({ id: idParam, version: versionField }).strict();
export const pushPreviewBody = z
  .object({
    subject: z.string().max(PUSH_LIMITS.subjectMax).default(''),
    body: z.string().max(PUSH_LIMITS.bodyMax).default(''),
    language: z.enum(LANGUAGES),
    productIds: pushFields.productIds,
  })
  .strict();
export const pushPreviewData = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export const pushCountBody = z.object({ audience: pushAudience }).strict();
export const pushCountData = z.object({ count: z.number().int() });

/** What the form needs to know: the store's default language, the default rate and whether mail can leave. */
export const pushOptionsData = z.object({
  defaultLanguage: z.enum(LANGUAGES),
  languages: z.array(z.enum(LANGUAGES)),
  defaultRate: z.number().int(),
  mailConfigured: z.boolean(),
});

export const pushLogQuery = pageQuery.extend({
  pushId: idParam.optional(),
  state: z.enum(PUSH_RECIPIENT_STATES).optional(),
  /** part of the address */
  keyword: searchText,
});
export const pushLogFilters = pushLogQuery.omit({ page: true, pageSize: true });
export const pushLogRow = z.object({
  id: z.number().int(),
  pushId: z.number().int(),
  pushName: z.string(),
  email: z.string(),
  name: z.string(),
  language: z.string(),
  state: z.enum(PUSH_RECIPIENT_STATES),
  attempts: z.number().int(),
  /** the SMTP server's last answer (250 ..., 550 ..., or the connection error) */
  response: z.string(),
  messageId: z.string(),
  sentAt: z.string().nullable(),
  updatedAt: z.string(),
});
export const pushLogData = listData(pushLogRow);

export const pushUnsubscribeQuery = z.object({ token: z.string().min(1).max(2000) });

export const pushApi = {
  options: endpoint({
    method: 'GET',
    path: '/admin/push/options',
    permission: 'push_email',
    summary: "The push form's context: the store's default language, the default rate, whether mail is set",
    data: pushOptionsData,
  }),
  list: endpoint({
    method: 'GET',
    path: '/admin/push/list',
    permission: 'push_email',
    summary: 'E-mail pushes with their status and progress',
    query: pushListQuery,
    data: pushListData,
  }),
  info: endpoint({
    method: 'GET',
    path: '/admin/push/info',
    permission: 'push_email',
    summary: 'One e-mail push: templates, audience, schedule and progress',
    query: idQuery,
    data: pushInfo,
  }),
  add: endpoint({
    method: 'POST',
    path: '/admin/push/add',
    permission: 'push_email',
    summary: 'Write a new e-mail push (a draft until sent)',
    body: pushAddBody,
    data: pushInfo,
  }),
  edit: endpoint({
    method: 'POST',
    path: '/admin/push/edit',
    permission: 'push_email',
    summary: 'Change a draft or scheduled e-mail push',
    body: pushEditBody,
    data: pushInfo,
  }),
  del: endpoint({
    method: 'POST',
    path: '/admin/push/del',
    permission: 'push_email',
    summary: 'Delete an e-mail push that is not sending, with its log',
    body: idBody,
    data: okData,
  }),
  send: endpoint({
    method: 'POST',
    path: '/admin/push/send',
    permission: 'push_email',
    summary: 'Send a draft now, or at its scheduled time',
    body: pushSendBody,
    data: pushInfo,
  }),
  stop: endpoint({
    method: 'POST',
    path: '/admin/push/stop',
    permission: 'push_email',
    summary: 'Stop a scheduled or sending push at once; who got it keeps it, nobody else gets it',
    body: idBody,
    data: pushInfo,
  }),
  preview: endpoint({
    method: 'POST',
    path: '/admin/push/preview',
    permission: 'push_email',
    summary: 'A template rendered for a sample customer, in one language',
    body: pushPreviewBody,
    data: pushPreviewData,
  }),
  count: endpoint({
    method: 'POST',
    path: '/admin/push/audience/count',
    permission: 'push_email',
    summary: 'How many addresses an audience reaches now (unsubscribed ones left out)',
    body: pushCountBody,
    data: pushCountData,
  }),
};

export const pushLogApi = {
  pushes: endpoint({
    method: 'GET',
    path: '/admin/push/log/pushes',
    permission: 'push_email_log',
    summary: 'The pushes sent, with their counts per outcome',
    query: pushListQuery,
    data: pushListData,
  }),
  list: endpoint({
    method: 'GET',
    path: '/admin/push/log',
    permission: 'push_email_log',
    summary: 'Recipients of pushes with their state, SMTP answer and attempts',
    query: pushLogQuery,
    data: pushLogData,
  }),
  export: endpoint({
    method: 'GET',
    path: '/admin/push/log/export',
    permission: 'push_email_log',
    summary: 'The filtered recipients as CSV',
    query: pushLogFilters,
    file: true,
  }),
};

export const pushPublicApi = {
  unsubscribe: endpoint({
    method: 'GET',
    path: '/api/push/unsubscribe',
    permission: null,
    summary: 'The unsubscribe link of a push e-mail (signed token): no later push reaches the address; answers a page',
    query: pushUnsubscribeQuery,
    file: true,
  }),
};

export type PushInfo = z.output<typeof pushInfo>;
export type PushRow = z.output<typeof pushRow>;
export type PushAddBody = z.input<typeof pushAddBody>;
export type PushEditBody = z.input<typeof pushEditBody>;
export type PushFields = z.output<typeof pushAddBody>;
export type PushEditValues = z.output<typeof pushEditBody>;
export type PushListQuery = z.output<typeof pushListQuery>;
export type PushLogQuery = z.output<typeof pushLogQuery>;
export type PushLogFilters = z.output<typeof pushLogFilters>;
export type PushLogRow = z.output<typeof pushLogRow>;
