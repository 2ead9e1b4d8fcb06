import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { GroupListQuery, GroupRow } from '@shop/shared';
import { versionedTable } from '../../../platform/crud/versioned-table.ts';
import type { Db } from '../../../platform/db/database.ts';
import { likePattern } from '../../../platform/db/pagination.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { admins, adminGroups } from '../../../platform/identity/table.ts';

export type GroupRecord = typeof adminGroups.$inferSelect;

export const groupTable = versionedTable({
  table: adminGroups,
  entity: 'admin_group',
  actions: 'group',
  snapshot: (g) => ({
    name: g.name,
    description: g.description,
    enabled: g.enabled,
    permissions: g.permissions,
    version: g.version,
  }),
  unique: { admin_groups_name_key: { code: 'group.name_taken', field: 'name' } },
  sorts: { id: adminGroups.id, name: adminGroups.name, createdAt: adminGroups.createdAt },
  defaultOrder: () => [desc(adminGroups.isSuper), asc(adminGroups.id)],
  // The super administrators' group never changes.
  guard: (g) => {
    if (g.isSuper) throw new AppError('group.super_locked');
  },
});

// Spelled out: in a single-table select Drizzle renders columns unqualified, so ${adminGroups.id}
// would become "id" and resolve to admins.id inside the subquery.
const memberGroup = sql`${admins}.${sql.identifier(admins.groupId.name)}`;
const groupId = sql`${adminGroups}.${sql.identifier(adminGroups.id.name)}`;
const adminCount = sql<number>`(select count(*)::int from ${admins} where ${memberGroup} = ${groupId})`;

/** A group with the number of its administrators. */
const withCount = (db: Db) => db.select({ g: adminGroups, adminCount }).from(adminGroups).$dynamic();

function toRow(r: GroupRecord & { adminCount: number }): GroupRow {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    isSuper: r.isSuper,
    enabled: r.enabled,
    adminCount: Number(r.adminCount),
    permissionCount: r.permissions.length,
    createdAt: r.createdAt.toISOString(),
    version: r.version,
  };
}

export const groupRepository = {
  async list(db: Db, q: GroupListQuery): Promise<{ list: GroupRow[]; total: number }> {
    const filters: SQL[] = [];
    if (q.keyword) {
      const like = likePattern(q.keyword);
      filters.push(or(ilike(adminGroups.name, like), ilike(adminGroups.description, like))!);
    }
    if (q.status) filters.push(eq(adminGroups.enabled, q.status === 'enabled'));
    const where = filters.length ? and(...filters) : undefined;
    const page = await groupTable.page<{ g: GroupRecord; adminCount: number }>(db, q, where, withCount);
    return { list: page.list.map((r) => toRow({ ...r.g, adminCount: r.adminCount })), total: page.total };
  },

  async find(db: Db, id: number): Promise<(GroupRecord & { adminCount: number }) | undefined> {
    const [row] = await withCount(db).where(eq(adminGroups.id, id));
    return row ? { ...row.g, adminCount: Number(row.adminCount) } : undefined;
  },

  /** Administrators in the group. */
  async memberCount(db: Db, id: number): Promise<number> {
    const [r] = await db.select({ n: count() }).from(admins).where(eq(admins.groupId, id));
    return r?.n ?? 0;
  },

  /** Groups, enabled or not (the dashboard's figure). */
  async total(db: Db): Promise<number> {
    const [r] = await db.select({ n: count() }).from(adminGroups);
    return Number(r?.n ?? 0);
  },

  async options(db: Db) {
    return db
      .select({ id: adminGroups.id, name: adminGroups.name, enabled: adminGroups.enabled })
      .from(adminGroups)
      .orderBy(desc(adminGroups.isSuper), asc(adminGroups.name))
      .limit(1000);
  },

  toRow,
};
