import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { adminGroups } from '../../modules/setting/group/table.ts';
import { admins } from '../../modules/setting/admin/table.ts';
import { suppliers } from '../../modules/system/supplier/table.ts';
import type { Db } from '../db/database.ts';
import type { Scope } from '../http/context.ts';
import { permissionsOf } from './permissions.ts';
import { sessions } from './table.ts';
import { newToken, sha256 } from './tokens.ts';

/** last_seen_at is written at most this often per session, not on every request */
const TOUCH_EVERY_MS = 60_000;

export class SessionService {
  private readonly idleMs: number;
  private readonly absoluteMs: number;

  constructor(private readonly db: Db, config: Pick<Config, 'SESSION_IDLE_MINUTES' | 'SESSION_ABSOLUTE_HOURS'>) {
    this.idleMs = config.SESSION_IDLE_MINUTES * 60_000;
    this.absoluteMs = config.SESSION_ABSOLUTE_HOURS * 3_600_000;
  }

  async create(db: Db, adminId: number, ip: string | null, userAgent: string | null): Promise<{ token: string; id: number }> {
    const token = newToken();
    const [row] = await db.insert(sessions).values({
      tokenHash: sha256(token),
      adminId,
      ip,
      userAgent: userAgent?.slice(0, 255) ?? null,
      expiresAt: new Date(Date.now() + this.absoluteMs),
    }).returning({ id: sessions.id });
    return { token, id: row!.id };
  }

  /** The scope of a live session, or null when missing, expired, revoked or disabled. */
  async authenticate(token: string | undefined): Promise<Scope | null> {
    if (!token || token.length < 20 || token.length > 100) return null;
    const [row] = await this.db
      .select({
        sessionId: sessions.id,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        adminId: admins.id,
        username: admins.username,
        truename: admins.truename,
        enabled: admins.enabled,
        supplierId: admins.supplierId,
        supplierEnabled: suppliers.enabled,
        groupIsSuper: adminGroups.isSuper,
        groupEnabled: adminGroups.enabled,
        groupPermissions: adminGroups.permissions,
      })
      .from(sessions)
      .innerJoin(admins, eq(admins.id, sessions.adminId))
      .leftJoin(adminGroups, eq(adminGroups.id, admins.groupId))
      .leftJoin(suppliers, eq(suppliers.id, admins.supplierId))
      .where(and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt)))
      .limit(1);
    if (!row || !row.enabled) return null;
    const now = Date.now();
    if (row.expiresAt.getTime() <= now || row.lastSeenAt.getTime() + this.idleMs <= now) return null;
    if (row.supplierId !== null && !row.supplierEnabled) return null;
    if (now - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      await this.db.update(sessions).set({ lastSeenAt: new Date(now) }).where(eq(sessions.id, row.sessionId));
    }
    return {
      adminId: row.adminId,
      sessionId: row.sessionId,
      username: row.username,
      truename: row.truename,
      supplierId: row.supplierId,
      isSuper: row.supplierId === null && row.groupIsSuper === true,
      permissions: permissionsOf(row),
    };
  }

  async revoke(db: Db, sessionId: number): Promise<void> {
    await db.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  }

  /** Ends every live session of an account, but the one named. Returns how many ended. */
  async revokeAll(db: Db, adminId: number, exceptSessionId?: number): Promise<number> {
    const where = exceptSessionId
      ? and(eq(sessions.adminId, adminId), isNull(sessions.revokedAt), ne(sessions.id, exceptSessionId))
      : and(eq(sessions.adminId, adminId), isNull(sessions.revokedAt));
    const rows = await db.update(sessions).set({ revokedAt: sql`now()` }).where(where).returning({ id: sessions.id });
    return rows.length;
  }

  /** Ends the sessions of every member of a group (its rights were withdrawn). */
  async revokeGroup(db: Db, groupId: number): Promise<number> {
    const rows = await db.update(sessions).set({ revokedAt: sql`now()` })
      .where(and(isNull(sessions.revokedAt), sql`${sessions.adminId} in (select id from admins where group_id = ${groupId})`))
      .returning({ id: sessions.id });
    return rows.length;
  }
}
