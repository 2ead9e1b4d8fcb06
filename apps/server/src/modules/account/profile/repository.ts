import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { sessions } from '../../../platform/auth/table.ts';
import type { Db } from '../../../platform/db/database.ts';
import { bumped, versionedSave } from '../../../platform/db/versioned.ts';
import { adminGroups, admins, suppliers } from '../../../platform/identity/table.ts';

export type AccountRecord = typeof admins.$inferSelect;

/** The signed-in account's own rows: its account (with group and supplier names) and its sessions. */
export const profileRepository = {
  /** The account with its group's and supplier's names. */
  async account(db: Db, adminId: number) {
    const [r] = await db
      .select({ a: admins, groupName: adminGroups.name, supplierName: suppliers.name })
      .from(admins)
      .leftJoin(adminGroups, eq(adminGroups.id, admins.groupId))
      .leftJoin(suppliers, eq(suppliers.id, admins.supplierId))
      .where(eq(admins.id, adminId));
    return r;
  },

  /** The account locked for the transaction. */
  async lock(db: Db, adminId: number): Promise<AccountRecord | undefined> {
    const [a] = await db.select().from(admins).where(eq(admins.id, adminId)).for('update');
    return a;
  },

  /** Saves the account's own fields with the version read; undefined when the version moved on meanwhile. */
  saveVersion: versionedSave(admins),

  async passwordHash(db: Db, adminId: number): Promise<{ passwordHash: string } | undefined> {
    const [a] = await db.select({ passwordHash: admins.passwordHash }).from(admins).where(eq(admins.id, adminId));
    return a;
  },

  async setPassword(db: Db, adminId: number, passwordHash: string): Promise<void> {
    await db
      .update(admins)
      .set({ passwordHash, ...bumped(admins) })
      .where(eq(admins.id, adminId));
  },

  /** The account's sessions neither ended nor expired, last used first. */
  async liveSessions(db: Db, adminId: number) {
    return db
      .select()
      .from(sessions)
      .where(and(eq(sessions.adminId, adminId), isNull(sessions.revokedAt), sql`${sessions.expiresAt} > now()`))
      .orderBy(desc(sessions.lastSeenAt))
      .limit(100);
  },

  /** Ends one not yet ended session of the account; how many it ended (0 or 1). */
  async endSession(db: Db, adminId: number, sessionId: number): Promise<number> {
    const ended = await db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.id, sessionId), eq(sessions.adminId, adminId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    return ended.length;
  },
};
