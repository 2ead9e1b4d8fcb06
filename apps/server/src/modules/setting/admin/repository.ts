import { and, count, desc, eq, ilike, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AdminListQuery, AdminRow } from '@shop/shared';
import { versionedTable } from '../../../platform/crud/versioned-table.ts';
import type { Db } from '../../../platform/db/database.ts';
import { iso, likePattern } from '../../../platform/db/pagination.ts';
import { suppliers, adminGroups, admins } from '../../../platform/identity/table.ts';

export type AdminRecord = typeof admins.$inferSelect;

export const adminTable = versionedTable({
  table: admins,
  entity: 'admin',
  // never the password hash, nor the sign-in bookkeeping
  snapshot: ({ passwordHash: _hash, lastLoginAt: _at, lastLoginIp: _ip, createdAt: _c, ...rest }) => rest,
  // a supplier user's changes show in its supplier's log
  audit: (a) => ({ supplierId: a.supplierId }),
  unique: { admins_username_key: { code: 'admin.username_taken', field: 'username' } },
  sorts: { id: admins.id, username: admins.username, lastLoginAt: admins.lastLoginAt, createdAt: admins.createdAt },
  defaultOrder: () => [desc(admins.id)],
});

const rowColumns = {
  id: admins.id,
  username: admins.username,
  truename: admins.truename,
  email: admins.email,
  phone: admins.phone,
  groupId: admins.groupId,
  groupName: adminGroups.name,
  supplierId: admins.supplierId,
  supplierName: suppliers.name,
  isSuper: sql<boolean>`coalesce(${adminGroups.isSuper}, false)`,
  enabled: admins.enabled,
  lastLoginAt: admins.lastLoginAt,
  createdAt: admins.createdAt,
  version: admins.version,
};

type Selected = { [K in keyof typeof rowColumns]: unknown } & { lastLoginAt: Date | null; createdAt: Date };

/** An account with its group's and supplier's names. */
const rowView = (db: Db) =>
  db
    .select(rowColumns)
    .from(admins)
    .leftJoin(adminGroups, eq(adminGroups.id, admins.groupId))
    .leftJoin(suppliers, eq(suppliers.id, admins.supplierId))
    .$dynamic();

function toRow(r: Selected): AdminRow {
  return {
    ...(r as unknown as AdminRow),
    isSuper: Boolean(r.isSuper),
    lastLoginAt: iso(r.lastLoginAt),
    createdAt: r.createdAt.toISOString(),
  };
}

export const adminRepository = {
  async list(db: Db, q: AdminListQuery): Promise<{ list: AdminRow[]; total: number }> {
    const filters: SQL[] = [];
    if (q.keyword) {
      const p = likePattern(q.keyword);
      filters.push(
        or(ilike(admins.username, p), ilike(admins.truename, p), ilike(admins.email, p), ilike(admins.phone, p))!,
      );
    }
    if (q.groupId) filters.push(eq(admins.groupId, q.groupId));
    if (q.status) filters.push(eq(admins.enabled, q.status === 'enabled'));
    if (q.kind) filters.push(q.kind === 'supplier' ? isNotNull(admins.supplierId) : isNull(admins.supplierId));
    const page = await adminTable.page<Selected>(db, q, filters.length ? and(...filters) : undefined, rowView);
    return { list: page.list.map(toRow), total: page.total };
  },

  async row(db: Db, id: number): Promise<AdminRow | undefined> {
    const [r] = await rowView(db).where(eq(admins.id, id));
    return r ? toRow(r as Selected) : undefined;
  },

  async supplierEnabled(db: Db, supplierId: number): Promise<boolean> {
    const [s] = await db.select({ enabled: suppliers.enabled }).from(suppliers).where(eq(suppliers.id, supplierId));
    return s?.enabled ?? false;
  },

  async groupExists(db: Db, groupId: number): Promise<boolean> {
    const [g] = await db.select({ id: adminGroups.id }).from(adminGroups).where(eq(adminGroups.id, groupId));
    return g !== undefined;
  },

  async isSuperGroup(db: Db, groupId: number | null): Promise<boolean> {
    if (!groupId) return false;
    const [g] = await db.select({ isSuper: adminGroups.isSuper }).from(adminGroups).where(eq(adminGroups.id, groupId));
    return g?.isSuper ?? false;
  },

  /** Enabled super administrators other than `exceptId`. */
  async otherEnabledSupers(db: Db, exceptId: number): Promise<number> {
    const [r] = await db
      .select({ n: count() })
      .from(admins)
      .innerJoin(adminGroups, eq(adminGroups.id, admins.groupId))
      .where(
        and(
          eq(adminGroups.isSuper, true),
          eq(adminGroups.enabled, true),
          eq(admins.enabled, true),
          ne(admins.id, exceptId),
        ),
      );
    return r?.n ?? 0;
  },

  /** Accounts enabled (the dashboard's figure). */
  async enabledCount(db: Db): Promise<number> {
    const [r] = await db.select({ n: count() }).from(admins).where(eq(admins.enabled, true));
    return Number(r?.n ?? 0);
  },

  /** The account is in the super group and no other enabled super administrator remains. */
  async isLastSuper(db: Db, a: AdminRecord): Promise<boolean> {
    return (
      (await adminRepository.isSuperGroup(db, a.groupId)) && (await adminRepository.otherEnabledSupers(db, a.id)) === 0
    );
  },

  toRow,
};
