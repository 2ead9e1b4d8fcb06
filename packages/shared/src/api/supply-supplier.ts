import { z } from 'zod';
import { endpoint } from '../contract.ts';
import { idParam, isoDate, listData, pageQuery, searchText, sortParam, versionField } from './common.ts';
import { ONBOARDING_DOCUMENTS } from './settings.ts';
import { SUPPLIER_ACTIONS, SUPPLIER_STATES, supplierStanding } from './supplier-standing.ts';

/**
 * Suppliers (staff: /supplier/supplierlist and /supplier/supplierinfo/:id): the register, each
 * supplier's profile (enterprise, legal person, operator, contacts, invoice information), its
 * documents, its standing and the lifecycle actions that move it, its trail, and the re-audit of
 * the profile changes a supplier makes in its merchant center (supply-supplier-own.ts).
 */

/** The enterprise fields of a profile; each one is required and has its own message. */
export const SUPPLIER_PROFILE_FIELDS = [
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
export type SupplierProfileField = (typeof SUPPLIER_PROFILE_FIELDS)[number];
/** Items of a profile change: the enterprise fields, the contacts and the invoice information. */
export const SUPPLIER_CHANGE_ITEMS = [...SUPPLIER_PROFILE_FIELDS, 'contacts', 'invoiceInfo'] as const;
export type SupplierChangeItem = (typeof SUPPLIER_CHANGE_ITEMS)[number];
export const SUPPLIER_DOCUMENT_KINDS = ONBOARDING_DOCUMENTS;
export type SupplierDocumentKind = (typeof SUPPLIER_DOCUMENT_KINDS)[number];
/** Documents are PDF, JPG or PNG (checked by content), at most 10 MB. */
export const SUPPLIER_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const SUPPLIER_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const SUPPLIER_CHANGE_STATUSES = ['pending', 'approved', 'rejected'] as const;

const text = (max: number) => z.string().trim().max(max);
/** A code: letters, digits and dashes ('' is left to the required check, which names the field). */
const code = (max: number) =>
  text(max)
    .regex(/^[A-Za-z0-9-]*$/, 'invalid')
    .meta({ examples: ['91330106MA2B0001X'] });
const phone = text(32)
  .regex(/^(\+?[0-9() -]{5,})?$/, 'invalid')
  .meta({ examples: ['+86 571 8888 0001'] });

export const supplierContact = z.object({
  name: text(64).min(1, 'required'),
  role: text(64).default(''),
  phone: phone.default(''),
  email: z.union([z.literal(''), z.email('invalid').max(128)]).default(''),
});
export const supplierInvoiceInfo = z.object({
  title: text(120).default(''),
  taxId: code(40).default(''),
  address: text(300).default(''),
  phone: phone.default(''),
  bankName: text(120).default(''),
  bankAccount: text(40)
    .regex(/^[0-9 -]*$/, 'invalid')
    .default(''),
});

/**
 * The profile's fields as a form sends them. An empty enterprise field passes here and is refused
 * by the server with the field's own message (`supplier.field_required`).
 */
export const supplierProfileFields = {
  enterpriseName: text(120).meta({ examples: ['Hangzhou Demo Trading Co., Ltd.'] }),
  registrationNumber: code(40),
  taxId: code(40),
  address: text(300).meta({ examples: ['88 Wensan Road, Hangzhou'] }),
  licenceNumber: code(60),
  licenceExpiresOn: z.union([z.literal(''), isoDate]).meta({ examples: ['2030-12-31'] }),
  legalPersonName: text(64).meta({ examples: ['Li Wei'] }),
  legalPersonIdNumber: code(40),
  operatorName: text(64).meta({ examples: ['Zhang Min'] }),
  operatorPhone: phone,
  operatorEmail: z.union([z.literal(''), z.email('invalid').max(128)]).meta({ examples: ['ops@example.com'] }),
  contactPhone: phone,
  contacts: z.array(supplierContact).max(10).default([]),
  invoiceInfo: supplierInvoiceInfo.default({
    title: '',
    taxId: '',
    address: '',
    phone: '',
    bankName: '',
    bankAccount: '',
  }),
};
export const supplierProfileInput = z.object(supplierProfileFields);
export type SupplierProfileInput = z.output<typeof supplierProfileInput>;

const shopName = text(64).meta({ examples: ['Demo Supplier Z'] });
export const supplierAddBody = z.object({ ...supplierProfileFields, name: shopName.default('') });
export const supplierEditBody = z.object({
  ...supplierProfileFields,
  id: idParam,
  version: versionField,
  name: shopName.min(1, 'required'),
});

export const supplierListQuery = pageQuery.extend({
  /** name, enterprise name, tax id or a phone */
  keyword: searchText,
  state: z.enum(SUPPLIER_STATES).optional(),
  levelId: idParam.optional(),
  groupId: idParam.optional(),
  /** the licence expires within this many days (or has expired) */
  licenceWithin: z.coerce.number().int().min(0).max(3650).optional(),
  sort: sortParam(['id', 'createdAt', 'licenceExpiresOn']),
});

export const supplierRow = z.object({
  id: z.number().int(),
  name: z.string(),
  enterpriseName: z.string(),
  taxId: z.string(),
  contactPhone: z.string(),
  state: z.enum(SUPPLIER_STATES),
  stateUntil: z.string().nullable(),
  stateReason: z.string().nullable(),
  levelId: z.number().int().nullable(),
  levelName: z.string().nullable(),
  groupId: z.number().int().nullable(),
  groupName: z.string().nullable(),
  licenceExpiresOn: z.string().nullable(),
  createdAt: z.string(),
});
export const supplierListData = listData(supplierRow);

/** Another supplier sharing a value (flagged, never blocking). */
export const supplierDuplicate = z.object({
  supplierId: z.number().int(),
  supplierName: z.string(),
  field: z.enum(['taxId', 'legalPersonIdNumber', 'bankAccountNumber', 'contactPhone']),
});

export const supplierProfile = z.object({
  enterpriseName: z.string(),
  registrationNumber: z.string(),
  taxId: z.string(),
  address: z.string(),
  licenceNumber: z.string(),
  licenceExpiresOn: z.string().nullable(),
  legalPersonName: z.string(),
  legalPersonIdNumber: z.string(),
  operatorName: z.string(),
  operatorPhone: z.string(),
  operatorEmail: z.string(),
  contactPhone: z.string(),
  contacts: z.array(supplierContact),
  invoiceInfo: supplierInvoiceInfo,
  /** the account settlements are paid to: shown, changed only through a bank change */
  bankName: z.string(),
  bankBranch: z.string(),
  bankAccountName: z.string(),
  bankAccountNumber: z.string(),
});
export type SupplierProfile = z.infer<typeof supplierProfile>;

export const supplierInfo = supplierRow.extend({
  /** null: the supplier has no profile yet */
  profile: supplierProfile.nullable(),
  standing: supplierStanding,
  counts: z.object({
    users: z.number().int(),
    products: z.number().int(),
    documents: z.number().int(),
    pendingChanges: z.number().int(),
  }),
  duplicates: z.array(supplierDuplicate),
  /** the profile's version (edits send it); 0 without a profile */
  version: z.number().int(),
  updatedAt: z.string(),
});
export type SupplierInfo = z.infer<typeof supplierInfo>;
/** An add or an edit answers the supplier and the duplicates its values share with others. */
export const supplierSaved = supplierInfo;

export const supplierMoveBody = z.object({
  id: idParam,
  action: z.enum(SUPPLIER_ACTIONS),
  reason: text(500).default(''),
  /** ISO time the ban or suspension ends */
  until: z.iso
    .datetime({ offset: true, message: 'invalid' })
    .nullable()
    .optional()
    .meta({ examples: ['2031-01-01T00:00:00.000Z'] }),
});
export const supplierMoveData = z.object({
  id: z.number().int(),
  from: z.enum(SUPPLIER_STATES),
  to: z.enum(SUPPLIER_STATES),
  standing: supplierStanding,
});

export const supplierEvent = z.object({
  id: z.number().int(),
  action: z.string(),
  fromState: z.string().nullable(),
  toState: z.string().nullable(),
  reasonCode: z.string().nullable(),
  reason: z.string(),
  until: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  actorName: z.string(),
  at: z.string(),
});
export const supplierTrailQuery = pageQuery.extend({ id: idParam });
export const supplierTrailData = listData(supplierEvent);

export const supplierDocument = z.object({
  id: z.number().int(),
  kind: z.enum(SUPPLIER_DOCUMENT_KINDS),
  mime: z.string(),
  number: z.string(),
  expiresOn: z.string().nullable(),
  /** expires within the warning days of the supplier settings */
  expiring: z.boolean(),
  expired: z.boolean(),
  updatedAt: z.string(),
});
export type SupplierDocument = z.infer<typeof supplierDocument>;
export const supplierDocumentsData = z.object({
  list: z.array(supplierDocument),
  requiredKinds: z.array(z.enum(SUPPLIER_DOCUMENT_KINDS)),
  warnDays: z.number().int(),
});
export const documentMeta = {
  kind: z.enum(SUPPLIER_DOCUMENT_KINDS),
  number: code(60).default(''),
  expiresOn: z.union([z.literal(''), isoDate]).default(''),
};
export const supplierUploadQuery = z.object({ id: idParam, ...documentMeta });

export const changeItem = z.object({ before: z.unknown(), after: z.unknown() });
export const supplierChange = z.object({
  id: z.number().int(),
  supplierId: z.number().int(),
  supplierName: z.string(),
  items: z.record(z.string(), changeItem),
  status: z.enum(SUPPLIER_CHANGE_STATUSES),
  round: z.number().int(),
  reason: z.string(),
  duplicates: z.array(supplierDuplicate),
  submittedBy: z.string(),
  submittedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type SupplierChange = z.infer<typeof supplierChange>;
export const supplierChangesData = listData(supplierChange);
export const supplierDecideBody = z.object({
  id: idParam,
  decision: z.enum(['approve', 'reject']),
  reason: text(500).default(''),
});
export const changeFileQuery = z.object({ id: idParam, kind: z.enum(SUPPLIER_DOCUMENT_KINDS) });

const keys = {
  index: 'supply_supplier_index',
  info: 'supply_supplier_info',
  add: 'supply_supplier_add',
  edit: 'supply_supplier_edit',
  status: 'supply_supplier_status',
} as const;

/** Staff: the register, a supplier's detail, its lifecycle, documents, trail and profile changes. */
export const supplierRegisterApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/supplier/list',
    permission: keys.index,
    summary: 'Suppliers: search name, enterprise, tax id or phone; filter state, level, group, licence expiry',
    query: supplierListQuery,
    data: supplierListData,
  }),
  info: endpoint({
    method: 'GET',
    path: '/admin/supplier/info',
    permission: keys.info,
    summary: 'One supplier: profile, standing, counts and the suppliers sharing its values',
    query: z.object({ id: idParam }),
    data: supplierInfo,
  }),
  add: endpoint({
    method: 'POST',
    path: '/admin/supplier/add',
    permission: keys.add,
    summary: 'Add a supplier (state passed) with its profile; duplicates are flagged in the answer',
    body: supplierAddBody,
    data: supplierSaved,
  }),
  edit: endpoint({
    method: 'POST',
    path: '/admin/supplier/edit',
    permission: keys.edit,
    summary: "Edit a supplier's profile (versioned, audited); bank fields change through a bank change",
    body: supplierEditBody,
    data: supplierSaved,
  }),
  move: endpoint({
    method: 'POST',
    path: '/admin/supplier/move',
    permission: keys.status,
    summary: 'A lifecycle action (enable, suspend, reinstate, ban, lift_ban, disable) with its reason',
    body: supplierMoveBody,
    data: supplierMoveData,
  }),
  trail: endpoint({
    method: 'GET',
    path: '/admin/supplier/trail',
    permission: keys.info,
    summary: "A supplier's trail: lifecycle actions and other events, newest first",
    query: supplierTrailQuery,
    data: supplierTrailData,
  }),
  documents: endpoint({
    method: 'GET',
    path: '/admin/supplier/documents',
    permission: keys.info,
    summary: "A supplier's current documents with their number and expiry",
    query: z.object({ id: idParam }),
    data: supplierDocumentsData,
  }),
  upload: endpoint({
    method: 'POST',
    path: '/admin/supplier/document/upload',
    permission: keys.edit,
    multipart: true,
    summary: 'Upload or replace a document of a kind (multipart field "file"; PDF, JPG or PNG, at most 10 MB)',
    query: supplierUploadQuery,
    data: supplierDocument,
  }),
  file: endpoint({
    method: 'GET',
    path: '/admin/supplier/document/file',
    permission: keys.info,
    file: true,
    summary: "A document's file",
    query: z.object({ id: idParam }),
  }),
  changes: endpoint({
    method: 'GET',
    path: '/admin/supplier/changes',
    permission: keys.info,
    summary: "A supplier's profile changes (re-audits), newest first",
    query: supplierTrailQuery,
    data: supplierChangesData,
  }),
  decide: endpoint({
    method: 'POST',
    path: '/admin/supplier/change/decide',
    permission: keys.edit,
    summary: 'Approve a pending profile change (applied to the profile) or reject it with a reason',
    body: supplierDecideBody,
    data: supplierChange,
  }),
  changeFile: endpoint({
    method: 'GET',
    path: '/admin/supplier/change/file',
    permission: keys.info,
    file: true,
    summary: 'A document file a profile change proposes',
    query: changeFileQuery,
  }),
};

export type SupplierListQuery = z.infer<typeof supplierListQuery>;
export type SupplierRow = z.infer<typeof supplierRow>;
export type SupplierAddBody = z.output<typeof supplierAddBody>;
export type SupplierEditBody = z.output<typeof supplierEditBody>;
export type SupplierMoveBody = z.output<typeof supplierMoveBody>;
export type SupplierEvent = z.infer<typeof supplierEvent>;
export type SupplierDuplicate = z.infer<typeof supplierDuplicate>;
export type SupplierUploadQuery = z.output<typeof supplierUploadQuery>;
