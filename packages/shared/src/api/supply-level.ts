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
  statusBody,
  versionField,
} from './common.ts';

/**
 * Supplier levels (/supplier/level) and the standing bands that set them from the scorecard.
 *
 * A level's rights: inspection slots, order cap and bid quota per month (null = unlimited, 0 =
 * none), priority (higher first in queues and tenders) and dedicated service. `rank` orders the
 * levels (1 = lowest) and is unique. A level suppliers are in cannot be deleted.
 *
 * A band set lists score ranges [min, max] that cover 0–100 without gap or overlap, each naming an
 * enabled level and what it blocks or warns. Sets are drafts until published (audited); the newest
 * published set is in force.
 */
export const LEVEL_LIMITS = {
  nameMax: 32,
  rankMax: 99,
  quotaMax: 1_000_000,
  priorityMax: 100,
  bandsMax: 20,
} as const;

/** What a band may block: the rights a low standing withdraws. */
export const BAND_BLOCKS = ['bid', 'inspection', 'flash_sale', 'new_product'] as const;
export type BandBlock = (typeof BAND_BLOCKS)[number];

const quota = z
  .number()
  .int()
  .min(0)
  .max(LEVEL_LIMITS.quotaMax)
  .nullable()
  .meta({ examples: [10] });

export const levelListQuery = pageQuery.extend({
  keyword: searchText,
  status: z.enum(['enabled', 'disabled']).optional(),
});

