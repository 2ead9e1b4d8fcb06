import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { offsetOf } from '../../../platform/db/pagination.ts';
import { suppliers } from '../../../platform/identity/table.ts';
import { supplierProfileChanges as c } from './table.ts';

export type ChangeRecord = typeof c.$inferSelect & { supplierName: string };

const columns = {
  id: c.id,
  supplierId: c.supplierId,
  items: c.items,
  duplicates: c.duplicates,
  status: c.status,
  round: c.round,
  reason: c.reason,
  submittedBy: c.submittedBy,
  submittedByName: c.submittedByName,
  submittedAt: c.submittedAt,
  decidedBy: c.decidedBy,
  decidedByName: c.decidedByName,
  decidedAt: c.decidedAt,
  supplierName: suppliers.name,
};

/** Profile changes waiting for re-audit, and the decided ones. */
export const changeRepository = {
  async find(db: Db, id: number, lock = false): Promise<ChangeRecord | undefined> {
    const q = db.select(columns).from(c).innerJoin(suppliers, eq(suppliers.id, c.supplierId)).where(eq(c.id, id));
    const [row] = lock ? await q.for('update', { of: c }) : await q;
    return row;
  },

  /** The pending change of a supplier, or else its latest one. */
  async latest(db: Db, supplierId: number): Promise<ChangeRecord | undefined> {
    const [row] = await db
      .select(columns)
      .from(c)
      .innerJoin(suppliers, eq(suppliers.id, c.supplierId))
      .where(eq(c.supplierId, supplierId))
      .orderBy(desc(c.id))
      .limit(1);
    return row;
  },

  async page(db: Db, supplierId: number, q: { page: number; pageSize: number }) {
    const where = eq(c.supplierId, supplierId);
    const [list, [total]] = await Promise.all([
      db
        .select(columns)
        .from(c)
        .innerJoin(suppliers, eq(suppliers.id, c.supplierId))
        .where(where)
        .orderBy(desc(c.id))
        .limit(q.pageSize)
        .offset(offsetOf(q)),
      db.select({ n: count() }).from(c).where(where),
    ]);
    return { list, total: Number(total?.n ?? 0) };
  },

  async pending(db: Db, q: { supplierId?: number; limit: number }): Promise<ChangeRecord[]> {
    return db
      .select(columns)
      .from(c)
      .innerJoin(suppliers, eq(suppliers.id, c.supplierId))
      .where(and(eq(c.status, 'pending'), q.supplierId ? eq(c.supplierId, q.supplierId) : undefined))
      .orderBy(asc(c.submittedAt), asc(c.id))
      .limit(q.limit);
  },

  async pendingCount(db: Db): Promise<number> {
    const [r] = await db.select({ n: count() }).from(c).where(eq(c.status, 'pending'));
    return Number(r?.n ?? 0);
  },

  async rounds(db: Db, supplierId: number): Promise<number> {
    const [r] = await db.select({ n: count() }).from(c).where(eq(c.supplierId, supplierId));
    return Number(r?.n ?? 0);
  },

  async insert(db: Db, row: typeof c.$inferInsert): Promise<number> {
    const [added] = await db.insert(c).values(row).returning({ id: c.id });
    return added!.id;
  },

  async decide(
    db: Db,
    id: number,
    v: { status: 'approved' | 'rejected'; reason: string; decidedBy: number | null; decidedByName: string },
  ): Promise<void> {
    await db
      .update(c)
      .set({ ...v, decidedAt: new Date() })
      .where(eq(c.id, id));
  },
};
