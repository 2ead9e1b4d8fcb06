import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { FeedbackRow } from '@shop/shared';
import { feedbackListQuery } from '@shop/shared';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/database.ts';
import { likePattern, offsetOf, orderBy } from '../../../platform/db/pagination.ts';
import { versionedSave } from '../../../platform/db/versioned.ts';
import { suppliers } from '../../../platform/identity/table.ts';
import { feedback } from './table.ts';

type ListQuery = z.infer<typeof feedbackListQuery>;
export type FeedbackRecord = typeof feedback.$inferSelect;

function toRow(r: FeedbackRecord, supplierName: string | null): FeedbackRow {
  return {
    id: r.id,
    suggest: r.suggest,
    mail: r.mail,
    imgs: r.imgs,
    status: r.status,
    supplierId: r.supplierId,
    supplierName,
    authorName: r.authorName,
    reply: r.reply,
    createdAt: r.createdAt.toISOString(),
    version: r.version,
  };
}

function whereOf(q: ListQuery): SQL | undefined {
  const w: SQL[] = [];
  if (q.keyword) {
    const p = likePattern(q.keyword);
    w.push(or(ilike(feedback.suggest, p), ilike(feedback.authorName, p))!);
  }
  if (q.status) w.push(eq(feedback.status, q.status));
  if (q.supplierId) w.push(eq(feedback.supplierId, q.supplierId));
  if (q.from) w.push(gte(feedback.createdAt, new Date(`${q.from}T00:00:00.000Z`)));
  if (q.to) w.push(lt(feedback.createdAt, new Date(new Date(`${q.to}T00:00:00.000Z`).getTime() + 86_400_000)));
  return w.length ? and(...w) : undefined;
}

/** New first, then being processed, then the rest; newest first within each. */
const statusRank = sql`case ${feedback.status} when 'new' then 0 when 'processing' then 1 else 2 end`;

/** Feedback rows, with their supplier's name. */
export const feedbackRepository = {
  async insert(db: Db, values: typeof feedback.$inferInsert): Promise<FeedbackRecord> {
    const [r] = await db.insert(feedback).values(values).returning();
    return r!;
  },

  async list(db: Db, q: ListQuery): Promise<{ list: FeedbackRow[]; total: number }> {
    const where = whereOf(q);
    const [rows, [total]] = await Promise.all([
      db
        .select({ f: feedback, supplierName: suppliers.name })
        .from(feedback)
        .leftJoin(suppliers, eq(suppliers.id, feedback.supplierId))
        .where(where)
        .orderBy(
          ...orderBy(
            q.sort,
            { id: feedback.id, createdAt: feedback.createdAt },
            [asc(statusRank), desc(feedback.id)],
            feedback.id,
          ),
        )
        .limit(q.pageSize)
        .offset(offsetOf(q)),
      db.select({ n: count() }).from(feedback).where(where),
    ]);
    return { list: rows.map((r) => toRow(r.f, r.supplierName)), total: total?.n ?? 0 };
  },

  async row(db: Db, id: number): Promise<FeedbackRow | undefined> {
    const [r] = await db
      .select({ f: feedback, supplierName: suppliers.name })
      .from(feedback)
      .leftJoin(suppliers, eq(suppliers.id, feedback.supplierId))
      .where(eq(feedback.id, id));
    return r ? toRow(r.f, r.supplierName) : undefined;
  },

  /** A feedback row locked for the transaction. */
  async lock(db: Db, id: number): Promise<FeedbackRecord | undefined> {
    const [r] = await db.select().from(feedback).where(eq(feedback.id, id)).for('update');
    return r;
  },

  /** Saves a change with the version read; undefined when the version moved on meanwhile. */
  saveVersion: versionedSave(feedback),

  /** Feedback waiting for platform staff (status new). */
  async newCount(db: Db): Promise<number> {
    const [r] = await db.select({ n: count() }).from(feedback).where(eq(feedback.status, 'new'));
    return r?.n ?? 0;
  },

  /** All feedback ever sent. */
  async total(db: Db): Promise<number> {
    return Number((await db.select({ n: count() }).from(feedback))[0]?.n ?? 0);
  },

  toRow,
};
