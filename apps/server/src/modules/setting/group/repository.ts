import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { GroupListQuery, GroupRow } from '@shop/shared';
import type { Db } from '../../../platform/db/database.ts';
import { likePattern, offsetOf, orderBy } from '../../../platform/db/pagination.ts';
import { admins } from '../admin/table.ts';
import { adminGroups } from './table.ts';

export type GroupRecord = typeof adminGroups.$inferSelect;

// Spelled out: in a single-table select Drizzle renders columns unqualified, so ${adminGroups.id}
// would become "id" and resolve to admins.id inside the subquery.
const adminCount = sql<number>`(select count(*)::int from ${admins} where ${admins}.${sql.identifier(admins.groupId.name)} = ${adminGroups}.${sql.identifier(adminGroups.id.name)})`;

function toRow(r: GroupRecord & { adminCount: number }): GroupRow {
  return {
    id: r.id, name: r.name, description: r.description, isSuper: r.isSuper, enabled: r.enabled,
    adminCount: Number(r.adminCount), permissionCount: r.permissions.length,
    createdAt: r.createdAt.toISOString(), version: r.version,
  };
}

export const groupRepository = {
  async list(db: Db, q: GroupListQuery): Promise<{ list: GroupRow[]; total: number }> {
    const filters: SQL[] = [];
    if (q.keyword) filters.push(or(ilike(adminGroups.name, likePattern(q.keyword)), ilike(adminGroups.description, likePattern(q.keyword)))!);
    if (q.status) filters.push(eq(adminGroups.enabled, q.status === 'enabled'));
    const where = filters.length ? and(...filters) : undefined;
    const [rows, [total]] = await Promise.all([
      db.select({ g: adminGroups, adminCount }).from(adminGroups).where(where)
        .orderBy(...orderBy(q.sort, { id: adminGroups.id, name: adminGroups.name, createdAt: adminGroups.createdAt }, [desc(adminGroups.isSuper), asc(adminGroups.id)], adminGroups.id))
        .limit(q.pageSize).offset(offsetOf(q)),
      db.select({ n: count() }).from(adminGroups).where(where),
    ]);
    return { list: rows.map((r) => toRow({ ...r.g, adminCount: r.adminCount })), total: total?.n ?? 0 };
  },

  async find(db: Db, id: number): Promise<(GroupRecord & { adminCount: number }) | undefined> {
    const [row] = await db.select({ g: adminGroups, adminCount }).from(adminGroups).where(eq(adminGroups.id, id));
    return row ? { ...row.g, adminCount: Number(row.adminCount) } : undefined;
  },

  async options(db: Db) {
    return db.select({ id: adminGroups.id, name: adminGroups.name, enabled: adminGroups.enabled })
      .from(adminGroups).orderBy(desc(adminGroups.isSuper), asc(adminGroups.name)).limit(1000);
  },

  toRow,
};
