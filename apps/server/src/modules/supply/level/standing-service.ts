import type { PageQuery } from '@shop/shared';
import type { SupplierTerms } from '@shop/shared/api/supply-group';
import { bandOf, type BandBlock } from '@shop/shared/api/supply-level';
import { QUOTA_RIGHTS, SUPPLIER_RIGHTS, type ScoreRow, type StandingData } from '@shop/shared/api/supply-score';
import { recordAudit } from '../../../platform/audit/audit.ts';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import { levelRepository as levels } from './level-repository.ts';
import { dayOf, periodOf, type SupplySettingsSource } from './period.ts';
import { licenceStep, quotaOf, RightsService } from './rights.ts';
import { rightsRepository } from './rights-repository.ts';
import type { ScorecardService } from './scorecard.ts';
import { standingRepository as repo, type ScoreRecord } from './standing-repository.ts';

export function toScoreRow(s: ScoreRecord): ScoreRow {
  return {
    id: s.id,
    supplierId: s.supplierId,
    period: s.period,
    score: s.score,
    overrideScore: s.overrideScore,
    overrideReason: s.overrideReason,
    components: { ...s.components, inspections: s.components.inspections ?? null },
    orders: s.orders,
    levelId: s.levelId,
    levelName: s.levelName,
    computedAt: s.computedAt.toISOString(),
  };
}

/** A group's value where it has one (and is enabled), the settings' default otherwise. */
export function termsOf(
  group: {
    enabled: boolean | null;
    commissionRate: number | null;
    settlementCycle: SupplierTerms['settlementCycle'] | null;
  },
  defaults: { commissionRate: number; settlementCycle: SupplierTerms['settlementCycle'] },
): SupplierTerms {
  const on = group.enabled === true;
  const commission = on ? group.commissionRate : null;
  const cycle = on ? group.settlementCycle : null;
  return {
    commissionRate: commission ?? defaults.commissionRate,
    settlementCycle: cycle ?? defaults.settlementCycle,
    commissionFrom: commission === null ? 'default' : 'group',
    cycleFrom: cycle === null ? 'default' : 'group',
  };
}

/**
 * A supplier's standing as one answer (staff detail tab, the supplier's own view), and the
 * overrides: a score or a level set by hand with a reason (audited, in the trail).
 */
export class StandingService {
  constructor(
    private readonly db: Db,
    private readonly settings: SupplySettingsSource,
    private readonly rights: RightsService,
    private readonly scorecards: ScorecardService,
  ) {}

  async read(ctx: RequestContext, supplierId: number, q: PageQuery, at = new Date()): Promise<StandingData> {
    const db = this.db;
    const header = await repo.header(db, supplierId);
    if (!header) throw new AppError('common.not_found');
    const tz = await this.settings.timeZone();
    const when = { today: dayOf(at, tz), period: periodOf(at, tz) };
    const settings = await this.settings.supplier();
    const [facts, sums, score, history, all, set] = await Promise.all([
      rightsRepository.facts(db, supplierId, when.period),
      rightsRepository.sums(db, supplierId, when.period),
      repo.scoreOf(db, supplierId, when.period),
      repo.history(db, supplierId, q),
      levels.all(db),
      rightsRepository.publishedBands(db),
    ]);
    const answers = [];
    for (const right of SUPPLIER_RIGHTS) {
      const answer = await this.rights.decide(db, supplierId, right, facts!, when);
      answers.push({
        right,
        ok: answer.ok,
        left: answer.ok ? answer.left : null,
        code: answer.ok ? null : answer.code,
        message: RightsService.message(ctx.lang, answer),
      });
    }
    const level = facts!.level;
    const quota = QUOTA_RIGHTS.map((right) => {
      const s = sums[right];
      const limit = quotaOf(level, right);
      const granted = s.granted > 0 ? s.granted : (limit ?? 0);
      return {
        right,
        limit,
        granted,
        used: s.used,
        released: s.released,
        frozen: s.frozen,
        expired: s.expired,
        left: limit === null ? null : Math.max(0, granted + s.released - s.used - s.frozen - s.expired),
      };
    });
    const licence = licenceStep(facts!.licenceExpiresOn, when.today, settings.licenceStepDays);
    const effective = facts!.score;
    const band = set && effective !== null ? bandOf(set.bands, effective) : null;
    const levelName = new Map(all.map((l) => [l.id, l.name]));
    const override = header.levelOverrideId
      ? {
          levelId: header.levelOverrideId,
          levelName: levelName.get(header.levelOverrideId) ?? '',
          reason: header.levelOverrideReason ?? '',
        }
      : null;
    return {
      supplierId,
      name: header.name,
      state: header.state,
      stateUntil: header.stateUntil?.toISOString() ?? null,
      period: when.period,
      level: level
        ? {
            id: level.id,
            name: level.name,
            rank: level.rank,
            inspectionSlots: level.inspectionSlots,
            orderCap: level.orderCap,
            bidQuota: level.bidQuota,
            priority: level.priority,
            dedicatedService: level.dedicatedService,
          }
        : null,
      levelOverride: override,
      group: header.groupId ? { id: header.groupId, name: header.groupName ?? '' } : null,
      terms: termsOf(
        { enabled: header.groupEnabled, commissionRate: header.groupCommission, settlementCycle: header.groupCycle },
        settings,
      ),
      quota,
      rights: answers,
      licence: {
        expiresOn: licence.expiresOn,
        daysExpired: licence.daysExpired,
        step: licence.step,
        withdrawn: licence.withdrawn,
        nextStepOn: licence.nextStepOn,
      },
      score: score ? toScoreRow(score) : null,
      minOrders: settings.scoreMinOrders,
      warningBelow: settings.scoreWarningBelow,
      weights: {
        onTime: settings.weightOnTime,
        reviews: settings.weightReviews,
        violations: settings.weightViolations,
        marks: settings.weightMarks,
        response: settings.weightResponse,
        inspections: settings.weightInspections,
      },
      band: band
        ? {
            min: band.min,
            max: band.max,
            levelId: band.levelId,
            levelName: levelName.get(band.levelId) ?? null,
            blocks: band.blocks as BandBlock[],
            warn: band.warn,
          }
        : null,
      levels: all.map((l) => ({ id: l.id, name: l.name, rank: l.rank, enabled: l.enabled })),
      list: history.list.map(toScoreRow),
      total: history.total,
      page: q.page,
      pageSize: q.pageSize,
    };
  }

