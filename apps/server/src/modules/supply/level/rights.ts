import { translateError, type ErrorCode, type Language } from '@shop/shared';
import { activeBidBan } from '../violation/bid-ban.ts';
import { BAND_BLOCKS, bandOf, type BandBlock } from '@shop/shared/api/supply-level';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { QuotaRight, RightCheck, RightsApi, SupplierRight } from '../part.ts';
import { addDays, dayOf, daysBetween, periodOf, shiftPeriod, type SupplySettingsSource } from './period.ts';
import { rightsRepository as repo, type LevelRecord, type RightsFacts } from './rights-repository.ts';

/** The rights an expired business licence withdraws, step by step; the step after the last suspends. */
export const LICENCE_STEPS: readonly (readonly SupplierRight[])[] = [
  ['bid'],
  ['inspection'],
  ['new_product', 'on_shelf', 'flash_sale'],
];
/** The step at which the daily job suspends the supplier (reason code `licence_expired`). */
export const LICENCE_SUSPEND_STEP = LICENCE_STEPS.length + 1;

export interface LicenceStep {
  expiresOn: string | null;
  daysExpired: number;
  /** 0 = valid; n = the first n steps' rights are withdrawn; LICENCE_SUSPEND_STEP = to be suspended */
  step: number;
  withdrawn: SupplierRight[];
  /** the day each step began (index 0 = step 1) */
  stepDays: string[];
  nextStepOn: string | null;
}

/**
 * The licence's step-down on `today`: the day after the expiry day the first step's rights go,
 * and every `stepDays` days after that the next ones, then the supplier is suspended.
 */
export function licenceStep(expiresOn: string | null, today: string, stepDays: number): LicenceStep {
  const none = { expiresOn, daysExpired: 0, step: 0, withdrawn: [], stepDays: [], nextStepOn: null };
  if (!expiresOn || expiresOn >= today) return none;
  const daysExpired = daysBetween(expiresOn, today);
  const step = Math.min(LICENCE_SUSPEND_STEP, Math.floor((daysExpired - 1) / stepDays) + 1);
  const stepStarts = Array.from({ length: LICENCE_SUSPEND_STEP }, (_, i) => addDays(expiresOn, 1 + i * stepDays));
  return {
    expiresOn,
    daysExpired,
    step,
    withdrawn: LICENCE_STEPS.slice(0, step).flat(),
    stepDays: stepStarts,
    nextStepOn: step < LICENCE_SUSPEND_STEP ? stepStarts[step]! : null,
  };
}

const QUOTA_COLUMN = { inspection: 'inspectionSlots', order: 'orderCap', bid: 'bidQuota' } as const;
export const isQuotaRight = (r: SupplierRight): r is QuotaRight => r in QUOTA_COLUMN;
/** A level's monthly quota of a right; null = unlimited. */
export const quotaOf = (level: LevelRecord | null, right: QuotaRight): number | null =>
  level ? level[QUOTA_COLUMN[right]] : null;

const refused = (code: ErrorCode, params: Record<string, unknown>): RightCheck => ({ ok: false, code, params });

/**
 * The rights service: "may this supplier do X now, and if not why". It reads, in this order, the
 * supplier's standing, its business licence's step-down, the standing band's blocks, and the
 * monthly quota of its level minus what the ledger records (grant lines are written lazily, the
 * first time a period's quota is used). Every refusal is an error code with its params (why, and
 * until when when known). `use` records one use in the ledger inside the caller's transaction.
 */
export class RightsService implements RightsApi {
  constructor(private readonly settings: SupplySettingsSource) {}

  private async clock(at: Date) {
    const tz = await this.settings.timeZone();
    return { today: dayOf(at, tz), period: periodOf(at, tz) };
  }

  async check(db: Db, supplierId: number, right: SupplierRight, at = new Date()): Promise<RightCheck> {
    const { today, period } = await this.clock(at);
    const facts = await repo.facts(db, supplierId, period);
    if (!facts) throw new AppError('common.not_found');
    return this.decide(db, supplierId, right, facts, { today, period });
  }

