import { z } from 'zod';
import { AUTH } from '../constants.ts';
import { endpoint } from '../contract.ts';
import { idParam, isoDate, listData, pageQuery, versionField } from './common.ts';
import { password } from './admin.ts';
import { ONBOARDING_DOCUMENTS } from './settings.ts';

/**
 * Supplier applications: the public "apply to become a supplier" form, the applicant's status page
 * (reference + token), field-by-field review in rounds, and the account created on approval.
 */
export const APPLICATION_STATUSES = ['pending', 'failed', 'passed'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The enterprise fields every application must fill. */
export const APPLICATION_REQUIRED_FIELDS = [
  'enterpriseName',
  'registrationNumber',
  'taxId',
  'address',
  'licenceNumber',
  'licenceExpiresOn',
  'legalPersonName',
  'legalPersonIdNumber',
  'operatorName',
  'operatorPhone',
  'operatorEmail',
  'contactPhone',
] as const;
/** Optional at application time (a bank change is audited later anyway). */
export const APPLICATION_OPTIONAL_FIELDS = ['bankName', 'bankBranch', 'bankAccountName', 'bankAccountNumber'] as const;
export const APPLICATION_FIELDS = [...APPLICATION_REQUIRED_FIELDS, ...APPLICATION_OPTIONAL_FIELDS] as const;
export type ApplicationField = (typeof APPLICATION_FIELDS)[number];
export type OnboardingDocument = (typeof ONBOARDING_DOCUMENTS)[number];
/** What a reviewer decides on: one enterprise field, or one document kind. */
export type ApplicationItem = ApplicationField | OnboardingDocument;
export const APPLICATION_ITEMS: readonly ApplicationItem[] = [...APPLICATION_FIELDS, ...ONBOARDING_DOCUMENTS];
export const isApplicationItem = (s: string): s is ApplicationItem => (APPLICATION_ITEMS as string[]).includes(s);

/** Why an item was rejected; the applicant reads the code's text (supply-application-words.ts). */
export const APPLICATION_REASON_CODES = [
  'illegible',
  'expired',
  'mismatch',
  'missing',
  'invalid_format',
  'not_authorised',
  'duplicate',
  'other',
] as const;
export type ApplicationReasonCode = (typeof APPLICATION_REASON_CODES)[number];

/** Per-IP limits of the public endpoints (requests per window). */
export const APPLY_LIMITS = {
  submit: { max: 5, timeWindow: 3_600_000 },
  upload: { max: 40, timeWindow: 3_600_000 },
  read: { max: 60, timeWindow: 600_000 },
  change: { max: 10, timeWindow: 600_000 },
} as const;
/** Hours an activation link stays valid. */
export const ACTIVATION_HOURS = 72;
export const APPLY_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => text(max).min(1, 'required');
const code = /^[A-Za-z0-9-]+$/;
const phone = text(32)
  .min(1, 'required')
  .regex(/^\+?[0-9() -]{5,}$/, 'invalid');

/** Each field's rule: required ones first, bank fields optional (may be ''). */
export const applicationFieldSchemas = {
  enterpriseName: required(120),
  registrationNumber: required(40).regex(code, 'invalid'),
  taxId: required(40).regex(code, 'invalid'),
  address: required(300),
  licenceNumber: required(60).regex(code, 'invalid'),
  licenceExpiresOn: isoDate,
  legalPersonName: required(64),
  legalPersonIdNumber: required(40).regex(code, 'invalid'),
  operatorName: required(64),
  operatorPhone: phone,
  operatorEmail: z.email('invalid').max(128),
  contactPhone: phone,
  bankName: text(120),
  bankBranch: text(120),
  bankAccountName: text(120),
  bankAccountNumber: text(40).regex(/^[0-9 -]*$/, 'invalid'),
} satisfies Record<ApplicationField, z.ZodType>;

const f = applicationFieldSchemas;
export const applicationValues = z.object({
  ...f,
  bankName: f.bankName.default(''),
  bankBranch: f.bankBranch.default(''),
  bankAccountName: f.bankAccountName.default(''),
  bankAccountNumber: f.bankAccountNumber.default(''),
});
export type ApplicationValues = z.output<typeof applicationValues>;

/** An uploaded file's handle (answered by the upload), unguessable. */
export const fileHandle = z
  .string()
  .regex(/^[a-f0-9]{40}$/, 'invalid')
  .meta({ examples: ['0123456789abcdef0123456789abcdef01234567'] });
export const applicationDocumentInput = z.object({
  file: fileHandle,
  number: text(60).default(''),
  expiresOn: z.union([z.literal(''), isoDate]).default(''),
});
export const applicationDocumentsInput = z.partialRecord(z.enum(ONBOARDING_DOCUMENTS), applicationDocumentInput);

const csrf = z.string().min(1, 'required').max(512);
const reference = z
  .string()
  .trim()
  .regex(/^SA-\d{4}-\d{5,}$/, 'invalid');
const accessToken = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'invalid');
const wantedUsername = z.union([
  z.literal(''),
  z
    .string()
    .trim()
    .min(3, 'too_short')
    .max(AUTH.usernameMax)
    .regex(/^[A-Za-z0-9_.-]+$/, 'invalid'),
]);