  /** The signed-in supplier's own standing. */
  async own(ctx: RequestContext, q: PageQuery): Promise<StandingData> {
    if (ctx.scope.supplierId === null) throw new AppError('common.not_found');
    return this.read(ctx, ctx.scope.supplierId, q);
  }

  /** One period's scorecard of the signed-in supplier; another supplier's is not found. */
  async ownScore(ctx: RequestContext, id: number): Promise<ScoreRow> {
    if (ctx.scope.supplierId === null) throw new AppError('common.not_found');
    const row = await repo.score(this.db, id, ctx.scope.supplierId);
    if (!row) throw new AppError('common.not_found');
    return toScoreRow(row);
  }

  /**
   * Sets (or clears) this period's score by hand. The computed score stays beside it; the band of
   * the score in force decides the level (unless a level override holds it).
   */
  async overrideScore(
    ctx: RequestContext,
    body: { supplierId: number; score: number | null; reason: string },
  ): Promise<StandingData> {
    if (!(await repo.header(this.db, body.supplierId))) throw new AppError('common.not_found');
    const period = await this.scorecards.currentPeriod();
    await this.scorecards.computePeriod(this.db, { ids: [body.supplierId] }, period);
    await this.db.transaction(async (tx) => {
      const row = await repo.lockScore(tx, body.supplierId, period);
      if (!row) throw new AppError('common.not_found');
      await repo.setOverride(tx, row.id, body.score, body.score === null ? null : body.reason);
      await recordAudit(tx, ctx, {
        action: 'supplier_score.override',
        entity: 'supplier_score',
        entityId: row.id,
        supplierId: body.supplierId,
        before: { period, score: row.score, overrideScore: row.overrideScore, reason: row.overrideReason },
        after: { period, score: row.score, overrideScore: body.score, reason: body.reason },
      });
    });
    await this.scorecards.computePeriod(this.db, { ids: [body.supplierId] }, period);
    await this.scorecards.applyLevels(this.db, ctx, period, { ids: [body.supplierId] });
    return this.read(ctx, body.supplierId, { page: 1, pageSize: 10 });
  }

  /** Holds the supplier at a level whatever its score, or (null) lets the scorecard decide again. */
  async overrideLevel(
    ctx: RequestContext,
    body: { supplierId: number; levelId: number | null; reason: string },
  ): Promise<StandingData> {
    const period = await this.scorecards.currentPeriod();
    const all = await levels.all(this.db);
    const target = body.levelId === null ? null : all.find((l) => l.id === body.levelId && l.enabled);
    if (body.levelId !== null && !target)
      throw new AppError('supply_band.level', {}, { fields: [{ field: 'levelId', key: 'invalid' }] });
    const before = await this.db.transaction(async (tx) => {
      const profile = await levels.lockProfile(tx, body.supplierId);
      if (!profile) throw new AppError('common.not_found');
      await levels.setProfileLevel(tx, body.supplierId, {
        levelOverrideId: body.levelId,
        levelOverrideReason: body.levelId === null ? null : body.reason,
      });
      await recordAudit(tx, ctx, {
        action: 'supplier_level.override',
        entity: 'supplier',
        entityId: body.supplierId,
        supplierId: body.supplierId,
        before: { levelId: profile.levelId, overrideId: profile.levelOverrideId, reason: profile.levelOverrideReason },
        after: { overrideId: body.levelId, reason: body.reason },
      });
      return profile;
    });
    if (target) {
      await this.scorecards.moveLevel(
        this.db,
        ctx,
        { supplierId: body.supplierId, toLevelId: target.id, toLevel: target.name },
        { reason: body.reason },
        period,
      );
    } else if (before.levelOverrideId !== null) {
      await this.scorecards.applyLevels(this.db, ctx, period, { ids: [body.supplierId] });
    }
    return this.read(ctx, body.supplierId, { page: 1, pageSize: 10 });
  }
}
