import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { suppliers } from '../../../platform/identity/table.ts';
import { supplierProfiles } from '../supplier/table.ts';
import { supplierGroups, supplierLevels, supplierScores } from './table.ts';

export type ScoreRecord = typeof supplierScores.$inferSelect & { levelName: string | null };

const scoreColumns = {
  id: supplierScores.id,
  supplierId: supplierScores.supplierId,
  period: supplierScores.period,
  score: supplierScores.score,
  components: supplierScores.components,
  orders: supplierScores.orders,
  levelId: supplierScores.levelId,
  overrideScore: supplierScores.overrideScore,
  overrideReason: supplierScores.overrideReason,
  computedAt: supplierScores.computedAt,
  levelName: supplierLevels.name,
};

/** A supplier's standing reads: its header (state, level, group) and its scores. */
export const standingRepository = {
  async header(db: Db, supplierId: number) {
    const [row] = await db
      .select({
        name: suppliers.name,
        state: suppliers.state,
        stateUntil: suppliers.stateUntil,
        hasProfile: sql<boolean>`${supplierProfiles.supplierId} is not null`,
        levelId: supplierProfiles.levelId,
        levelOverrideId: supplierProfiles.levelOverrideId,
        levelOverrideReason: supplierProfiles.levelOverrideReason,
        groupId: supplierGroups.id,
        groupName: supplierGroups.name,
        groupEnabled: supplierGroups.enabled,
        groupCommission: supplierGroups.commissionRate,
        groupCycle: supplierGroups.settlementCycle,
      })
      .from(suppliers)
      .leftJoin(supplierProfiles, eq(supplierProfiles.supplierId, suppliers.id))
      .leftJoin(supplierGroups, eq(supplierGroups.id, supplierProfiles.groupId))
      .where(eq(suppliers.id, supplierId));
    return row;
  },

  async history(db: Db, supplierId: number, q: { page: number; pageSize: number }) {
    const where = eq(supplierScores.supplierId, supplierId);
    const [list, [total]] = await Promise.all([
      db
        .select(scoreColumns)
        .from(supplierScores)
        .leftJoin(supplierLevels, eq(supplierLevels.id, supplierScores.levelId))
        .where(where)
        .orderBy(desc(supplierScores.period))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize),
      db.select({ n: count() }).from(supplierScores).where(where),
    ]);
    return { list: list as ScoreRecord[], total: Number(total?.n ?? 0) };
  },

  /** One score row; with `supplierId`, only that supplier's. */
  async score(db: Db, id: number, supplierId: number | null): Promise<ScoreRecord | undefined> {
    const [row] = await db
      .select(scoreColumns)
      .from(supplierScores)
      .leftJoin(supplierLevels, eq(supplierLevels.id, supplierScores.levelId))
      .where(
        and(eq(supplierScores.id, id), supplierId === null ? undefined : eq(supplierScores.supplierId, supplierId)),
      );
    return row as ScoreRecord | undefined;
  },

  async scoreOf(db: Db, supplierId: number, period: string): Promise<ScoreRecord | undefined> {
    const [row] = await db
      .select(scoreColumns)
      .from(supplierScores)
      .leftJoin(supplierLevels, eq(supplierLevels.id, supplierScores.levelId))
      .where(and(eq(supplierScores.supplierId, supplierId), eq(supplierScores.period, period)));
    return row as ScoreRecord | undefined;
  },

  /** Locks the period's score row for an override (it exists: recomputed first). */
  async lockScore(tx: Db, supplierId: number, period: string) {
    const [row] = await tx
      .select()
      .from(supplierScores)
      .where(and(eq(supplierScores.supplierId, supplierId), eq(supplierScores.period, period)))
      .for('update');
    return row;
  },

  async setOverride(tx: Db, id: number, score: number | null, reason: string | null): Promise<void> {
    await tx
      .update(supplierScores)
      .set({ overrideScore: score, overrideReason: reason })
      .where(eq(supplierScores.id, id));
  },
};
