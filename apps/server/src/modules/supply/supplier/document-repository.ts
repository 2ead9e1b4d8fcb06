import { and, asc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { suppliers } from '../../../platform/identity/table.ts';
import { supplierDocuments as d } from './table.ts';

export type DocumentRecord = typeof d.$inferSelect;

/** A supplier's documents: the current one of each kind has no `replaced_at`. */
export const documentRepository = {
  async current(db: Db, supplierId: number): Promise<DocumentRecord[]> {
    return db
      .select()
      .from(d)
      .where(and(eq(d.supplierId, supplierId), isNull(d.replacedAt)))
      .orderBy(asc(d.kind), asc(d.id));
  },

  async find(db: Db, id: number): Promise<DocumentRecord | undefined> {
    const [row] = await db.select().from(d).where(eq(d.id, id));
    return row;
  },

  /** The current document of a kind, locked; the caller replaces it. */
  async lockCurrent(db: Db, supplierId: number, kind: string): Promise<DocumentRecord | undefined> {
    const [row] = await db
      .select()
      .from(d)
      .where(and(eq(d.supplierId, supplierId), eq(d.kind, kind), isNull(d.replacedAt)))
      .for('update');
    return row;
  },

  async markReplaced(db: Db, id: number): Promise<void> {
    await db
      .update(d)
      .set({ replacedAt: sql`now()`, updatedAt: sql`now()`, version: sql`${d.version} + 1` })
      .where(eq(d.id, id));
  },

  async insert(db: Db, row: typeof d.$inferInsert): Promise<DocumentRecord> {
    const [added] = await db.insert(d).values(row).returning();
    return added!;
  },

  /** Current documents expiring on or before `lastDay`, with their supplier's name (at most 500). */
  async expiringBy(db: Db, lastDay: string) {
    return db
      .select({ doc: d, supplierName: suppliers.name })
      .from(d)
      .innerJoin(suppliers, eq(suppliers.id, d.supplierId))
      .where(and(isNull(d.replacedAt), isNotNull(d.expiresOn), lte(d.expiresOn, lastDay)))
      .orderBy(asc(d.expiresOn), asc(d.id))
      .limit(500);
  },

  /** Marks a warning sent, unless another run did it meanwhile (`warned_on` still as read): true when marked. */
  async markWarned(db: Db, id: number, readWarnedOn: string | null, today: string): Promise<boolean> {
    const rows = await db
      .update(d)
      .set({ warnedOn: today })
      .where(and(eq(d.id, id), readWarnedOn === null ? isNull(d.warnedOn) : eq(d.warnedOn, readWarnedOn)))
      .returning({ id: d.id });
    return rows.length > 0;
  },
};
