import { performance } from 'node:perf_hooks';
import type { Db } from '../../../platform/db/database.ts';
import { systemContext, type RequestContext } from '../../../platform/http/context.ts';
import type { Delivery, NotificationService } from '../../../platform/notify/notification-service.ts';
import type { ScorecardApi } from '../part.ts';
import type { SupplierLifecycle } from '../supplier/lifecycle.ts';
import { levelRepository as levels } from './level-repository.ts';
import { periodOf, type SupplySettingsSource } from './period.ts';
import { rightsRepository } from './rights-repository.ts';
import {
  scoreRepository as scores,
  type LevelChange,
  type ScoreInputs,
  type SupplierRange,
} from './score-repository.ts';

export interface ScorecardDeps {
  settings: SupplySettingsSource;
  lifecycle: Pick<SupplierLifecycle, 'note'>;
  /** null where nobody is told (the seed) */
  notifications: NotificationService | null;
}

/**
 * Lets waiting requests run between two statements of a long job: with an in-process database
 * (PGlite) a statement's answer arrives as a resolved promise, so back-to-back statements would
 * otherwise never give timers and sockets a turn.
 */
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/** How many suppliers (by id range) the job's first statement scores; the next ones adapt (nextChunk). */
export const SCORE_CHUNK = 50;
const CHUNK_MIN = 10;
const CHUNK_MAX = 5_000;
/** How long one statement may hold the event loop: requests wait at most about this long. */
const HOLD_TARGET_MS = 20;

/**
 * The next chunk's size from how long the last statement held the event loop: its wall time times
 * the loop's utilisation meanwhile, none when the loop was mostly free. With PGlite the database
 * runs in this process, every millisecond of a statement holds the loop, and chunks shrink until a
 * statement takes about HOLD_TARGET_MS; with PostgreSQL the loop is free while the server works,
 * and chunks grow (fewer statements, each one narrowed by the orders' supplier index).
 */
export function nextChunk(size: number, elapsedMs: number, utilization: number): number {
  // A loop mostly free meanwhile (requests answered, nothing else): the statement ran elsewhere.
  const heldMs = utilization < 0.5 ? 0 : elapsedMs * utilization;
  const factor = Math.min(2, Math.max(0.25, HOLD_TARGET_MS / Math.max(heldMs, 1)));
  return Math.round(Math.min(CHUNK_MAX, Math.max(CHUNK_MIN, size * factor)));
}

/**
 * Scorecards: the period's scores computed set-based (score-repository.ts says how each criterion
 * is defined), stored per supplier and period (an override score stays), stamped with the level
 * their band gives; then each supplier whose level the bands change moves to it, unless a level
 * override holds it, with a trail line and a notice to the supplier.
 */
export class ScorecardService implements ScorecardApi {
  constructor(private readonly deps: ScorecardDeps) {}

  async currentPeriod(at = new Date()): Promise<string> {
    return periodOf(at, await this.deps.settings.timeZone());
  }

  async inputs(asOf: Date): Promise<ScoreInputs> {
    const s = await this.deps.settings.supplier();
    return {
      asOf,
      windowDays: s.scoreWindowDays,
      minOrders: s.scoreMinOrders,
      weights: {
        onTime: s.weightOnTime,
        reviews: s.weightReviews,
        violations: s.weightViolations,
        marks: s.weightMarks,
        response: s.weightResponse,
        inspections: s.weightInspections,
      },
    };
  }

  /** A period's scores of some suppliers, as of the period's end (or now, for the current one). */
  async computePeriod(db: Db, range: SupplierRange, period: string, now = new Date()): Promise<number> {
    const end = await scores.periodEnd(db, period, await this.deps.settings.timeZone());
    const inputs = await this.inputs(end < now ? end : now);
    const set = await rightsRepository.publishedBands(db);
    const written = await scores.store(db, range, period, inputs, set?.bands ?? []);
    return written;
  }