export const levelRow = z.object({
  id: z.number().int(),
  name: z.string(),
  rank: z.number().int(),
  inspectionSlots: z.number().int().nullable(),
  orderCap: z.number().int().nullable(),
  bidQuota: z.number().int().nullable(),
  priority: z.number().int(),
  dedicatedService: z.boolean(),
  enabled: z.boolean(),
  /** suppliers in this level now */
  supplierCount: z.number().int(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type LevelRow = z.infer<typeof levelRow>;

export const levelFields = {
  name: z
    .string()
    .trim()
    .min(1, 'required')
    .max(LEVEL_LIMITS.nameMax)
    .meta({ examples: ['Platinum'] }),
  rank: z
    .number()
    .int()
    .min(1)
    .max(LEVEL_LIMITS.rankMax)
    .meta({ examples: [7] }),
  inspectionSlots: quota.default(null),
  orderCap: quota.default(null),
  bidQuota: quota.default(null),
  priority: z.number().int().min(0).max(LEVEL_LIMITS.priorityMax).default(0),
  dedicatedService: z.boolean().default(false),
};
export const levelAddBody = z.object({ ...levelFields, enabled: z.boolean().default(true) });
export const levelEditBody = z.object({ ...levelFields, id: idParam, version: versionField });
export type LevelAddBody = z.infer<typeof levelAddBody>;
export type LevelEditBody = z.infer<typeof levelEditBody>;

export const standingBand = z.object({
  min: z.number().int().min(0).max(100),
  max: z.number().int().min(0).max(100),
  levelId: idParam,
  blocks: z
    .array(z.enum(BAND_BLOCKS))
    .max(BAND_BLOCKS.length)
    .default([])
    .transform((b) => [...new Set(b)]),
  warn: z.boolean().default(false),
});
export type StandingBandInput = z.input<typeof standingBand>;
export type StandingBandValue = z.output<typeof standingBand>;

export const bandSetRow = z.object({
  id: z.number().int(),
  bands: z.array(standingBand.extend({ blocks: z.array(z.enum(BAND_BLOCKS)), levelName: z.string().nullable() })),
  publishedAt: z.string().nullable(),
  publishedBy: z.string().nullable(),
  /** the set in force (the newest published) */
  current: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type BandSetRow = z.infer<typeof bandSetRow>;

export const bandListQuery = pageQuery.extend({ status: z.enum(['draft', 'published']).optional() });
export const bandSetBody = z.object({ bands: z.array(standingBand).min(1).max(LEVEL_LIMITS.bandsMax) });
export const bandEditBody = bandSetBody.extend({ id: idParam, version: versionField });
export const bandPublishBody = z.object({ id: idParam, version: versionField });

/** A supplier whose level the draft would change. */
export const bandPreviewRow = z.object({
  supplierId: z.number().int(),
  name: z.string(),
  /** the score the bands read (an override wins over the computed one) */
  score: z.number().int(),
  fromLevelId: z.number().int().nullable(),
  fromLevel: z.string().nullable(),
  toLevelId: z.number().int(),
  toLevel: z.string(),
});
export const bandPreviewData = z.object({
  period: z.string(),
  list: z.array(bandPreviewRow),
  /** suppliers scored this period whose level stays (or is held by a level override) */
  unchanged: z.number().int(),
  /** suppliers with no score this period (N/A): their level stays */
  unscored: z.number().int(),
});
export type BandPreviewData = z.infer<typeof bandPreviewData>;

/** A problem of a band set, as both sides word it (the server refuses the first, the editor lists them). */
export type BandProblem =
  | { code: 'supply_band.range'; index: number; params: { min: number; max: number } }
  | { code: 'supply_band.overlap'; index: number; params: { a: string; b: string } }
  | { code: 'supply_band.gap'; index: number; params: { from: number; to: number } };

/**
 * Checks that the bands cover 0–100 without overlap and without gap: each band's min ≤ max within
 * 0–100; sorted by min, each starts one after the previous one's max; the first starts at 0 and
 * the last ends at 100. `index` is the band's position as given.
 */
export function bandProblems(bands: readonly { min: number; max: number }[]): BandProblem[] {
  const problems: BandProblem[] = [];
  bands.forEach((b, index) => {
    if (b.min < 0 || b.max > 100 || b.min > b.max)
      problems.push({ code: 'supply_band.range', index, params: { min: b.min, max: b.max } });
  });
  if (problems.length) return problems;
  const sorted = bands.map((b, index) => ({ ...b, index })).sort((x, y) => x.min - y.min || x.max - y.max);
  let next = 0;
  let prev: (typeof sorted)[number] | null = null;
  for (const b of sorted) {
    if (b.min > next) problems.push({ code: 'supply_band.gap', index: b.index, params: { from: next, to: b.min - 1 } });
    else if (b.min < next && prev)
      problems.push({
        code: 'supply_band.overlap',
        index: b.index,
        params: { a: `${prev.min}–${prev.max}`, b: `${b.min}–${b.max}` },
      });
    if (b.max + 1 > next) {
      next = b.max + 1;
      prev = b;
    }
  }
  if (next <= 100)
    problems.push({ code: 'supply_band.gap', index: sorted.at(-1)?.index ?? 0, params: { from: next, to: 100 } });
  return problems;
}

/** The band a score falls in (bands already valid). */
export function bandOf<B extends { min: number; max: number }>(bands: readonly B[], score: number): B | null {
  return bands.find((b) => score >= b.min && score <= b.max) ?? null;
}

export const levelApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/supplier/level',
    permission: 'supply_level_index',
    summary: 'List supplier levels with their rights (search, status, pager), by rank',
    query: levelListQuery,
    data: listData(levelRow),
  }),
  info: endpoint({
    method: 'GET',
    path: '/admin/supplier/level/info',
    permission: 'supply_level_index',
    summary: 'One supplier level with its rights',
    query: idQuery,
    data: levelRow,
  }),
  add: endpoint({
    method: 'POST',
    path: '/admin/supplier/level/add',
    permission: 'supply_level_edit',
    summary: 'Add a supplier level (name and rank unique; rights null = unlimited)',
    body: levelAddBody,
    data: levelRow,
  }),
  edit: endpoint({
    method: 'POST',
    path: '/admin/supplier/level/edit',
    permission: 'supply_level_edit',
    summary: 'Edit a supplier level and its rights (version checked)',
    body: levelEditBody,
    data: levelRow,
  }),
  status: endpoint({
    method: 'POST',
    path: '/admin/supplier/level/status',
    permission: 'supply_level_edit',
    summary: 'Enable or disable a supplier level (a band of the set in force keeps it enabled)',
    body: statusBody,
    data: levelRow,
  }),
  del: endpoint({
    method: 'POST',
    path: '/admin/supplier/level/del',
    permission: 'supply_level_edit',
    summary: 'Delete a supplier level no supplier, score or band set uses',
    body: idBody,
    data: okData,
  }),
};

export const bandApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/supplier/band',
    permission: 'supply_level_index',
    summary: 'Standing band sets, newest first: drafts and published ones (the set in force marked)',
    query: bandListQuery,
    data: listData(bandSetRow),
  }),
  add: endpoint({
    method: 'POST',
    path: '/admin/supplier/band/add',
    permission: 'supply_level_edit',
    summary: 'Save a new draft band set (bands cover 0-100 without gap or overlap, each an enabled level)',
    body: bandSetBody,
    data: bandSetRow,
  }),
  edit: endpoint({
    method: 'POST',
    path: '/admin/supplier/band/edit',
    permission: 'supply_level_edit',
    summary: 'Edit a draft band set (a published one is never edited)',
    body: bandEditBody,
    data: bandSetRow,
  }),
  preview: endpoint({
    method: 'GET',
    path: '/admin/supplier/band/preview',
    permission: 'supply_level_index',
    summary: "Which suppliers a band set would move to another level, from this period's scores",
    query: idQuery,
    data: bandPreviewData,
  }),
  publish: endpoint({
    method: 'POST',
    path: '/admin/supplier/band/publish',
    permission: 'supply_level_edit',
    summary: "Publish a draft band set: it is in force from now, suppliers' levels follow it (audited)",
    body: bandPublishBody,
    data: z.object({ set: bandSetRow, changed: z.number().int() }),
  }),
  del: endpoint({
    method: 'POST',
    path: '/admin/supplier/band/del',
    permission: 'supply_level_edit',
    summary: 'Delete a draft band set',
    body: idBody,
    data: okData,
  }),
};

export type LevelListQuery = z.infer<typeof levelListQuery>;
export type BandListQuery = z.infer<typeof bandListQuery>;
