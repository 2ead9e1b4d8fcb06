import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { LevelListQuery } from '@shop/shared/api/supply-level';
import { versionedTable } from '../../../platform/crud/versioned-table.ts';
import type { Db } from '../../../platform/db/database.ts';
import { likePattern } from '../../../platform/db/pagination.ts';
import { admins, suppliers } from '../../../platform/identity/table.ts';
import { supplierProfiles } from '../supplier/table.ts';
import { supplierBandSets, supplierLevels, supplierScores } from './table.ts';

export type LevelRecord = typeof supplierLevels.$inferSelect;
export type BandSetRecord = typeof supplierBandSets.$inferSelect;

export const levelTable = versionedTable({
  table: supplierLevels,
  entity: 'supplier_level',
  snapshot: (l) => ({
    name: l.name,
    rank: l.rank,
    inspectionSlots: l.inspectionSlots,
    orderCap: l.orderCap,
    bidQuota: l.bidQuota,
    priority: l.priority,
    dedicatedService: l.dedicatedService,
    enabled: l.enabled,
    version: l.version,
  }),
  unique: {
    supplier_levels_name_key: { code: 'supply_level.name_taken', field: 'name' },
    supplier_levels_rank_key: { code: 'supply_level.rank_taken', field: 'rank' },
  },
  defaultOrder: () => [asc(supplierLevels.rank), asc(supplierLevels.id)],
});

export const bandSetTable = versionedTable({
  table: supplierBandSets,
  entity: 'supplier_band_set',
  snapshot: (b) => ({ bands: b.bands, publishedAt: b.publishedAt, version: b.version }),
  // publishing takes this lock: two publications never interleave
  lockKey: 'supplier_band_sets',
  defaultOrder: () => [desc(supplierBandSets.id)],
});

export const levelRepository = {
  async page(db: Db, q: LevelListQuery) {
    const w: SQL[] = [];
    if (q.keyword) w.push(ilike(supplierLevels.name, likePattern(q.keyword)));
    if (q.status) w.push(eq(supplierLevels.enabled, q.status === 'enabled'));
    return levelTable.page(db, q, w.length ? and(...w) : undefined);
  },

  /** Suppliers in each level now (their profile's level). */
  async supplierCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: supplierProfiles.levelId, n: count() })
      .from(supplierProfiles)
      .where(inArray(supplierProfiles.levelId, ids))
      .groupBy(supplierProfiles.levelId);
    return new Map(rows.map((r) => [r.id!, Number(r.n)]));
  },

  /** Profiles (level or override) and scores that name the level. */
  async uses(db: Db, id: number): Promise<number> {
    const [r] = await db
      .execute(
        sql`
      select (select count(*) from ${supplierProfiles} where level_id = ${id} or level_override_id = ${id})
        + (select count(*) from ${supplierScores} where level_id = ${id}) as n`,
      )
      .then((res) => (res as unknown as { rows: { n: string | number }[] }).rows);
    return Number(r?.n ?? 0);
  },

  /** Every level, by rank (band editors, override choices, names). */
  async all(db: Db): Promise<LevelRecord[]> {
    return db.select().from(supplierLevels).orderBy(asc(supplierLevels.rank));
  },

  async bandPage(db: Db, q: { page: number; pageSize: number; status?: 'draft' | 'published' }) {
    const where =
      q.status === 'draft'
        ? isNull(supplierBandSets.publishedAt)
        : q.status === 'published'
          ? isNotNull(supplierBandSets.publishedAt)
          : undefined;
    return bandSetTable.page(db, q, where);
  },

  async currentBandSetId(db: Db): Promise<number | null> {
    const [row] = await db
      .select({ id: supplierBandSets.id })
      .from(supplierBandSets)
      .where(isNotNull(supplierBandSets.publishedAt))
      .orderBy(desc(supplierBandSets.publishedAt), desc(supplierBandSets.id))
      .limit(1);
    return row?.id ?? null;
  },

  async adminNames(db: Db, ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db.select({ id: admins.id, name: admins.username }).from(admins).where(inArray(admins.id, ids));
    return new Map(rows.map((r) => [r.id, r.name]));
  },

  async markPublished(tx: Db, id: number, adminId: number | null): Promise<BandSetRecord> {
    const [row] = await tx
      .update(supplierBandSets)
      .set({
        publishedAt: sql`now()`,
        publishedBy: adminId,
        version: sql`${supplierBandSets.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(supplierBandSets.id, id))
      .returning();
    return row!;
  },

  /** A supplier's profile level columns and name, locked for a level change. */
  async lockProfile(tx: Db, supplierId: number) {
    const [row] = await tx
      .select({
        supplierId: supplierProfiles.supplierId,
        levelId: supplierProfiles.levelId,
        levelOverrideId: supplierProfiles.levelOverrideId,
        levelOverrideReason: supplierProfiles.levelOverrideReason,
        name: suppliers.name,
      })
      .from(supplierProfiles)
      .innerJoin(suppliers, eq(suppliers.id, supplierProfiles.supplierId))
      .where(eq(supplierProfiles.supplierId, supplierId))
      .for('update', { of: supplierProfiles });
    return row;
  },

  async setProfileLevel(
    tx: Db,
    supplierId: number,
    values: { levelId?: number | null; levelOverrideId?: number | null; levelOverrideReason?: string | null },
  ): Promise<void> {
    await tx
      .update(supplierProfiles)
      .set({ ...values, version: sql`${supplierProfiles.version} + 1`, updatedAt: sql`now()` })
      .where(eq(supplierProfiles.supplierId, supplierId));
  },

  /** Stamps the level the period's score gave (kept in the history). */
  async setScoreLevel(tx: Db, supplierId: number, period: string, levelId: number | null): Promise<void> {
    await tx
      .update(supplierScores)
      .set({ levelId })
      .where(and(eq(supplierScores.supplierId, supplierId), eq(supplierScores.period, period)));
  },
};