  /** After a supplier's inputs changed (an appeal reversed points, a mark): its current period again. */
  async recompute(db: Db, supplierId: number): Promise<void> {
    const period = await this.currentPeriod();
    await this.computePeriod(db, { ids: [supplierId] }, period);
    await this.applyLevels(db, systemContext('scorecard'), period, { ids: [supplierId] });
  }

  /**
   * The scheduled run: the current period for every supplier, a range of suppliers per statement,
   * each range's levels moved right after it, yielding to waiting requests between statements.
   */
  async runAll(
    db: Db,
    /** `chunk`: a fixed number of suppliers per statement (tests); by default it adapts (nextChunk) */
    opts: { period?: string; now?: Date; chunk?: number; progress?: (done: number, total: number) => void } = {},
  ): Promise<{ period: string; scored: number; changed: number; statements: number }> {
    const now = opts.now ?? new Date();
    const period = opts.period ?? (await this.currentPeriod(now));
    const span = await scores.idSpan(db);
    const ctx = systemContext('scorecard');
    let scored = 0;
    let changed = 0;
    let statements = 0;
    if (span) {
      let size = opts.chunk ?? SCORE_CHUNK;
      const total = span.max - span.min + 1;
      for (let from = span.min; from <= span.max;) {
        const range = { from, to: from + size - 1 };
        const started = performance.now();
        const loop = performance.eventLoopUtilization();
        scored += await this.computePeriod(db, range, period, now);
        statements++;
        const elapsed = performance.now() - started;
        const { utilization } = performance.eventLoopUtilization(loop);
        await yieldToRequests();
        changed += (await this.applyLevels(db, ctx, period, range)).length;
        opts.progress?.(Math.min(total, range.to + 1 - span.min), total);
        await yieldToRequests();
        from = range.to + 1;
        if (opts.chunk === undefined) size = nextChunk(size, elapsed, utilization);
      }
    }
    return { period, scored, changed, statements };
  }

  /** Moves every supplier in `range` whose level the bands in force change; answers the moves. */
  async applyLevels(db: Db, ctx: RequestContext, period: string, range: SupplierRange): Promise<LevelChange[]> {
    const set = await rightsRepository.publishedBands(db);
    if (!set) return [];
    const changes = await scores.levelChanges(db, period, set.bands, range);
    for (const c of changes) {
      await this.moveLevel(db, ctx, c, { score: c.score }, period);
      await yieldToRequests();
    }
    return changes;
  }

  /** One supplier to another level (its own transaction): the profile, a trail line, a notice. */
  async moveLevel(
    db: Db,
    ctx: RequestContext,
    c: { supplierId: number; toLevelId: number; toLevel: string },
    why: { score: number } | { reason: string },
    period: string,
  ): Promise<boolean> {
    let delivery: Delivery | null = null;
    const moved = await db.transaction(async (tx) => {
      const profile = await levels.lockProfile(tx, c.supplierId);
      if (!profile || profile.levelId === c.toLevelId) return false;
      const from = profile.levelId ? (await levels.all(tx)).find((l) => l.id === profile.levelId) : undefined;
      await levels.setProfileLevel(tx, c.supplierId, { levelId: c.toLevelId });
      const detail = { period, ...why, fromLevelId: profile.levelId, toLevelId: c.toLevelId };
      const reason = 'reason' in why ? why.reason : `score ${why.score} (${period})`;
      await this.deps.lifecycle.note(tx, ctx, c.supplierId, 'level_changed', reason, detail);
      delivery =
        (await this.deps.notifications?.notify(tx, {
          to: { supplierId: c.supplierId },
          kind: 'supply.level.changed',
          title: { key: 'supply.level.changed', params: { from: from?.name ?? '—', to: c.toLevel } },
          body:
            'reason' in why
              ? { key: 'supply.level.changed_reason', params: { reason: why.reason } }
              : { key: 'supply.level.changed_score', params: { score: why.score, period } },
          entity: { type: 'supplier', id: c.supplierId },
        })) ?? null;
      return true;
    });
    (delivery as Delivery | null)?.send();
    return moved;
  }
}
