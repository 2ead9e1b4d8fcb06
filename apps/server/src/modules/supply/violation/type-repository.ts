import { and, asc, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { LANGUAGES } from '@shop/shared';
import type { LadderStep } from '@shop/shared/api/supply-violation-type';
import type { ViolationTypeListQuery } from '@shop/shared/api/supply-violation-type';
import { versionedTable } from '../../../platform/crud/versioned-table.ts';
import type { Db } from '../../../platform/db/database.ts';
import { likePattern } from '../../../platform/db/pagination.ts';
import { supplierViolations, violationLadders, violationTypes } from './table.ts';

export type ViolationTypeRecord = typeof violationTypes.$inferSelect;
export type LadderRecord = typeof violationLadders.$inferSelect;

/** The one row of the ladder. */
export const LADDER_ID = 1;

export const violationTypeTable = versionedTable({
  table: violationTypes,
  entity: 'violation_type',
  snapshot: (v) => ({
    code: v.code,
    name: v.name,
    points: v.points,
    banDays: v.banDays,
    evidenceRequired: v.evidenceRequired,
    appealable: v.appealable,
    pointsExpireDays: v.pointsExpireDays,
    enabled: v.enabled,
    version: v.version,
  }),
  unique: { violation_types_code_key: { code: 'violation.type_code_taken', field: 'code' } },
  // a handful of rows
  sorts: { id: violationTypes.id, points: violationTypes.points },
  defaultOrder: () => [asc(violationTypes.points), asc(violationTypes.id)],
});

export const violationTypeRepository = {
  async page(db: Db, q: ViolationTypeListQuery) {
    const w: SQL[] = [];
    if (q.keyword) {
      const like = likePattern(q.keyword);
      w.push(
        or(
          sql`${violationTypes.code} ilike ${like}`,
          ...LANGUAGES.map((l) => sql`${violationTypes.name}->>${l} ilike ${like}`),
        )!,
      );
    }
    if (q.status) w.push(eq(violationTypes.enabled, q.status === 'enabled'));
    return violationTypeTable.page(db, q, w.length ? and(...w) : undefined);
  },

  all(db: Db): Promise<ViolationTypeRecord[]> {
    return db.select().from(violationTypes).orderBy(asc(violationTypes.points), asc(violationTypes.id));
  },

  /** Ledger lines of each type (the ledger's type index is not needed: a handful of types, counted at once). */
  async useCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: supplierViolations.typeId, n: count() })
      .from(supplierViolations)
      .where(inArray(supplierViolations.typeId, ids))
      .groupBy(supplierViolations.typeId);
    return new Map(rows.map((r) => [r.id, Number(r.n)]));
  },

  async ladder(db: Db, lock = false): Promise<LadderRecord | undefined> {
    const q = db.select().from(violationLadders).where(eq(violationLadders.id, LADDER_ID));
    const [row] = lock ? await q.for('update') : await q;
    return row;
  },

  /** The ladder row, created empty when missing (a fresh database before the seed). */
  async ensureLadder(db: Db): Promise<void> {
    await db.insert(violationLadders).values({ id: LADDER_ID, steps: [] }).onConflictDoNothing();
  },

  async saveLadder(db: Db, version: number, steps: LadderStep[]): Promise<LadderRecord | undefined> {
    const [row] = await db
      .update(violationLadders)
      .set({ steps, version: sql`${violationLadders.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(violationLadders.id, LADDER_ID), eq(violationLadders.version, version)))
      .returning();
    return row;
  },
};
