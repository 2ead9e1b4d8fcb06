import { z } from 'zod';
import { endpoint } from '../contract.ts';
import { localizedData } from './catalog-common.ts';
import { idParam, isoDate, listData, pageQuery, searchText, sortParam, versionField } from './common.ts';
import { SANCTIONS } from './supply-violation-type.ts';
import { UPLOAD_FORM, uploadedImage } from './upload.ts';

/**
 * /supplier/violation: the violation ledger, append-only. Staff record a line (time, type, info,
 * processing, evidence); its points and ban days come from the type, and a ban (the type's days,
 * or a step of the sanction ladder reached) goes through the supplier lifecycle. Nothing edits or
 * deletes a line: a granted appeal writes a reversal line (negative points, `reversesId`) and the
 * sanctions that followed are worked out again. The supplier sees its own lines, its active
 * points, the next sanction and when points expire, and appeals a line once with evidence.
 */
export const VIOLATION_LIMITS = {
  infoMax: 500,
  processingMax: 500,
  statementMax: 1000,
  reasonMax: 500,
  evidenceMax: 9,
} as const;

export const APPEAL_STATES = ['none', 'pending', 'granted', 'denied'] as const;
export type AppealState = (typeof APPEAL_STATES)[number];

/** A stored upload, as every upload answers it. */
export const evidenceUrl = z
  .string()
  .regex(/^\/files\/[A-Za-z0-9._-]+$/, 'invalid')
  .meta({ examples: ['/files/0000000000000000000000000000000000000000000000000000000000000000.png'] });
const evidenceList = z.array(evidenceUrl).max(VIOLATION_LIMITS.evidenceMax);

export const appealView = z.object({
  id: z.number().int(),
  status: z.enum(['pending', 'granted', 'denied']),
  statement: z.string(),
  evidence: z.array(z.string()),
  decisionReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
  version: z.number().int(),
});

export const violationRow = z.object({
  id: z.number().int(),
  supplierId: z.number().int(),
  supplierName: z.string(),
  typeId: z.number().int(),
  typeCode: z.string(),
  typeName: localizedData,
  /** when it happened (the spec's "time") */
  occurredAt: z.string(),
  info: z.string(),
  processing: z.string(),
  /** the spec's "score": negative on a reversal line */
  points: z.number().int(),
  banDays: z.number().int(),
  evidence: z.array(z.string()),
  pointsExpireAt: z.string(),
  expired: z.boolean(),
  /** set on a reversal line: the line a granted appeal reversed */
  reversesId: z.number().int().nullable(),
  /** set on a reversed line: its reversal line */
  reversedById: z.number().int().nullable(),
  actorName: z.string(),
  createdAt: z.string(),
  appeal: appealView.nullable(),
  /** the supplier may appeal it now: appealable type, points not expired, no appeal yet, not a reversal */
  canAppeal: z.boolean(),
});
export const violationListData = listData(violationRow);

const ledgerFilters = {
  typeId: idParam.optional(),
  /** the period: occurred on or after `from`, on or before `to` */
  from: isoDate.optional(),
  to: isoDate.optional(),
  appeal: z.enum(APPEAL_STATES).optional(),
  /** words of the info or processing */
  keyword: searchText,
  sort: sortParam(['occurredAt', 'points']),
};
export const violationListQuery = pageQuery.extend({ supplierId: idParam.optional(), ...ledgerFilters });
export const ownViolationListQuery = pageQuery.extend(ledgerFilters);

export const violationAddBody = z.object({
  supplierId: idParam,
  typeId: idParam,
  occurredAt: z.iso.datetime({ offset: true, message: 'invalid' }).meta({ examples: ['2024-05-01T10:00:00Z'] }),
  info: z.string().trim().min(1, 'required').max(VIOLATION_LIMITS.infoMax),
  processing: z.string().trim().max(VIOLATION_LIMITS.processingMax).default(''),
  evidence: evidenceList.default([]),
});

/** What a recording came to: the line, the supplier's points and what was imposed. */
export const violationAddData = z.object({
  violation: violationRow,
  activePoints: z.number().int(),
  /** the ban end when the supplier was banned (or its ban extended); null otherwise */
  bannedUntil: z.string().nullable(),
  /** the ladder's sanctions reached by this line */
  sanctions: z.array(z.object({ sanction: z.enum(SANCTIONS), days: z.number().int(), until: z.string().nullable() })),
});

export const nextSanction = z.object({
  /** the threshold of active points */
  threshold: z.number().int(),
  /** points still missing to reach it */
  missing: z.number().int(),
  sanction: z.enum(SANCTIONS),
  days: z.number().int(),
});

/** A supplier's standing in violations: active points, the next sanction, when points expire, bans in force. */
export const violationStanding = z.object({
  supplierId: z.number().int(),
  activePoints: z.number().int(),
  next: nextSanction.nullable(),
  /** when active points expire, soonest first: at that time `points` fall off */
  expiries: z.array(z.object({ at: z.string(), points: z.number().int() })),
  state: z.string(),
  stateUntil: z.string().nullable(),
  /** a bid ban of the ladder in force (not a lifecycle state) */
  bidBanUntil: z.string().nullable(),
  pendingAppeals: z.number().int(),
});

