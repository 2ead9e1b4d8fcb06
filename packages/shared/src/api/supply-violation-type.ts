import { z } from 'zod';
import { endpoint } from '../contract.ts';
import { localizedData, localizedName } from './catalog-common.ts';
import {
  idBody,
  idParam,
  listData,
  okData,
  pageQuery,
  searchText,
  sortParam,
  statusBody,
  versionField,
} from './common.ts';

/**
 * /supplier/violation, the catalogue and the sanction ladder. A violation type says what a
 * violation of it costs: points, ban days, whether evidence is required and an appeal allowed,
 * and after how many days its points expire. A type in use is disabled, never deleted. The ladder
 * turns a supplier's active points into sanctions: reaching a threshold gives a warning, an N-day
 * bid ban, an N-day ban or a suspension.
 */
export const VIOLATION_TYPE_LIMITS = {
  codeMax: 40,
  nameMax: 64,
  pointsMax: 100,
  banDaysMax: 365,
  expireDaysMin: 1,
  expireDaysMax: 1095,
} as const;

export const SANCTIONS = ['warning', 'bid_ban', 'ban', 'suspension'] as const;
export type Sanction = (typeof SANCTIONS)[number];

export const LADDER_LIMITS = { stepsMax: 10, pointsMax: 1000, daysMax: 365 } as const;

export const violationTypeListQuery = pageQuery.extend({
  /** the code or a name in any language */
  keyword: searchText,
  status: z.enum(['enabled', 'disabled']).optional(),
  sort: sortParam(['id', 'points']),
});

export const violationTypeRow = z.object({
  id: z.number().int(),
  code: z.string(),
  name: localizedData,
  points: z.number().int(),
  banDays: z.number().int(),
  evidenceRequired: z.boolean(),
  appealable: z.boolean(),
  pointsExpireDays: z.number().int(),
  enabled: z.boolean(),
  /** ledger lines of this type: such a type is disabled, not deleted */
  useCount: z.number().int(),
  createdAt: z.string(),
  version: z.number().int(),
});
export const violationTypeListData = listData(violationTypeRow);

export const violationTypeFields = {
  code: z
    .string()
    .trim()
    .min(1, 'required')
    .max(VIOLATION_TYPE_LIMITS.codeMax)
    .regex(/^[a-z][a-z0-9_]*$/, 'invalid')
    .meta({ examples: ['late_shipment'] }),
  name: localizedName(VIOLATION_TYPE_LIMITS.nameMax),
  points: z.number().int().min(0).max(VIOLATION_TYPE_LIMITS.pointsMax),
  banDays: z.number().int().min(0).max(VIOLATION_TYPE_LIMITS.banDaysMax).default(0),
  evidenceRequired: z.boolean().default(true),
  appealable: z.boolean().default(true),
  pointsExpireDays: z
    .number()
    .int()
    .min(VIOLATION_TYPE_LIMITS.expireDaysMin)
    .max(VIOLATION_TYPE_LIMITS.expireDaysMax)
    .default(365),
};

export const violationTypeAddBody = z.object({ ...violationTypeFields, enabled: z.boolean().default(true) });
export const violationTypeEditBody = z.object({ ...violationTypeFields, id: idParam, version: versionField });

/** A type as the record form and the filters offer it (every type, disabled ones marked). */
export const violationTypeOption = violationTypeRow.omit({ useCount: true, createdAt: true, version: true });
export const violationTypeOptionsData = z.object({ list: z.array(violationTypeOption) });

/** One step of the ladder: at `points` active points, this sanction (days: its length; 0 for a warning). */
export const ladderStep = z
  .object({
    points: z.number().int().min(1).max(LADDER_LIMITS.pointsMax),
    sanction: z.enum(SANCTIONS),
    /** a bid ban or ban lasts 1..365 days; a suspension 0 (until staff reinstate) or a number of days */
    days: z.number().int().min(0).max(LADDER_LIMITS.daysMax).default(0),
  })
  .strict();

