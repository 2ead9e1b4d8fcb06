import { and, count, desc, eq, ilike, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AdminListQuery, AdminRow } from '@shop/shared';
import type { Db } from '../../../platform/db/database.ts';
import { iso, likePattern, offsetOf, orderBy } from '../../../platform/db/pagination.ts';
import { suppliers } from '../../system/supplier/table.ts';
import { adminGroups } from '../group/table.ts';
import { admins } from './table.ts';

export type AdminRecord = typeof admins.$inferSelect;

const rowColumns = {
  id: admins.id, username: admins.username, truename: admins.truename, email: admins.email, phone: admins.phone,
  groupId: admins.groupId, groupName: adminGroups.name, supplierId: admins.supplierId, supplierName: suppliers.name,
  isSuper: sql<boolean>`coalesce(${adminGroups.isSuper}, false)`, enabled: admins.enabled,
  lastLoginAt: admins.lastLoginAt, createdAt: admins.createdAt, version: admins.version,
};

type Selected = { [K in keyof typeof rowColumns]: unknown } & { lastLoginAt: Date | null; createdAt: Date };

function toRow(r: Selected): AdminRow {
  return { ...(r as unknown as AdminRow), isSuper: Boolean(r.isSuper), lastLoginAt: iso(r.lastLoginAt), createdAt: r.createdAt.toISOString() };
}

export const adminRepository = {
  async list(db: Db, q: AdminListQuery): Promise<{ list: AdminRow[]; total: number }> {
    const filters: SQL[] = [];
    if (q.keyword) {
      const p = likePattern(q.keyword);
      filters.push(or(ilike(admins.username, p), ilike(admins.truename, p), ilike(admins.email, p), ilike(admins.phone, p))!);
    }
    if (q.groupId) filters.push(eq(admins.groupId, q.groupId));
    if (q.status) filters.push(eq(admins.enabled, q.status === 'enabled'));
    if (q.kind) filters.push(q.kind === 'supplier' ? isNotNull(admins.supplierId) : isNull(admins.supplierId));
    const where = filters.length ? and(...filters) : undefined;
    const [rows, [total]] = await Promise.all([
      db.select(rowColumns).from(admins)
        .leftJoin(adminGroups, eq(adminGroups.id, admins.groupId))
        .leftJoin(suppliers, eq(suppliers.id, admins.supplierId))
        .where(where)
        .orderBy(...orderBy(q.sort, { id: admins.id, username: admins.username, lastLoginAt: admins.lastLoginAt, createdAt: admins.createdAt }, [desc(admins.id)], admins.id))
        .limit(q.pageSize).offset(offsetOf(q)),
      db.select({ n: count() }).from(admins).where(where),
    ]);
    return { list: rows.map((r) => toRow(r as Selected)), total: total?.n ?? 0 };
  },

  async row(db: Db, id: number): Promise<AdminRow | undefined> {
    const [r] = await db.select(rowColumns).from(admins)
      .leftJoin(adminGroups, eq(adminGroups.id, admins.groupId))
      .leftJoin(suppliers, eq(suppliers.id, admins.supplierId))
      .where(eq(admins.id, id));
    return r ? toRow(r as Selected) : undefined;
  },

  async lock(db: Db, id: number): Promise<AdminRecord | undefined> {
    const [r] = await db.select().from(admins).where(eq(admins.id, id)).for('update');
    return r;
  },

  async isSuperGroup(db: Db, groupId: number | null): Promise<boolean> {
    if (!groupId) return false;
    const [g] = await db.select({ isSuper: adminGroups.isSuper }).from(adminGroups).where(eq(adminGroups.id, groupId));
    return g?.isSuper ?? false;
  },

  /** Enabled super administrators other than `exceptId`. */
  async otherEnabledSupers(db: Db, exceptId: number): Promise<number> {
    const [r] = await db.select({ n: count() }).from(admins)
      .innerJoin(adminGroups, eq(adminGroups.id, admins.groupId))
      .where(and(eq(adminGroups.isSuper, true), eq(adminGroups.enabled, true), eq(admins.enabled, true), ne(admins.id, exceptId)));
    return r?.n ?? 0;
  },

  toRow,
};
