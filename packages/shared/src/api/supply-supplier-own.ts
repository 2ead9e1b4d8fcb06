import { z } from 'zod';
import { endpoint } from '../contract.ts';
import { idParam, versionField } from './common.ts';
import { supplierStanding } from './supplier-standing.ts';
import {
  changeFileQuery,
  documentMeta,
  SUPPLIER_DOCUMENT_KINDS,
  supplierChange,
  supplierDocument,
  supplierProfile,
  supplierProfileFields,
} from './supply-supplier.ts';

/**
 * The merchant center (/profile/merchant, supplier users): the supplier's own profile, documents
 * and standing. An edit does not change the profile: only the changed items are stored as a
 * profile change and re-audited (one pending at a time). Staff see the same view read-only with
 * "view as supplier", audited.
 */
export const ownView = z.object({
  supplierId: z.number().int(),
  name: z.string(),
  standing: supplierStanding,
  profile: supplierProfile.nullable(),
  /** the profile's version an edit starts from */
  version: z.number().int(),
  documents: z.array(supplierDocument),
  requiredKinds: z.array(z.enum(SUPPLIER_DOCUMENT_KINDS)),
  /** the change waiting for review, or the last decided one */
  change: supplierChange.nullable(),
});
export type OwnView = z.infer<typeof ownView>;

/** A document replaced through an edit: the uploaded file's handle, its number and expiry. */
export const ownDocumentInput = z.object({
  file: z.string().regex(/^[a-f0-9]{40}$/, 'invalid'),
  number: documentMeta.number,
  expiresOn: documentMeta.expiresOn,
});
export const ownEditBody = z.object({
  ...supplierProfileFields,
  version: versionField,
  documents: z.partialRecord(z.enum(SUPPLIER_DOCUMENT_KINDS), ownDocumentInput).default({}),
});
export type OwnEditBody = z.output<typeof ownEditBody>;
export const ownUploadData = z.object({ file: z.string(), mime: z.string(), bytes: z.number().int() });

export const ownStandingData = z.object({ standing: supplierStanding.nullable() });

const center = 'supply_supplier_center';

export const supplierOwnApi = {
  view: endpoint({
    method: 'GET',
    path: '/admin/supplier/own',
    permission: center,
    summary: "The signed-in supplier's own profile, documents, standing and profile change",
    data: ownView,
  }),
  edit: endpoint({
    method: 'POST',
    path: '/admin/supplier/own/edit',
    permission: center,
    summary: 'Propose a profile change: only the changed items are stored and go to re-audit',
    body: ownEditBody,
    data: ownView,
  }),
  upload: endpoint({
    method: 'POST',
    path: '/admin/supplier/own/upload',
    permission: center,
    multipart: true,
    summary: 'Upload a document file for a profile change (field "file"; PDF, JPG or PNG, at most 10 MB)',
    data: ownUploadData,
  }),
  file: endpoint({
    method: 'GET',
    path: '/admin/supplier/own/file',
    permission: center,
    file: true,
    summary: "One of the supplier's own documents",
    query: z.object({ id: idParam }),
    supplier: { access: 'read', table: 'supplier_documents', field: 'id' },
  }),
  changeFile: endpoint({
    method: 'GET',
    path: '/admin/supplier/own/change-file',
    permission: center,
    file: true,
    summary: "A document file of the supplier's own profile change",
    query: changeFileQuery,
    supplier: { access: 'read', table: 'supplier_profile_changes', field: 'id' },
  }),
  standing: endpoint({
    method: 'GET',
    path: '/admin/supplier/own/standing',
    permission: 'profile',
    summary: "The signed-in supplier's restriction in force (null: none, or staff)",
    data: ownStandingData,
  }),
};

/** Staff: the merchant center of a supplier, read-only; every view is audited. */
export const supplierViewAsApi = {
  viewAs: endpoint({
    method: 'POST',
    path: '/admin/supplier/view-as',
    permission: 'supply_supplier_info',
    summary: "View a supplier's merchant center as the supplier sees it (read-only, audited)",
    body: z.object({ id: idParam }),
    data: ownView,
  }),
};
