import { createHash } from 'node:crypto';

export type Stage = 'reduced' | 'normal' | 'tightened';
export type Frequency = 'every_lot' | 'random' | 'periodic';

/** The switching rules, from the supplier's own results on one control point. */
export const SWITCHING = {
  /** normal → tightened: this many failures among the last `window` lots */
  tightenFailures: 2,
  window: 5,
  /** tightened → normal: this many passes in a row */
  relaxPasses: 5,
  /** normal → reduced: this many passes in a row; any failure in reduced goes back to normal */
  reducePasses: 10,
} as const;

/**
 * The stage in force after a supplier's results (oldest first, true = passed), replayed from
 * normal: normal → tightened after 2 failures in the last 5 lots; tightened → normal after 5
 * passes in a row; normal → reduced after 10 passes in a row; reduced → normal on a failure.
 */
export function stageOf(results: readonly boolean[]): Stage {
  let stage: Stage = 'normal';
  let run = 0;
  const recent: boolean[] = [];
  for (const passed of results) {
    run = passed ? run + 1 : 0;
    recent.push(passed);
    if (recent.length > SWITCHING.window) recent.shift();
    if (stage === 'normal') {
      if (recent.filter((r) => !r).length >= SWITCHING.tightenFailures) {
        stage = 'tightened';
        run = 0;
        recent.length = 0;
      } else if (run >= SWITCHING.reducePasses) {
        stage = 'reduced';
        run = 0;
      }
    } else if (stage === 'tightened') {
      if (run >= SWITCHING.relaxPasses) {
        stage = 'normal';
        run = 0;
        recent.length = 0;
      }
    } else if (!passed) {
      stage = 'normal';
      run = 0;
      recent.length = 0;
      recent.push(false);
    }
  }
  return stage;
}

export interface SamplingRule {
  frequency: Frequency;
  /** random: the percentage of lots inspected */
  percent: number;
  /** periodic: one lot inspected every this many days */
  periodDays: number;
}

/**
 * The rule a stage puts in force: tightened inspects every lot; reduced halves the sampling (every
 * lot → 50 %, p % → p/2 %, every N days → every 2N days); normal is the control point's own.
 */
export function ruleInForce(base: SamplingRule, stage: Stage): SamplingRule {
  if (stage === 'tightened') return { ...base, frequency: 'every_lot', percent: 100 };
  if (stage === 'normal') return base;
  if (base.frequency === 'every_lot') return { ...base, frequency: 'random', percent: 50 };
  if (base.frequency === 'random') return { ...base, percent: Math.max(1, Math.floor(base.percent / 2)) };
  return { ...base, periodDays: base.periodDays * 2 };
}

/**
 * A lot's draw for random sampling, 0–99: derived from the lot itself (control point, supplier,
 * shipment, lot), so the same lot always draws the same and anybody can check why it was picked.
 */
export function drawOf(key: string): number {
  return createHash('sha256').update(key).digest().readUInt32BE(0) % 100;
}

/** Whether a lot is inspected under `rule`: `lastInspectedAt` is the supplier's last lot inspected there. */
export function mustInspect(rule: SamplingRule, draw: number, lastInspectedAt: Date | null, now: Date): boolean {
  if (rule.frequency === 'every_lot') return true;
  if (rule.frequency === 'random') return draw < rule.percent;
  if (!lastInspectedAt) return true;
  return now.getTime() - lastInspectedAt.getTime() >= rule.periodDays * 86_400_000;
}