export const standingQuery = z.object({ supplierId: idParam });

export const appealAddBody = z.object({
  violationId: idParam,
  statement: z.string().trim().min(1, 'required').max(VIOLATION_LIMITS.statementMax),
  evidence: evidenceList.min(1, 'required'),
});

export const APPEAL_DECISIONS = ['grant', 'deny'] as const;
export const appealDecideBody = z
  .object({
    /** the appeal's id */
    id: idParam,
    decision: z.enum(APPEAL_DECISIONS),
    reason: z.string().trim().max(VIOLATION_LIMITS.reasonMax).default(''),
    version: versionField.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.decision === 'deny' && !v.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'required' });
  });

/** Supplier choices for the filters and forms (with their standing). */
export const supplyChoicesData = z.object({
  list: z.array(z.object({ id: z.number().int(), name: z.string(), state: z.string() })),
});

/** Staff: the ledger, recording, standings, appeal decisions. */
export const violationApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/supply/violation',
    permission: 'supply_violation_index',
    summary: 'The violation ledger (filters supplier, type, period, appeal state; newest first)',
    query: violationListQuery,
    data: violationListData,
  }),
  suppliers: endpoint({
    method: 'GET',
    path: '/admin/supply/violation/suppliers',
    permission: 'supply_violation_index',
    summary: 'Suppliers to choose in the ledger filter and the record form',
    data: supplyChoicesData,
  }),
  standing: endpoint({
    method: 'GET',
    path: '/admin/supply/violation/standing',
    permission: 'supply_violation_index',
    summary: "A supplier's active points, next sanction, expiries and restrictions in force",
    query: standingQuery,
    data: violationStanding,
  }),
  add: endpoint({
    method: 'POST',
    path: '/admin/supply/violation/add',
    permission: 'supply_violation_add',
    summary:
      'Record a violation (append-only; points and ban days from its type); a ban of the type or of the ' +
      'sanction ladder goes through the supplier lifecycle, and the supplier is told',
    body: violationAddBody,
    data: violationAddData,
  }),
  upload: endpoint({
    method: 'POST',
    path: '/admin/upload/violation',
    permission: 'supply_violation_add',
    multipart: true,
    summary: `Upload a piece of evidence for a violation (${UPLOAD_FORM}; at most 10 MB)`,
    data: uploadedImage,
  }),
  decide: endpoint({
    method: 'POST',
    path: '/admin/supply/violation/appeal/decide',
    permission: 'supply_violation_appeal',
    summary:
      'Decide an appeal: deny with a reason, or grant: a reversal line is written and the sanctions that ' +
      'followed are worked out again (a ban whose cause is gone is lifted)',
    body: appealDecideBody,
    data: violationRow,
  }),
};

/** Supplier users: their own ledger, standing and appeals (allowed while banned or suspended). */
export const ownViolationApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/supply/violation/own',
    permission: 'supply_violation_own',
    summary: "The signed-in supplier's own violations with their appeals",
    query: ownViolationListQuery,
    data: violationListData,
    supplier: { access: 'list' },
  }),
  standing: endpoint({
    method: 'GET',
    path: '/admin/supply/violation/own/standing',
    permission: 'supply_violation_own',
    summary: "The signed-in supplier's active points, next sanction and when points expire",
    data: violationStanding,
  }),
  appeal: endpoint({
    method: 'POST',
    path: '/admin/supply/violation/own/appeal',
    permission: 'supply_violation_own',
    whileRestricted: true,
    summary: 'Appeal one of its own violations once, with a statement and evidence (also while banned)',
    body: appealAddBody,
    data: violationRow,
    supplier: { access: 'change', table: 'supplier_violations', field: 'violationId' },
  }),
  upload: endpoint({
    method: 'POST',
    path: '/admin/upload/appeal',
    permission: 'supply_violation_own',
    whileRestricted: true,
    multipart: true,
    summary: `Upload a piece of evidence for an appeal (${UPLOAD_FORM}; at most 10 MB)`,
    data: uploadedImage,
  }),
};

export type ViolationRow = z.infer<typeof violationRow>;
export type ViolationListQuery = z.infer<typeof violationListQuery>;
export type OwnViolationListQuery = z.infer<typeof ownViolationListQuery>;
export type ViolationAddBody = z.infer<typeof violationAddBody>;
export type ViolationAddData = z.infer<typeof violationAddData>;
export type ViolationStanding = z.infer<typeof violationStanding>;
export type NextSanction = z.infer<typeof nextSanction>;
export type AppealAddBody = z.infer<typeof appealAddBody>;
export type AppealDecideBody = z.infer<typeof appealDecideBody>;
export type AppealView = z.infer<typeof appealView>;
