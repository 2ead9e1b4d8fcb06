import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ReviewInfo, ReviewListQuery, ReviewRow, ReviewStatus } from '@shop/shared';
import type { Db } from '../../../platform/db/database.ts';
import { likePattern, offsetOf } from '../../../platform/db/pagination.ts';
import { bumped, saveVersioned } from '../../../platform/db/versioned.ts';
import type { Scope } from '../../../platform/http/context.ts';
import { products } from '../product/table.ts';
import { supplierCond } from '../scope.ts';
import { reviews } from './table.ts';

export type ReviewRecord = typeof reviews.$inferSelect;

const columns = {
  id: reviews.id,
  productId: reviews.productId,
  productName: products.name,
  supplierId: reviews.supplierId,
  customerName: reviews.customerName,
  rating: reviews.rating,
  content: reviews.content,
  status: reviews.status,
  reply: reviews.reply,
  repliedBy: reviews.repliedBy,
  repliedAt: reviews.repliedAt,
  createdAt: reviews.createdAt,
  version: reviews.version,
};
type Joined = { [K in keyof typeof columns]: unknown } & { createdAt: Date; repliedAt: Date | null; reply: string };

function toRow(r: Joined): ReviewRow {
  const { reply, repliedBy: _b, repliedAt: _a, ...rest } = r;
  return { ...(rest as unknown as ReviewRow), replied: reply !== '', createdAt: r.createdAt.toISOString() };
}

export const reviewRepository = {
  async list(db: Db, scope: Scope, q: ReviewListQuery): Promise<{ list: ReviewRow[]; total: number }> {
    const w: SQL[] = [];
    const scoped = supplierCond(reviews.supplierId, scope);
    if (scoped) w.push(scoped);
    if (q.productId) w.push(eq(reviews.productId, q.productId));
    if (q.rating) w.push(eq(reviews.rating, q.rating));
    if (q.status) w.push(eq(reviews.status, q.status));
    if (q.keyword) {
      w.push(or(ilike(reviews.customerName, likePattern(q.keyword)), ilike(reviews.content, likePattern(q.keyword)))!);
    }
    const where = w.length ? and(...w) : undefined;
    const order =
      q.sort === 'rating'
        ? [asc(reviews.rating), asc(reviews.id)]
        : q.sort === '-rating'
          ? [desc(reviews.rating), desc(reviews.id)]
          : q.sort === 'id'
            ? [asc(reviews.id)]
            : [desc(reviews.id)];
    const [rows, [total]] = await Promise.all([
      db
        .select(columns)
        .from(reviews)
        .innerJoin(products, eq(products.id, reviews.productId))
        .where(where)
        .orderBy(...order)
        .limit(q.pageSize)
        .offset(offsetOf(q)),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(reviews)
        .where(where),
    ]);
    return { list: rows.map((r) => toRow(r as Joined)), total: Number(total?.n ?? 0) };
  },

  async info(db: Db, scope: Scope, id: number): Promise<ReviewInfo | undefined> {
    const [r] = await db
      .select(columns)
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(and(eq(reviews.id, id), supplierCond(reviews.supplierId, scope)));
    if (!r) return undefined;
    return {
      ...toRow(r as Joined),
      reply: r.reply,
      repliedBy: r.repliedBy,
      repliedAt: r.repliedAt ? r.repliedAt.toISOString() : null,
    };
  },

  /** Reviews in the scope, locked in id order (the same order for everyone: no deadlocks). */
  async lockMany(db: Db, scope: Scope, ids: number[]): Promise<ReviewRecord[]> {
    return db
      .select()
      .from(reviews)
      .where(and(inArray(reviews.id, ids), supplierCond(reviews.supplierId, scope)))
      .orderBy(asc(reviews.id))
      .for('update');
  },

  /** One review in the scope, locked. */
  async lock(db: Db, scope: Scope, id: number): Promise<ReviewRecord | undefined> {
    const [row] = await db
      .select()
      .from(reviews)
      .where(and(eq(reviews.id, id), supplierCond(reviews.supplierId, scope)))
      .for('update');
    return row;
  },

  async setStatus(db: Db, id: number, status: ReviewStatus): Promise<ReviewRecord> {
    const [row] = await db
      .update(reviews)
      .set({ status, ...bumped(reviews) })
      .where(eq(reviews.id, id))
      .returning();
    return row!;
  },

  /** The versioned reply: undefined when the row no longer has `version`. */
  reply(db: Db, id: number, version: number, reply: string, by: string): Promise<ReviewRecord | undefined> {
    return saveVersioned(db, reviews, id, version, { reply, repliedBy: by, repliedAt: sql`now()` });
  },

  /** A product's reviews follow it to its new owner. */
  async setOwner(db: Db, productId: number, supplierId: number | null): Promise<void> {
    await db.update(reviews).set({ supplierId }).where(eq(reviews.productId, productId));
  },

  /** Reviews waiting for an audit, in the scope. */
  async pendingCount(db: Db, scope: Scope): Promise<number> {
    const [r] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(reviews)
      .where(and(eq(reviews.status, 'to_be_reviewed'), supplierCond(reviews.supplierId, scope)));
    return Number(r?.n ?? 0);
  },

  /** Rating average and count of products from their passed reviews only. */
  async refreshRatings(db: Db, productIds: number[]): Promise<void> {
    if (productIds.length === 0) return;
    await db.execute(sql`
      update ${products} p set
        rating_avg = coalesce(
          (select round(avg(r.rating), 2) from ${reviews} r where r.product_id = p.id and r.status = 'passed'), 0),
        rating_count = (select count(*) from ${reviews} r where r.product_id = p.id and r.status = 'passed')
      where p.id in (${sql.join(
        productIds.map((id) => sql`${id}`),
        sql`, `,
      )})`);
  },
};
