import type { SETTLEMENT_CYCLES } from '@shop/shared/api/settings';

export type Cycle = (typeof SETTLEMENT_CYCLES)[number];

/** One billing cycle: its batch key, first and last day (YYYY-MM-DD) and the first instant after it (UTC). */
export interface CycleSlot {
  cycle: Cycle;
  period: string;
  first: string;
  last: string;
  start: Date;
  end: Date;
}

const DAY = 86_400_000;
const day = (d: Date) => d.toISOString().slice(0, 10);

function slot(cycle: Cycle, period: string, start: Date, end: Date): CycleSlot {
  return { cycle, period, first: day(start), last: day(new Date(end.getTime() - DAY)), start, end };
}

/** The month YYYY-MM as a cycle: its first and last day, its first instant and the first after it (UTC). */
export function monthOf(month: string): CycleSlot {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return slot('monthly', month, new Date(Date.UTC(y, m - 1, 1)), new Date(Date.UTC(y, m, 1)));
}

/** The ISO week key of the week starting on Monday `monday` (UTC): 2026-W48. */
export function isoWeekKey(monday: Date): string {
  const thursday = new Date(monday.getTime() + 3 * DAY);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/**
 * The billing cycles of one kind that end in the month YYYY-MM (their last day falls in it), in
 * order: the month itself; its halves (1st–15th `-H1`, 16th–end `-H2`); or the ISO weeks (Monday
 * to Sunday) whose Sunday is in the month. Only cycles already begun at `now`.
 */
export function cyclesEnding(cycle: Cycle, month: string, now: Date): CycleSlot[] {
  const { start: first, end: next } = monthOf(month);
  let slots: CycleSlot[];
  if (cycle === 'monthly') slots = [monthOf(month)];
  else if (cycle === 'semimonthly') {
    const mid = new Date(first.getTime() + 15 * DAY);
    slots = [slot(cycle, `${month}-H1`, first, mid), slot(cycle, `${month}-H2`, mid, next)];
  } else {
    slots = [];
    // the first Sunday of the month, then every seven days while in the month
    const firstSunday = new Date(first.getTime() + ((7 - first.getUTCDay()) % 7) * DAY);
    for (let sunday = firstSunday; sunday < next; sunday = new Date(sunday.getTime() + 7 * DAY)) {
      const monday = new Date(sunday.getTime() - 6 * DAY);
      slots.push(slot(cycle, isoWeekKey(monday), monday, new Date(sunday.getTime() + DAY)));
    }
  }
  return slots.filter((s) => s.start <= now);
}
