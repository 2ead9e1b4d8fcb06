import { z } from 'zod';
import { CUSTOMER_PASSWORD_FLOOR, LANGUAGES } from '../constants.ts';
import { currencyCode, localizedName, seoFields, storedFileUrl } from './catalog-common.ts';
import { idParam } from './common.ts';
import { settingsSection } from './settings-section.ts';
import { endpoint } from '../contract.ts';

/** Whether the runtime knows an IANA time zone name (Asia/Shanghai, Europe/Madrid, UTC). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** An http(s) address with a host name (letters, digits, dots and dashes), an optional port and path. */
const HTTP_URL = /^https?:\/\/[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?(\/\S*)?$/i;
const picture = z.union([storedFileUrl, z.literal('')]).default('');
const httpUrl = z
  .string()
  .trim()
  .max(255)
  .regex(HTTP_URL, 'invalid')
  .meta({ examples: ['https://shop.example.com/'] });

/** Settings > store info (`/setting`). The base address, language, currency and zone start from the configuration. */
export const storeSettings = settingsSection({
  name: 'store',
  path: '/admin/setting/store',
  permission: 'setting_store',
  summary: 'Store info: name, logo, icon, contact, base address, defaults, SEO, maintenance mode',
  fields: {
    name: localizedName(64),
    logo: picture,
    /** exactly 16x16 (checked on the stored picture) */
    icon: picture,
    email: z.union([z.literal(''), z.email('invalid').max(128)]).default(''),
    phone: z
      .string()
      .trim()
      .max(32)
      .regex(/^[0-9+() -]*$/, 'invalid')
      .default(''),
    address: z.string().trim().max(255).default(''),
    /** the storefront's address: the top bar's home link, links in e-mails, the product link rule */
    baseUrl: httpUrl,
    defaultLanguage: z.enum(LANGUAGES),
    defaultCurrency: currencyCode.meta({ examples: ['USD'] }),
    /** day boundaries of statistics and the clock of schedules */
    timeZone: z
      .string()
      .trim()
      .min(1, 'required')
      .max(64)
      .refine(isTimeZone, 'invalid')
      .meta({ examples: ['UTC'] }),
    ...seoFields,
    maintenance: z.boolean().default(false),
  },
});

/** Settings > members (`/setting/member`). */
export const memberSettings = settingsSection({
  name: 'member',
  path: '/admin/setting/member',
  permission: 'setting_member',
  summary: 'Members: registration, the customer password minimum, the default customer group',
  fields: {
    registrationOpen: z.boolean().default(true),
    passwordMin: z.number().int().min(CUSTOMER_PASSWORD_FLOOR).max(64).default(CUSTOMER_PASSWORD_FLOOR),
    /** the group of a customer added without one; null = none */
    defaultGroupId: idParam.nullable().default(null),
  },
});

export const SETTLEMENT_CYCLES = ['weekly', 'semimonthly', 'monthly'] as const;
export const ONBOARDING_DOCUMENTS = [
  'business_licence',
  'tax_registration',
  'legal_person_id',
  'bank_account_proof',
  'brand_authorisation',
  'industry_permit',
] as const;

const weight = z.number().int().min(0).max(100);
/** The scorecard's weight fields, in the order the criteria are listed. */
export const SCORE_WEIGHTS = [
  'weightOnTime',
  'weightReviews',
  'weightViolations',
  'weightMarks',
  'weightResponse',
  'weightInspections',
] as const;
export type ScoreWeight = (typeof SCORE_WEIGHTS)[number];

/**
 * A record saved before the inspections criterion existed holds five weights adding up to 100 and
 * no inspections weight, which its default would push past 100: such a record loads with the
 * inspections weight that keeps the sum at 100 (0), so its scores stay as they were until the
 * weights are saved again. Saved records always add up to 100 (the section's rule), and never-saved
 * ones take the defaults (which do): any other record is answered as it is.
 */
export function balancedWeights<T extends Record<ScoreWeight, number>>(v: T): T {
  if (SCORE_WEIGHTS.reduce((sum, w) => sum + v[w], 0) === 100) return v;
  const rest = SCORE_WEIGHTS.reduce((sum, w) => (w === 'weightInspections' ? sum : sum + v[w]), 0);
  return rest <= 100 ? { ...v, weightInspections: 100 - rest } : v;
}

/** Settings > suppliers (`/setting/supplier`): defaults the supply chain reads. */
export const supplierSettings = settingsSection({
  name: 'supplier',
  path: '/admin/setting/supplier',
  permission: 'setting_supplier',
  summary:
    'Supplier defaults: commission, settlement cycle, onboarding documents, bank-change cooling-off, scorecard, ' +
    'demand suggestions',
  fields: {
    /** in basis points: 500 = 5 % */
    commissionRate: z.number().int().min(0).max(10_000).default(500),
    settlementCycle: z.enum(SETTLEMENT_CYCLES).default('monthly'),
    requiredDocuments: z
      .array(z.enum(ONBOARDING_DOCUMENTS))
      .max(ONBOARDING_DOCUMENTS.length)
      .refine((a) => new Set(a).size === a.length, 'duplicate')
      .default(['business_licence', 'tax_registration', 'legal_person_id', 'bank_account_proof']),
    /** days a changed bank account waits before settlements are paid to it */
    bankChangeCoolingDays: z.number().int().min(0).max(90).default(7),
    /** the score a new supplier starts with */
    scoreInitial: z.number().int().min(0).max(100).default(100),
    /** the days of orders, inspections and violations a score is computed over */
    scoreWindowDays: z.number().int().min(7).max(365).default(90),
    /** a supplier below this score is flagged to the reviewers */
    scoreWarningBelow: z.number().int().min(0).max(100).default(60),
    /** below this many orders in the window the score is N/A */
    scoreMinOrders: z.number().int().min(0).max(10_000).default(5),
    /** days before a document expires that the supplier and the reviewers are warned */
    licenceWarnDays: z.number().int().min(1).max(180).default(30),
    /**
     * after a licence expired, every this many days one more right is withdrawn: bids, inspections,
     * new products, then the supplier is suspended
     */
    licenceStepDays: z.number().int().min(1).max(90).default(15),
    /** hours a supplier-side audit (application, bank change, invoice, appeal) may wait before it is late */
    reviewSlaHours: z.number().int().min(1).max(720).default(48),
    /** an invoice whose amount differs from the settled amount by more than this (basis points) is flagged */
    invoiceToleranceBp: z.number().int().min(0).max(10_000).default(100),
    /** a keyword the shop's searches found nothing for this many times becomes a demand suggestion */
    demandSearchMinCount: z.number().int().min(1).max(1000).default(3),
    /** the days of shop searches the demand suggestions count */
    demandSearchDays: z.number().int().min(1).max(365).default(30),
    /**
     * the scorecard's criteria, in percent (add up to 100): shipments on time, review ratings,
     * violation points, staff marks, response time, inspections approved. Stored values of the
     * older four weights (quality, delivery, service, compliance) are no fields any more: a record
     * holding them loads with these defaults; one without the inspections weight, see balancedWeights.
     */
    weightOnTime: weight.default(25),
    weightReviews: weight.default(20),
    weightViolations: weight.default(15),
    weightMarks: weight.default(15),
    weightResponse: weight.default(10),
    weightInspections: weight.default(15),
  },
  rules: (v, ctx) => {
    if (SCORE_WEIGHTS.reduce((sum, w) => sum + v[w], 0) !== 100)
      ctx.addIssue({ code: 'custom', path: ['weightOnTime'], message: 'sum_100' });
  },
});

/** The spec's upload maxima: large pictures 10 MB, standard ones 2 MB. */
export const UPLOAD_MAXIMA_MB = { large: 10, standard: 2 } as const;

/** Settings > system (`/system`). Values saved here win over the configuration's defaults. */
export const systemSettings = settingsSection({
  name: 'system',
  path: '/admin/setting/system',
  permission: 'setting_system',
  summary: 'System: session lifetimes, sign-in lockout, upload limits, operation-log retention, backups',
  fields: {
    sessionIdleMinutes: z
      .number()
      .int()
      .min(5)
      .max(7 * 24 * 60),
    sessionAbsoluteHours: z
      .number()
      .int()
      .min(1)
      .max(24 * 90),
    /** failed sign-ins of one account within the window that lock it */
    lockoutFailures: z.number().int().min(3).max(20).default(5),
    lockoutMinutes: z.number().int().min(1).max(1440).default(15),
    /** product and feedback pictures */
    uploadLargeMb: z.number().int().min(1).max(UPLOAD_MAXIMA_MB.large).default(UPLOAD_MAXIMA_MB.large),
    /** logo, watermark, category and other pictures */
    uploadStandardMb: z.number().int().min(1).max(UPLOAD_MAXIMA_MB.standard).default(UPLOAD_MAXIMA_MB.standard),
    /** operation-log rows older than this are deleted by a nightly job */
    logRetentionDays: z.number().int().min(30).max(3650).default(365),
    /** a backup of the embedded database and the uploads every night (on PostgreSQL: the uploads) */
    backupDaily: z.boolean().default(false),
    /** how many backups are kept; older ones are deleted after each nightly backup */
    backupKeep: z.number().int().min(1).max(90).default(7),
  },
});

export const MAIL_SECURITY = ['auto', 'tls', 'starttls'] as const;

/**
 * Settings > third-party mail (`/setting/mail`): the SMTP server every e-mail leaves by. Until it is
 * first saved the server's SMTP_* configuration applies. The password is never answered.
 */
export const mailSettings = settingsSection({
  name: 'mail',
  path: '/admin/setting/mail',
  permission: 'setting_mail',
  summary: 'Third-party mail (SMTP): server, port, security, account and sender; the password is never answered',
  fields: {
    /** '' = no mail server: e-mails are refused up front */
    host: z
      .string()
      .trim()
      .max(255)
      .regex(/^[a-z0-9.-]*$/i, 'invalid')
      .default(''),
    port: z.number().int().min(1).max(65535).default(587),
    /** auto: STARTTLS when offered; tls: TLS from the start (465); starttls: STARTTLS required */
    security: z.enum(MAIL_SECURITY).default('auto'),
    user: z.string().trim().max(255).default(''),
    /** e.g. "Shop <no-reply@example.com>"; '' = no-reply at the store's host */
    sender: z.string().trim().max(255).default(''),
    /** e-mail push: messages per minute a push sends unless it names its own rate; 0 = unlimited */
    pushRatePerMinute: z.number().int().min(0).max(600_000).default(600),
  },
  secrets: ['password'],
});

export const mailTestBody = z.object({ to: z.email('invalid').max(128) });
export const mailTestData = z.object({ sent: z.boolean(), response: z.string() });
export const mailTestApi = endpoint({
  method: 'POST',
  path: '/admin/setting/mail/test',
  permission: 'setting_mail',
  summary: 'Send a test e-mail with the saved mail settings; answers what the SMTP server said',
  body: mailTestBody,
  data: mailTestData,
});

export type StoreSettings = z.output<typeof storeSettings.fields>;
export type MemberSettings = z.output<typeof memberSettings.fields>;
export type SupplierSettings = z.output<typeof supplierSettings.fields>;
export type SystemSettings = z.output<typeof systemSettings.fields>;
export type StoreSettingsData = z.output<typeof storeSettings.api.info.data>;
export type StoreSettingsBody = z.input<typeof storeSettings.api.edit.body>;
export type MailSettings = z.output<typeof mailSettings.fields>;
export type MailTestBody = z.infer<typeof mailTestBody>;
