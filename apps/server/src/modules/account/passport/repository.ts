import { and, count, eq, gt, sql } from 'drizzle-orm';
import { accessColumns } from '../../../platform/auth/permissions.ts';
import { loginFailures } from '../../../platform/auth/table.ts';
import type { Db } from '../../../platform/db/database.ts';
import { adminGroups, admins, suppliers } from '../../../platform/identity/table.ts';

/** Sign-in's rows: the account by user name, its last sign-in, and the failed attempts per user name. */
export const passportRepository = {
  /** The account of a user name (compared lower-cased), with its supplier and what its access derives from. */
  async account(db: Db, usernameKey: string) {
    const [account] = await db
      .select({
        admin: admins,
        supplierName: suppliers.name,
        supplierState: suppliers.state,
        supplierStateUntil: suppliers.stateUntil,
        supplierStateReason: suppliers.stateReason,
        ...accessColumns,
      })
      .from(admins)
      .leftJoin(adminGroups, eq(adminGroups.id, admins.groupId))
      .leftJoin(suppliers, eq(suppliers.id, admins.supplierId))
      .where(eq(sql`lower(${admins.username})`, usernameKey))
      .limit(1);
    return account;
  },

  async recordFailure(db: Db, usernameKey: string, ip: string): Promise<void> {
    await db.insert(loginFailures).values({ usernameKey, ip });
  },

  async clearFailures(db: Db, usernameKey: string): Promise<void> {
    await db.delete(loginFailures).where(eq(loginFailures.usernameKey, usernameKey));
  },

  /** Failed attempts of a user name after `since`: how many, and when the oldest of them was. */
  async failuresSince(db: Db, usernameKey: string, since: Date) {
    const [r] = await db
      .select({ n: count(), oldest: sql<string>`min(${loginFailures.createdAt})` })
      .from(loginFailures)
      .where(and(eq(loginFailures.usernameKey, usernameKey), gt(loginFailures.createdAt, since)));
    return r;
  },

  async recordLogin(db: Db, adminId: number, ip: string): Promise<void> {
    await db
      .update(admins)
      .set({ lastLoginAt: sql`now()`, lastLoginIp: ip })
      .where(eq(admins.id, adminId));
  },
};
