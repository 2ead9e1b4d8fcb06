import type { LadderStep } from '@shop/shared/api/supply-violation-type';
import type { NextSanction } from '@shop/shared/api/supply-violation';

/** What the rules below need of a ledger line. */
export interface LedgerLine {
  id: number;
  points: number;
  banDays: number;
  createdAt: Date;
  pointsExpireAt: Date;
  reversesId: number | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function addDays(at: Date, days: number): Date {
  return new Date(at.getTime() + days * DAY_MS);
}

/** Active points at `at`: the lines recorded by then whose points have not expired (reversals count negative). */
export function activePointsAt(lines: readonly LedgerLine[], at: Date): number {
  return lines
    .filter((l) => l.createdAt.getTime() <= at.getTime() && l.pointsExpireAt.getTime() > at.getTime())
    .reduce((sum, l) => sum + l.points, 0);
}

/** The first step above `points`, and how many points are missing to reach it. */
export function nextSanctionOf(points: number, steps: readonly LadderStep[]): NextSanction | null {
  const step = [...steps].sort((a, b) => a.points - b.points).find((s) => s.points > points);
  return step
    ? { threshold: step.points, missing: step.points - points, sanction: step.sanction, days: step.days }
    : null;
}

/** The steps a change of active points from `before` to `after` reaches (before < threshold <= after). */
export function crossedSteps(before: number, after: number, steps: readonly LadderStep[]): LadderStep[] {
  return steps.filter((s) => before < s.points && s.points <= after);
}

/** The lines that still count: neither reversed by a granted appeal nor a reversal. */
export function standingLines(lines: readonly LedgerLine[]): LedgerLine[] {
  const reversed = new Set(lines.flatMap((l) => (l.reversesId === null ? [] : [l.reversesId])));
  return lines.filter((l) => l.reversesId === null && !reversed.has(l.id));
}

/**
 * Replays the ledger without the reversed lines: the lines at whose recording the active points
 * reached `threshold` (before < threshold <= after), in order.
 */
export function crossingsOf(lines: readonly LedgerLine[], threshold: number): LedgerLine[] {
  const kept = standingLines(lines).sort((a, b) => a.id - b.id);
  const out: LedgerLine[] = [];
  kept.forEach((line, i) => {
    const at = line.createdAt;
    const before = kept
      .slice(0, i)
      .filter((l) => l.pointsExpireAt.getTime() > at.getTime())
      .reduce((sum, l) => sum + l.points, 0);
    if (before < threshold && threshold <= before + line.points) out.push(line);
  });
  return out;
}

/** When active points fall off, soonest first: per expiry moment, the points that expire then. */
export function expiriesOf(lines: readonly LedgerLine[], now: Date): { at: string; points: number }[] {
  const byDay = new Map<string, number>();
  for (const l of standingLines(lines)) {
    if (l.pointsExpireAt.getTime() <= now.getTime() || l.points <= 0) continue;
    const at = l.pointsExpireAt.toISOString();
    byDay.set(at, (byDay.get(at) ?? 0) + l.points);
  }
  return [...byDay.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([at, points]) => ({ at, points }));
}

/** The later of two ends (null: none). */
export function laterOf(a: Date | null, b: Date | null): Date | null {
  if (!a) return b;
  if (!b) return a;
  return a.getTime() >= b.getTime() ? a : b;
}
