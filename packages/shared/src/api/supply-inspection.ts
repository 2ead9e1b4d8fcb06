import { z } from 'zod';
import { endpoint } from '../contract.ts';
import { localizedData } from './catalog-common.ts';
import { idParam, listData, okData, pageQuery, searchText, statusBody, versionField } from './common.ts';
import { UPLOAD_FORM, uploadedImage } from './upload.ts';

/**
 * /supplier/inspection and /supplier/inspection/detail: inspections of suppliers' lots. Control
 * points (per product or category) say when goods received at a platform warehouse are inspected
 * (every lot, a random percentage, once every N days) and which checks; the sampling stage
 * (reduced, normal, tightened) follows the supplier's own results and staff may override it with
 * a reason. A supplier may request an inspection (a slot of its level). under_inspection →
 * approved (the lot goes to stock) or failed (a violation drafted for review, a chargeback line).
 */
export const INSPECTION_STATES = ['under_inspection', 'approved', 'failed', 'cancelled'] as const;
export const STAGES = ['reduced', 'normal', 'tightened'] as const;
export const FREQUENCIES = ['every_lot', 'random', 'periodic'] as const;
export const CHECK_KINDS = ['pass_fail', 'measure', 'photo'] as const;
export const DRAFT_STATES = ['none', 'pending', 'confirmed', 'dismissed'] as const;
export type InspectionState = (typeof INSPECTION_STATES)[number];
export type Stage = (typeof STAGES)[number];

export const INSPECTION_LIMITS = { nameMax: 100, labelMax: 100, noteMax: 500, checksMax: 20, photosMax: 9 } as const;

const photoUrl = z
  .string()
  .regex(/^\/files\/[A-Za-z0-9._-]+$/, 'invalid')
  .meta({ examples: ['/files/0000000000000000000000000000000000000000000000000000000000000000.png'] });

export const checkDef = z
  .object({
    key: z
      .string()
      .trim()
      .regex(/^[a-z0-9_]{1,30}$/, 'invalid'),
    label: z.string().trim().min(1, 'required').max(INSPECTION_LIMITS.labelMax),
    kind: z.enum(CHECK_KINDS),
    target: z.number().finite().min(-1e9).max(1e9).nullable().default(null),
    tolerance: z.number().finite().min(0).max(1e9).nullable().default(null),
    unit: z.string().trim().max(20).default(''),
  })
  .superRefine((c, ctx) => {
    if (c.kind === 'measure' && c.target === null)
      ctx.addIssue({ code: 'custom', path: ['target'], message: 'required' });
    if (c.kind === 'measure' && c.tolerance === null)
      ctx.addIssue({ code: 'custom', path: ['tolerance'], message: 'required' });
  });

export const checkResult = z.object({
  key: z.string().trim().max(30),
  passed: z.boolean().default(false),
  value: z.number().finite().min(-1e9).max(1e9).nullable().default(null),
  photos: z.array(photoUrl).max(INSPECTION_LIMITS.photosMax).default([]),
  note: z.string().trim().max(INSPECTION_LIMITS.noteMax).default(''),
});

const ruleView = z.object({
  frequency: z.enum(FREQUENCIES),
  percent: z.number().int(),
  periodDays: z.number().int(),
});

export const pointBody = z
  .object({
    name: z.string().trim().min(1, 'required').max(INSPECTION_LIMITS.nameMax),
    productId: idParam.nullable().default(null),
    categoryId: idParam.nullable().default(null),
    frequency: z.enum(FREQUENCIES),
    percent: z.number().int().min(1, 'too_small').max(100, 'too_big').default(100),
    periodDays: z.number().int().min(1, 'too_small').max(365, 'too_big').default(30),
    checks: z.array(checkDef).min(1, 'required').max(INSPECTION_LIMITS.checksMax),
    /** what a failed lot costs the supplier, minor units of the default currency */
    chargeback: z.number().int().min(0).max(100_000_000).default(0),
  })
  .superRefine((p, ctx) => {
    if ((p.productId === null) === (p.categoryId === null))
      ctx.addIssue({ code: 'custom', path: ['productId'], message: 'required' });
    const keys = p.checks.map((c) => c.key);
    if (new Set(keys).size !== keys.length) ctx.addIssue({ code: 'custom', path: ['checks'], message: 'duplicate' });
  });
export const pointEditBody = z.intersection(pointBody, z.object({ id: idParam, version: versionField.optional() }));

export const overrideView = z.object({
  supplierId: z.number().int(),
  supplierName: z.string(),
  stage: z.enum(STAGES),
  reason: z.string(),
  actorName: z.string(),
  updatedAt: z.string(),
});