  /** The answer from facts already read (the standing view asks for every right at once). */
  async decide(
    db: Db,
    supplierId: number,
    right: SupplierRight,
    facts: RightsFacts,
    when: { today: string; period: string },
  ): Promise<RightCheck> {
    const until = facts.stateUntil?.toISOString() ?? null;
    if (facts.state === 'suspended')
      return until ? refused('supply_rights.suspended_until', { until }) : refused('supply_rights.suspended', {});
    if (facts.state === 'banned') return refused('supply_rights.banned_until', { until: until ?? '' });
    if (facts.state === 'disabled') return refused('supply_rights.disabled', {});
    if (facts.state === 'passed') return refused('supply_rights.not_enabled', {});
    if (right === 'bid') {
      // a bid ban from the violation ladder is not a state of the supplier: the ledger's sanctions say it
      const ban = await activeBidBan(db, supplierId);
      if (ban) return refused('supply_rights.bid_banned', { until: ban.until.toISOString().slice(0, 10) });
    }
    const settings = await this.settings.supplier();
    const licence = licenceStep(facts.licenceExpiresOn, when.today, settings.licenceStepDays);
    const stepIndex = LICENCE_STEPS.findIndex((s) => s.includes(right));
    if (stepIndex >= 0 && licence.step > stepIndex)
      return refused('supply_rights.licence_expired', {
        expiredOn: licence.expiresOn,
        withdrawnOn: licence.stepDays[stepIndex],
      });
    if ((BAND_BLOCKS as readonly string[]).includes(right) && facts.score !== null) {
      const set = await repo.publishedBands(db);
      const band = set ? bandOf(set.bands, facts.score) : null;
      if (band?.blocks.includes(right as BandBlock))
        return refused('supply_rights.band_blocked', { score: facts.score, min: band.min, max: band.max });
    }
    if (!isQuotaRight(right)) return { ok: true, left: null };
    const quota = quotaOf(facts.level, right);
    if (quota === null) return { ok: true, left: null };
    if (quota === 0) return refused('supply_rights.not_granted', { level: facts.level?.name ?? '' });
    const left = await this.left(db, supplierId, right, when.period, quota);
    if (left <= 0) return refused('supply_rights.quota_used', { quota, until: `${shiftPeriod(when.period, -1)}-01` });
    return { ok: true, left };
  }

  /** What is left of a period's quota: the ledger's sum, or the whole quota while no grant line is written. */
  private async left(db: Db, supplierId: number, right: QuotaRight, period: string, quota: number): Promise<number> {
    const s = (await repo.sums(db, supplierId, period))[right];
    // before the period's grant line is written, the level's quota is what was granted
    return (s.granted > 0 ? s.granted : quota) + s.released - s.used - s.expired - s.frozen;
  }

  /** Writes the period's grant line unless there is one (inside a transaction holding the quota lock). */
  private async grant(tx: Db, supplierId: number, right: QuotaRight, period: string, quota: number): Promise<void> {
    if (!(await repo.hasLine(tx, { supplierId, right, kind: 'granted', ref: 'monthly', period })))
      await repo.addLine(tx, { supplierId, right, period, kind: 'granted', amount: quota, ref: 'monthly' });
  }

  async use(tx: Db, supplierId: number, right: QuotaRight, ref: string, at = new Date()): Promise<void> {
    await repo.lockQuota(tx, supplierId, right);
    // the same ref recorded once (a retried request)
    if (await repo.useOf(tx, supplierId, right, ref)) return;
    const answer = await this.check(tx, supplierId, right, at);
    if (!answer.ok) throw new AppError(answer.code as ErrorCode, answer.params);
    const { period } = await this.clock(at);
    const facts = (await repo.facts(tx, supplierId, period))!;
    const quota = quotaOf(facts.level, right);
    if (quota !== null) await this.grant(tx, supplierId, right, period, quota);
    await repo.addLine(tx, { supplierId, right, period, kind: 'used', amount: 1, ref });
  }

  async release(tx: Db, supplierId: number, right: QuotaRight, ref: string): Promise<void> {
    await repo.lockQuota(tx, supplierId, right);
    const use = await repo.useOf(tx, supplierId, right, ref);
    if (!use) return;
    await repo.addLine(tx, { supplierId, right, period: use.period, kind: 'released', amount: 1, ref });
  }

  /**
   * Freezes what is left of a right's quota this period (a withdrawn right): one `frozen` line
   * per supplier, right and period, after the grant line.
   */
  async freeze(tx: Db, supplierId: number, right: QuotaRight, level: LevelRecord | null, period: string) {
    const quota = quotaOf(level, right);
    if (quota === null || quota === 0) return 0;
    await repo.lockQuota(tx, supplierId, right);
    if (await repo.hasLine(tx, { supplierId, right, kind: 'frozen', ref: 'licence_expired', period })) return 0;
    await this.grant(tx, supplierId, right, period, quota);
    const left = await this.left(tx, supplierId, right, period, quota);
    if (left <= 0) return 0;
    await repo.addLine(tx, { supplierId, right, period, kind: 'frozen', amount: left, ref: 'licence_expired' });
    return left;
  }

  /** A refusal in words, for the standing view. */
  static message(lang: Language, answer: RightCheck): string | null {
    return answer.ok ? null : translateError(lang, answer.code as ErrorCode, answer.params);
  }
}
