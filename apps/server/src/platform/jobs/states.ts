import { count } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { jobs } from './table.ts';

/** How many jobs are in each state (metrics: queued is the queue's depth). */
export async function jobStates(db: Db): Promise<Record<string, number>> {
  const rows = await db.select({ state: jobs.state, n: count() }).from(jobs).groupBy(jobs.state);
  return Object.fromEntries(rows.map((r) => [r.state, Number(r.n)]));
}