export const pointRow = z.object({
  id: z.number().int(),
  name: z.string(),
  productId: z.number().int().nullable(),
  productName: localizedData.nullable(),
  categoryId: z.number().int().nullable(),
  categoryName: localizedData.nullable(),
  trigger: z.literal('received'),
  ...ruleView.shape,
  checks: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      kind: z.enum(CHECK_KINDS),
      target: z.number().nullable(),
      tolerance: z.number().nullable(),
      unit: z.string(),
    }),
  ),
  chargeback: z.number().int(),
  enabled: z.boolean(),
  overrides: z.array(overrideView),
  version: z.number().int(),
});
export const pointListQuery = pageQuery.extend({ keyword: searchText });

export const overrideBody = z.object({
  controlPointId: idParam,
  supplierId: idParam,
  /** null: back to the stage the supplier's history gives */
  stage: z.enum(STAGES).nullable(),
  reason: z.string().trim().min(1, 'required').max(INSPECTION_LIMITS.noteMax),
});

export const inspectionListQuery = pageQuery.extend({
  state: z.enum(INSPECTION_STATES).optional(),
  /** failed lots by their drafted violation: `pending` lists those awaiting staff review */
  draft: z.enum(DRAFT_STATES).optional(),
  supplierId: idParam.optional(),
  /** words of the product's name, the lot or the supplier's name */
  keyword: searchText,
});

export const inspectionRow = z.object({
  id: z.number().int(),
  supplierId: z.number().int(),
  supplierName: z.string(),
  productId: z.number().int(),
  productName: localizedData,
  variantId: z.number().int().nullable(),
  warehouseId: z.number().int(),
  warehouseName: z.string(),
  shipmentId: z.number().int().nullable(),
  controlPointId: z.number().int().nullable(),
  controlPointName: z.string().nullable(),
  lot: z.string(),
  quantity: z.number().int(),
  origin: z.enum(['received', 'request']),
  state: z.enum(INSPECTION_STATES),
  stage: z.enum(STAGES),
  stageReason: z.string(),
  inspectorName: z.string().nullable(),
  inspectedAt: z.string().nullable(),
  draftState: z.enum(DRAFT_STATES),
  violationId: z.number().int().nullable(),
  createdAt: z.string(),
  version: z.number().int(),
});
export const inspectionListData = listData(inspectionRow);

export const inspectionInfo = inspectionRow.extend({
  rule: ruleView.nullable(),
  checks: pointRow.shape.checks,
  results: z.array(
    z.object({
      key: z.string(),
      passed: z.boolean(),
      value: z.number().nullable(),
      photos: z.array(z.string()),
      note: z.string(),
    }),
  ),
  chargeback: z.number().int(),
  note: z.string(),
});

export const resultBody = z.object({
  id: idParam,
  results: z.array(checkResult).max(INSPECTION_LIMITS.checksMax),
  note: z.string().trim().max(INSPECTION_LIMITS.noteMax).default(''),
  version: versionField.optional(),
});

export const requestBody = z.object({
  productId: idParam,
  variantId: idParam.nullable().default(null),
  warehouseId: idParam,
  lot: z.string().trim().min(1, 'required').max(40),
  quantity: z.number().int().min(1, 'too_small').max(1_000_000, 'too_big'),
});

export const draftConfirmBody = z.object({
  id: idParam,
  typeId: idParam,
  info: z.string().trim().max(500).default(''),
});
export const draftDismissBody = z.object({
  id: idParam,
  reason: z.string().trim().min(1, 'required').max(INSPECTION_LIMITS.noteMax),
});

