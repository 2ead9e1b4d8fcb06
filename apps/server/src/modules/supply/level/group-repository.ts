import { and, count, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { versionedTable } from '../../../platform/crud/versioned-table.ts';
import type { Db } from '../../../platform/db/database.ts';
import { likePattern } from '../../../platform/db/pagination.ts';
import { suppliers } from '../../../platform/identity/table.ts';
import { supplierProfiles } from '../supplier/table.ts';
import { supplierGroups, supplierLevels } from './table.ts';

export type GroupRecord = typeof supplierGroups.$inferSelect;

export const groupTable = versionedTable({
  table: supplierGroups,
  entity: 'supplier_group',
  snapshot: (g) => ({
    name: g.name,
    description: g.description,
    commissionRate: g.commissionRate,
    settlementCycle: g.settlementCycle,
    enabled: g.enabled,
    version: g.version,
  }),
  unique: { supplier_groups_name_key: { code: 'supply_group.name_taken', field: 'name' } },
  sorts: { id: supplierGroups.id },
});

export const groupRepository = {
  async page(db: Db, q: { page: number; pageSize: number; keyword?: string; status?: 'enabled' | 'disabled' }) {
    const w: SQL[] = [];
    if (q.keyword) w.push(ilike(supplierGroups.name, likePattern(q.keyword)));
    if (q.status) w.push(eq(supplierGroups.enabled, q.status === 'enabled'));
    return groupTable.page(db, q, w.length ? and(...w) : undefined);
  },

  async memberCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: supplierProfiles.groupId, n: count() })
      .from(supplierProfiles)
      .where(inArray(supplierProfiles.groupId, ids))
      .groupBy(supplierProfiles.groupId);
    return new Map(rows.map((r) => [r.id!, Number(r.n)]));
  },

  async members(db: Db, q: { id: number; page: number; pageSize: number; keyword?: string }) {
    const where = and(
      eq(supplierProfiles.groupId, q.id),
      q.keyword ? ilike(suppliers.name, likePattern(q.keyword)) : undefined,
    );
    const [list, [total]] = await Promise.all([
      db
        .select({
          supplierId: supplierProfiles.supplierId,
          name: suppliers.name,
          state: suppliers.state,
          levelName: supplierLevels.name,
        })
        .from(supplierProfiles)
        .innerJoin(suppliers, eq(suppliers.id, supplierProfiles.supplierId))
        .leftJoin(supplierLevels, eq(supplierLevels.id, supplierProfiles.levelId))
        .where(where)
        .orderBy(suppliers.name, suppliers.id)
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize),
      db
        .select({ n: count() })
        .from(supplierProfiles)
        .innerJoin(suppliers, eq(suppliers.id, supplierProfiles.supplierId))
        .where(where),
    ]);
    return { list, total: Number(total?.n ?? 0) };
  },

  async candidates(db: Db, id: number, keyword: string | undefined) {
    return db
      .select({ supplierId: supplierProfiles.supplierId, name: suppliers.name, groupName: supplierGroups.name })
      .from(supplierProfiles)
      .innerJoin(suppliers, eq(suppliers.id, supplierProfiles.supplierId))
      .leftJoin(supplierGroups, eq(supplierGroups.id, supplierProfiles.groupId))
      .where(
        and(
          or(isNull(supplierProfiles.groupId), ne(supplierProfiles.groupId, id)),
          keyword ? ilike(suppliers.name, likePattern(keyword)) : undefined,
        ),
      )
      .orderBy(suppliers.name)
      .limit(20);
  },

  /** Profiles of these suppliers, locked, with their group now. */
  async lockProfiles(tx: Db, ids: number[]) {
    return tx
      .select({ supplierId: supplierProfiles.supplierId, groupId: supplierProfiles.groupId })
      .from(supplierProfiles)
      .where(inArray(supplierProfiles.supplierId, ids))
      .orderBy(supplierProfiles.supplierId)
      .for('update');
  },

  async setGroup(tx: Db, ids: number[], groupId: number | null): Promise<void> {
    if (ids.length === 0) return;
    await tx
      .update(supplierProfiles)
      .set({ groupId, version: sql`${supplierProfiles.version} + 1`, updatedAt: sql`now()` })
      .where(inArray(supplierProfiles.supplierId, ids));
  },
};
