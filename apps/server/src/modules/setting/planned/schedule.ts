import type { PlannedRecord } from './repository.ts';

const MINUTE = 60_000;

/**
 * When a task runs next, at or after `from`: the first slot of its window (starts_at + k × every
 * minutes) not before `from` (strictly after it with `after`), or null when it cannot run (disabled,
 * cap reached, window over).
 */
export function nextRun(
  t: Pick<PlannedRecord, 'enabled' | 'startsAt' | 'endsAt' | 'everyMinutes' | 'generatedCount' | 'maxTotal'>,
  from: Date,
  after = false,
): Date | null {
  if (!t.enabled || t.generatedCount >= t.maxTotal) return null;
  const start = t.startsAt.getTime();
  const every = t.everyMinutes * MINUTE;
  const at = from.getTime();
  let k = at <= start ? 0 : Math.ceil((at - start) / every);
  if (after && start + k * every <= at) k++;
  const next = start + k * every;
  return next < t.endsAt.getTime() ? new Date(next) : null;
}

/** Whether `at` lies in the task's active window. */
export const inWindow = (t: Pick<PlannedRecord, 'startsAt' | 'endsAt'>, at: Date): boolean =>
  at.getTime() >= t.startsAt.getTime() && at.getTime() < t.endsAt.getTime();