export const choicesData = z.object({
  /** products (a supplier: its own) */
  list: z.array(z.object({ id: z.number().int(), name: localizedData, supplierId: z.number().int().nullable() })),
  categories: z.array(z.object({ id: z.number().int(), name: localizedData })),
  warehouses: z.array(z.object({ id: z.number().int(), name: z.string() })),
  suppliers: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

const P = '/admin/supply/inspection';

/** Inspections: both staff and supplier users (a supplier sees its own). */
export const inspectionApi = {
  list: endpoint({
    method: 'GET',
    path: P,
    permission: 'supply_inspection_index',
    summary: 'Inspections (state filter, supplier, product or lot search; newest first); a supplier sees its own',
    query: inspectionListQuery,
    data: inspectionListData,
    supplier: { access: 'list' },
  }),
  info: endpoint({
    method: 'GET',
    path: `${P}/info`,
    permission: 'supply_inspection_info',
    summary: 'One inspection: the lot, the rule in force, the checks and their results, photos, inspector',
    query: z.object({ id: idParam }),
    data: inspectionInfo,
    supplier: { access: 'read', table: 'inspections', field: 'id' },
  }),
  choices: endpoint({
    method: 'GET',
    path: `${P}/choices`,
    permission: 'supply_inspection_index',
    summary: 'Products (a supplier: its own), categories, warehouses and suppliers to choose in the forms',
    data: choicesData,
    supplier: { access: 'list' },
  }),
  result: endpoint({
    method: 'POST',
    path: `${P}/result`,
    permission: 'supply_inspection_check',
    summary:
      'Record the results of every check: all passed approves the lot (stock through the stock ledger), any ' +
      'failed fails it (a violation drafted for review, a chargeback line on the next settlement); ' +
      'the supplier is told',
    body: resultBody,
    data: inspectionInfo,
  }),
  upload: endpoint({
    method: 'POST',
    path: '/admin/upload/inspection',
    permission: 'supply_inspection_check',
    multipart: true,
    summary: `Upload an inspection photo (${UPLOAD_FORM}; at most 10 MB)`,
    data: uploadedImage,
  }),
  confirmDraft: endpoint({
    method: 'POST',
    path: `${P}/draft/confirm`,
    permission: 'supply_inspection_check',
    summary: "Confirm a failed lot's drafted violation: it is recorded in the violation ledger with the photos",
    body: draftConfirmBody,
    data: inspectionInfo,
  }),
  dismissDraft: endpoint({
    method: 'POST',
    path: `${P}/draft/dismiss`,
    permission: 'supply_inspection_check',
    summary: "Dismiss a failed lot's drafted violation, with a reason (audited)",
    body: draftDismissBody,
    data: inspectionInfo,
  }),
  request: endpoint({
    method: 'POST',
    path: `${P}/request`,
    permission: 'supply_inspection_request',
    summary: "A supplier requests an inspection of one of its lots: it uses a slot of the supplier's level",
    body: requestBody,
    data: inspectionInfo,
    supplier: { access: 'change', table: 'products', field: 'productId' },
  }),
  cancel: endpoint({
    method: 'POST',
    path: `${P}/cancel`,
    permission: 'supply_inspection_request',
    summary: 'A supplier cancels its request not yet inspected: the slot is given back',
    body: z.object({ id: idParam }),
    data: inspectionInfo,
    supplier: { access: 'change', table: 'inspections', field: 'id' },
  }),
};

/** Control points and the per-supplier overrides of their sampling stage (staff). */
export const inspectionPointApi = {
  list: endpoint({
    method: 'GET',
    path: `${P}/point`,
    permission: 'supply_inspection_point',
    summary: 'Control points with their rule and the per-supplier overrides in force',
    query: pointListQuery,
    data: listData(pointRow),
  }),
  add: endpoint({
    method: 'POST',
    path: `${P}/point/add`,
    permission: 'supply_inspection_point',
    summary: 'Add a control point for a product or a category',
    body: pointBody,
    data: pointRow,
  }),
  edit: endpoint({
    method: 'POST',
    path: `${P}/point/edit`,
    permission: 'supply_inspection_point',
    summary: 'Edit a control point (lots already opened keep their checks)',
    body: pointEditBody,
    data: pointRow,
  }),
  status: endpoint({
    method: 'POST',
    path: `${P}/point/status`,
    permission: 'supply_inspection_point',
    summary: 'Enable or disable a control point',
    body: statusBody,
    data: pointRow,
  }),
  override: endpoint({
    method: 'POST',
    path: `${P}/point/override`,
    permission: 'supply_inspection_point',
    summary: "Override a supplier's sampling stage on a control point with a reason, or clear it (audited)",
    body: overrideBody,
    data: okData,
  }),
};

export type InspectionRow = z.infer<typeof inspectionRow>;
export type InspectionInfo = z.infer<typeof inspectionInfo>;
export type InspectionListQuery = z.infer<typeof inspectionListQuery>;
export type PointRow = z.infer<typeof pointRow>;
export type PointBody = z.infer<typeof pointBody>;
export type PointEditBody = z.infer<typeof pointEditBody>;
export type PointListQuery = z.infer<typeof pointListQuery>;
export type OverrideBody = z.infer<typeof overrideBody>;
export type ResultBody = z.infer<typeof resultBody>;
export type RequestBody = z.infer<typeof requestBody>;
export type DraftConfirmBody = z.infer<typeof draftConfirmBody>;
export type DraftDismissBody = z.infer<typeof draftDismissBody>;
export type ChoicesData = z.infer<typeof choicesData>;
