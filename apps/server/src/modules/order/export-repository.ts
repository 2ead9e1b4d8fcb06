import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { jobs } from '../../platform/jobs/table.ts';

/** The jobs rows of order exports (their requester, state, progress and file). */
export const orderExportRepository = {
  /** A job of this kind by id. */
  async job(db: Db, id: number, kind: string) {
    const [j] = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.id, id), eq(jobs.kind, kind)));
    return j;
  },

  /** The state of a job by id (any kind). */
  async state(db: Db, id: number) {
    const [j] = await db.select({ state: jobs.state }).from(jobs).where(eq(jobs.id, id));
    return j;
  },
};