export const applySubmitBody = z.object({
  csrf_token: csrf,
  email: z.email('invalid').max(128),
  username: wantedUsername.default(''),
  values: applicationValues,
  documents: applicationDocumentsInput.default({}),
});
export const applySubmitData = z.object({
  reference: z.string(),
  token: z.string(),
  status: z.enum(APPLICATION_STATUSES),
});

export const applyAccessBody = z.object({ reference, token: accessToken });
export const applyResubmitBody = applyAccessBody.extend({
  csrf_token: csrf,
  values: z.object(applicationFieldSchemas).partial().default({}),
  documents: applicationDocumentsInput.default({}),
});
export const applyFileQuery = z.object({ reference, token: accessToken, file: fileHandle });
export const applyUploadQuery = z.object({ csrf_token: csrf });
export const applyActivateBody = z.object({ csrf_token: csrf, reference, key: accessToken, password });

export const applyUploadData = z.object({
  file: z.string(),
  name: z.string(),
  mime: z.string(),
  bytes: z.number().int(),
});

export const applicationDocument = z.object({
  file: z.string(),
  name: z.string(),
  mime: z.string(),
  bytes: z.number().int(),
  number: z.string(),
  expiresOn: z.string(),
});
export const applicationDecisionItem = z.object({
  item: z.string(),
  ok: z.boolean(),
  reasonCode: z.enum(APPLICATION_REASON_CODES).nullable(),
  note: z.string(),
});
export const applicationRound = z.object({
  round: z.number().int(),
  items: z.array(z.string()),
  values: z.record(z.string(), z.string()),
  documents: z.record(z.string(), applicationDocument),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decisions: z.array(applicationDecisionItem).nullable(),
});

/** What the applicant sees on the status page. */
export const applyStatusData = z.object({
  reference: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  round: z.number().int(),
  email: z.string(),
  username: z.string(),
  values: z.record(z.string(), z.string()),
  documents: z.record(z.string(), applicationDocument),
  requiredDocuments: z.array(z.string()),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** the last decided round's rejected items, which the applicant resubmits */
  rejected: z.array(applicationDecisionItem),
  rounds: z.array(applicationRound),
  account: z.object({ username: z.string(), activated: z.boolean() }).nullable(),
});
export const applyActivationData = z.object({ key: z.string(), expiresAt: z.string() });
export const applyActivateData = z.object({ username: z.string() });

export const applyFormData = z.object({
  /** the onboarding checklist of Settings > suppliers; the other documents are optional */
  requiredDocuments: z.array(z.string()),
  documents: z.array(z.string()),
});

/** Public endpoints: no session; the changes need the login form's CSRF token; per-IP limits. */
export const applyPublicApi = {
  form: endpoint({
    method: 'GET',
    path: '/api/supplier/apply/form',
    permission: null,
    summary: 'What the application form asks: the required documents (Settings > suppliers) and the optional ones',
    data: applyFormData,
  }),
  upload: endpoint({
    method: 'POST',
    path: '/api/supplier/apply/upload',
    permission: null,
    multipart: true,
    summary: 'Upload one document for an application (PDF, JPG or PNG, checked by content); answers its handle',
    query: applyUploadQuery,
    data: applyUploadData,
  }),
  submit: endpoint({
    method: 'POST',
    path: '/api/supplier/apply/submit',
    permission: null,
    summary: 'Apply to become a supplier: answers the reference and the status page token',
    body: applySubmitBody,
    data: applySubmitData,
  }),
  status: endpoint({
    method: 'POST',
    path: '/api/supplier/apply/status',
    permission: null,
    summary: "The applicant's view of an application (reference + token): state, rejected items, rounds",
    body: applyAccessBody,
    data: applyStatusData,
  }),
  resubmit: endpoint({
    method: 'POST',
    path: '/api/supplier/apply/resubmit',
    permission: null,
    summary: 'Resubmit the rejected items of a failed application (the others stay as they were)',
    body: applyResubmitBody,
    data: applyStatusData,
  }),
  file: endpoint({
    method: 'GET',
    path: '/api/supplier/apply/file',
    permission: null,
    file: true,
    summary: "One of the application's documents, for its applicant (reference + token)",
    query: applyFileQuery,
  }),
  activation: endpoint({
    method: 'POST',
    path: '/api/supplier/apply/activation',
    permission: null,
    summary: 'A fresh one-time activation key for a passed application whose account is not activated yet',
    body: applyAccessBody,
    data: applyActivationData,
  }),
  activate: endpoint({
    method: 'POST',
    path: '/api/supplier/apply/activate',
    permission: null,
    summary: "Set the new supplier user's password with the one-time activation key",
    body: applyActivateBody,
    data: applyActivateData,
  }),
};

