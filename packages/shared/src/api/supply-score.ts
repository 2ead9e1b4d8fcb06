import { z } from 'zod';
import { endpoint } from '../contract.ts';
import { idParam, idQuery, listData, pageQuery } from './common.ts';
import { supplierTerms } from './supply-group.ts';
import { BAND_BLOCKS } from './supply-level.ts';

/**
 * A supplier's standing as staff (detail tab) and the supplier (own view) read it: its level and
 * rights with this month's quota use, the rights service's answer per right, the business
 * licence's step-down, the scorecard now (components and weights), its band, and the score
 * history. Staff may override the score or the level, with a reason.
 */
export const SUPPLIER_RIGHTS = ['inspection', 'order', 'bid', 'new_product', 'on_shelf', 'flash_sale'] as const;
export const QUOTA_RIGHTS = ['inspection', 'order', 'bid'] as const;
/** The scorecard's criteria, in the order of the settings' weights. */
export const SCORE_CRITERIA = ['onTime', 'reviews', 'violations', 'marks', 'response', 'inspections'] as const;
export type ScoreCriterion = (typeof SCORE_CRITERIA)[number];

const component = z.number().int().nullable();
export const scoreComponents = z.object({
  onTime: component,
  reviews: component,
  violations: component,
  marks: component,
  response: component,
  /** share of the inspections decided in the window that were approved */
  inspections: component,
});

export const scoreRow = z.object({
  id: z.number().int(),
  supplierId: z.number().int(),
  period: z.string(),
  /** the computed score; null = N/A (fewer orders than the minimum) */
  score: z.number().int().nullable(),
  overrideScore: z.number().int().nullable(),
  overrideReason: z.string().nullable(),
  components: scoreComponents,
  orders: z.number().int(),
  levelId: z.number().int().nullable(),
  levelName: z.string().nullable(),
  computedAt: z.string(),
});
export type ScoreRow = z.infer<typeof scoreRow>;

export const quotaUse = z.object({
  right: z.enum(QUOTA_RIGHTS),
  /** the level's monthly quota; null = unlimited */
  limit: z.number().int().nullable(),
  granted: z.number().int(),
  used: z.number().int(),
  released: z.number().int(),
  frozen: z.number().int(),
  expired: z.number().int(),
  /** null = unlimited */
  left: z.number().int().nullable(),
});

export const rightAnswer = z.object({
  right: z.enum(SUPPLIER_RIGHTS),
  ok: z.boolean(),
  left: z.number().int().nullable(),
  code: z.string().nullable(),
  /** why not (and until when), in the reader's language */
  message: z.string().nullable(),
});

const levelSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  rank: z.number().int(),
  inspectionSlots: z.number().int().nullable(),
  orderCap: z.number().int().nullable(),
  bidQuota: z.number().int().nullable(),
  priority: z.number().int(),
  dedicatedService: z.boolean(),
});

export const standingData = listData(scoreRow).extend({
  supplierId: z.number().int(),
  name: z.string(),
  state: z.string(),
  stateUntil: z.string().nullable(),
  period: z.string(),
  level: levelSummary.nullable(),
  levelOverride: z.object({ levelId: z.number().int(), levelName: z.string(), reason: z.string() }).nullable(),
  group: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  terms: supplierTerms,
  quota: z.array(quotaUse),
  rights: z.array(rightAnswer),
  licence: z.object({
    expiresOn: z.string().nullable(),
    daysExpired: z.number().int(),
    /** 0 = valid; 1.. = rights withdrawn so far (bid, inspection, new products), 4 = suspended */
    step: z.number().int(),
    withdrawn: z.array(z.enum(SUPPLIER_RIGHTS)),
    /** when the next right goes, if the licence is not renewed */
    nextStepOn: z.string().nullable(),
  }),
  score: scoreRow.nullable(),
  minOrders: z.number().int(),
  warningBelow: z.number().int(),
  weights: z.object({
    onTime: z.number().int(),
    reviews: z.number().int(),
    violations: z.number().int(),
    marks: z.number().int(),
    response: z.number().int(),
    inspections: z.number().int(),
  }),
  band: z
    .object({
      min: z.number().int(),
      max: z.number().int(),
      levelId: z.number().int(),
      levelName: z.string().nullable(),
      blocks: z.array(z.enum(BAND_BLOCKS)),
      warn: z.boolean(),
    })
    .nullable(),
  /** levels to choose an override from (staff) */
  levels: z.array(z.object({ id: z.number().int(), name: z.string(), rank: z.number().int(), enabled: z.boolean() })),
});
export type StandingData = z.infer<typeof standingData>;

export const standingQuery = pageQuery.extend({ supplierId: idParam });
const reason = z
  .string()
  .trim()
  .min(1, 'required')
  .max(200)
  .meta({ examples: ['Audit on site confirmed the delays were the carrier'] });
export const scoreOverrideBody = z.object({
  supplierId: idParam,
  /** null clears the override */
  score: z.number().int().min(0).max(100).nullable(),
  reason,
});
export const levelOverrideBody = z.object({
  supplierId: idParam,
  /** null clears the override: the scorecard decides again */
  levelId: idParam.nullable(),
  reason,
});

export const standingApi = {
  read: endpoint({
    method: 'GET',
    path: '/admin/supplier/standing',
    permission: 'supply_supplier_info',
    summary: "A supplier's level, rights and quota use this month, licence step-down, scorecard, band and history",
    query: standingQuery,
    data: standingData,
  }),
  own: endpoint({
    method: 'GET',
    path: '/admin/supplier/standing/own',
    permission: 'supply_level_own',
    summary: "The signed-in supplier's own level, rights, quota use, scorecard, band and score history",
    query: pageQuery,
    data: standingData,
    supplier: { access: 'list' },
  }),
  ownScore: endpoint({
    method: 'GET',
    path: '/admin/supplier/standing/own/score',
    permission: 'supply_level_own',
    summary: "One period's scorecard of the signed-in supplier",
    query: idQuery,
    data: scoreRow,
    supplier: { access: 'read', table: 'supplier_scores', field: 'id' },
  }),
  overrideScore: endpoint({
    method: 'POST',
    path: '/admin/supplier/standing/score',
    permission: 'supply_level_override',
    summary: "Set (or clear) this period's score by hand, with the reason; the band's level follows (audited)",
    body: scoreOverrideBody,
    data: standingData,
  }),
  overrideLevel: endpoint({
    method: 'POST',
    path: '/admin/supplier/standing/level',
    permission: 'supply_level_override',
    summary: 'Hold a supplier at a level whatever its score (or let the scorecard decide again), with the reason',
    body: levelOverrideBody,
    data: standingData,
  }),
};
