import { and, eq, inArray, isNull } from 'drizzle-orm';
import { adminGroups, admins, suppliers } from '../identity/table.ts';
import type { Db } from '../db/database.ts';
import { accessColumns, permissionsOf } from './permissions.ts';

/**
 * Who is who, for other platform services (notifications): the account reads they need, kept here
 * because platform/auth is already the one place of platform that reads the identity tables of
 * modules/ (ARCHITECTURE: those tables are to move into platform). Nothing here changes data.
 */
export interface Account {
  id: number;
  supplierId: number | null;
  email: string | null;
  /** may sign in now: account enabled, and its supplier too for a supplier user */
  active: boolean;
}

const columns = {
  id: admins.id,
  supplierId: admins.supplierId,
  email: admins.email,
  enabled: admins.enabled,
  supplierEnabled: suppliers.enabled,
};

interface Row {
  id: number;
  supplierId: number | null;
  email: string | null;
  enabled: boolean;
  supplierEnabled: boolean | null;
}

const toAccount = (r: Row): Account => ({
  id: r.id,
  supplierId: r.supplierId,
  email: r.email,
  active: r.enabled && (r.supplierId === null || r.supplierEnabled === true),
});

/** The named accounts that exist, whatever their state. */
export async function accountsByIds(db: Db, ids: readonly number[]): Promise<Account[]> {
  if (!ids.length) return [];
  const rows = await db
    .select(columns)
    .from(admins)
    .leftJoin(suppliers, eq(suppliers.id, admins.supplierId))
    .where(inArray(admins.id, [...ids]));
  return rows.map(toAccount);
}

/** The enabled accounts of a supplier (a disabled account cannot read anything meant for it). */
export async function supplierAccounts(db: Db, supplierId: number): Promise<Account[]> {
  const rows = await db
    .select(columns)
    .from(admins)
    .innerJoin(suppliers, eq(suppliers.id, admins.supplierId))
    .where(and(eq(admins.supplierId, supplierId), eq(admins.enabled, true)))
    .orderBy(admins.id);
  return rows.map(toAccount);
}

/**
 * The enabled platform accounts (never supplier users) whose rights include a permission key,
 * decided by the same rule sessions apply (permissionsOf). Supplier users are left out on purpose:
 * several suppliers hold the same keys, and a notice meant for staff must not reach them all.
 */
export async function staffWithPermission(db: Db, key: string): Promise<Account[]> {
  const rows = await db
    .select({ ...columns, ...accessColumns })
    .from(admins)
    .leftJoin(adminGroups, eq(adminGroups.id, admins.groupId))
    .leftJoin(suppliers, eq(suppliers.id, admins.supplierId))
    .where(and(isNull(admins.supplierId), eq(admins.enabled, true)))
    .orderBy(admins.id);
  return rows.filter((r) => permissionsOf(r).has(key)).map(toAccount);
}