export const applicationListQuery = pageQuery.extend({
  status: z.enum(APPLICATION_STATUSES).optional(),
  keyword: z.string().trim().max(100).optional(),
});
export const applicationRow = z.object({
  id: z.number().int(),
  reference: z.string(),
  enterpriseName: z.string(),
  email: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  round: z.number().int(),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
  supplierId: z.number().int().nullable(),
});
export const applicationDuplicate = z.object({
  field: z.string(),
  supplierId: z.number().int().nullable(),
  supplierName: z.string().nullable(),
  applicationId: z.number().int().nullable(),
  reference: z.string().nullable(),
});
export const applicationDetail = applicationRow.extend({
  version: z.number().int(),
  username: z.string(),
  values: z.record(z.string(), z.string()),
  documents: z.record(z.string(), applicationDocument),
  requiredDocuments: z.array(z.string()),
  /** the items the current round asks a decision on */
  currentItems: z.array(z.string()),
  rounds: z.array(applicationRound),
  duplicates: z.array(applicationDuplicate),
  supplierName: z.string().nullable(),
});
export const applicationDecideBody = z.object({
  id: idParam,
  version: versionField,
  decisions: z
    .array(
      z.object({
        item: z
          .string()
          .refine(isApplicationItem, 'not_allowed')
          .meta({ examples: ['taxId'] }),
        ok: z.boolean(),
        reasonCode: z.enum(APPLICATION_REASON_CODES).optional(),
        note: text(500).default(''),
      }),
    )
    .min(1, 'required')
    .max(APPLICATION_ITEMS.length),
});
export const applicationDecideData = z.object({
  status: z.enum(APPLICATION_STATUSES),
  supplierId: z.number().int().nullable(),
});
export const applicationFileQuery = z.object({ id: idParam, file: fileHandle });

/** Staff: the applications, one application's review, and its documents. */
export const applicationApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/supplier/apply/list',
    permission: 'supply_apply_index',
    summary: 'Supplier applications, newest first; filter by state and keyword (reference, name, e-mail)',
    query: applicationListQuery,
    data: listData(applicationRow),
  }),
  info: endpoint({
    method: 'GET',
    path: '/admin/supplier/apply/info',
    permission: 'supply_apply_audit',
    summary: 'One application for review: values, documents, every round, duplicates flagged',
    query: z.object({ id: idParam }),
    data: applicationDetail,
  }),
  decide: endpoint({
    method: 'POST',
    path: '/admin/supplier/apply/decide',
    permission: 'supply_apply_audit',
    summary: 'Decide the current round item by item: all approved passes (supplier and user created), else fails',
    body: applicationDecideBody,
    data: applicationDecideData,
  }),
  file: endpoint({
    method: 'GET',
    path: '/admin/supplier/apply/file',
    permission: 'supply_apply_audit',
    file: true,
    summary: "One of an application's documents (preview or download)",
    query: applicationFileQuery,
  }),
};

export type ApplySubmitBody = z.input<typeof applySubmitBody>;
export type ApplyStatusData = z.output<typeof applyStatusData>;
export type ApplicationDetail = z.output<typeof applicationDetail>;
export type ApplicationRow = z.output<typeof applicationRow>;
export type ApplicationDocumentView = z.output<typeof applicationDocument>;
export type ApplicationDecision = z.output<typeof applicationDecisionItem>;
export type ApplicationRoundView = z.output<typeof applicationRound>;