export const ladderData = z.object({
  steps: z.array(ladderStep.required()),
  version: z.number().int(),
  updatedAt: z.string(),
});

export const ladderSaveBody = z
  .object({
    steps: z.array(ladderStep).max(LADDER_LIMITS.stepsMax),
    version: versionField,
  })
  .superRefine((v, ctx) => {
    const seen = new Set<number>();
    v.steps.forEach((s, i) => {
      if (seen.has(s.points)) ctx.addIssue({ code: 'custom', path: ['steps', i, 'points'], message: 'duplicate' });
      seen.add(s.points);
      const timed = s.sanction === 'bid_ban' || s.sanction === 'ban';
      if (timed && s.days < 1) ctx.addIssue({ code: 'custom', path: ['steps', i, 'days'], message: 'required' });
      if (s.sanction === 'warning' && s.days !== 0)
        ctx.addIssue({ code: 'custom', path: ['steps', i, 'days'], message: 'invalid' });
    });
  });

/** The catalogue of violation types. */
export const violationTypeApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/supply/violation/type',
    permission: 'supply_violation_index',
    summary: 'List violation types (search, status, sort, pager) with how many ledger lines use each',
    query: violationTypeListQuery,
    data: violationTypeListData,
  }),
  options: endpoint({
    method: 'GET',
    path: '/admin/supply/violation/type/options',
    permission: 'supply_violation_index',
    summary: 'Every violation type, for the record form and the filters (disabled ones marked)',
    data: violationTypeOptionsData,
  }),
  add: endpoint({
    method: 'POST',
    path: '/admin/supply/violation/type/add',
    permission: 'supply_violation_type',
    summary: 'Add a violation type (code unique whatever the case)',
    body: violationTypeAddBody,
    data: violationTypeRow,
  }),
  edit: endpoint({
    method: 'POST',
    path: '/admin/supply/violation/type/edit',
    permission: 'supply_violation_type',
    summary: 'Edit a violation type (version checked); lines already recorded keep their points and ban days',
    body: violationTypeEditBody,
    data: violationTypeRow,
  }),
  status: endpoint({
    method: 'POST',
    path: '/admin/supply/violation/type/status',
    permission: 'supply_violation_type',
    summary: 'Enable or disable a violation type (a disabled one cannot be recorded)',
    body: statusBody,
    data: violationTypeRow,
  }),
  del: endpoint({
    method: 'POST',
    path: '/admin/supply/violation/type/del',
    permission: 'supply_violation_type',
    summary: 'Delete a violation type no ledger line uses (one in use is disabled instead)',
    body: idBody,
    data: okData,
  }),
};

/** The sanction ladder. */
export const violationLadderApi = {
  info: endpoint({
    method: 'GET',
    path: '/admin/supply/violation/ladder',
    permission: 'supply_violation_index',
    summary: 'The sanction ladder: thresholds of active points and the sanction each brings',
    data: ladderData,
  }),
  save: endpoint({
    method: 'POST',
    path: '/admin/supply/violation/ladder/save',
    permission: 'supply_violation_type',
    summary: 'Save the whole sanction ladder (version checked); applies to violations recorded from now on',
    body: ladderSaveBody,
    data: ladderData,
  }),
};

export type ViolationTypeListQuery = z.infer<typeof violationTypeListQuery>;
export type ViolationTypeRow = z.infer<typeof violationTypeRow>;
export type ViolationTypeOption = z.infer<typeof violationTypeOption>;
export type ViolationTypeAddBody = z.infer<typeof violationTypeAddBody>;
export type ViolationTypeEditBody = z.infer<typeof violationTypeEditBody>;
export type LadderStep = z.output<typeof ladderStep>;
export type LadderData = z.infer<typeof ladderData>;
export type LadderSaveBody = z.infer<typeof ladderSaveBody>;
