import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { adminGroups, admins, suppliers } from '../identity/table.ts';
import type { Db } from '../db/database.ts';
import type { Scope } from '../http/context.ts';
import { accessColumns, permissionsOf } from './permissions.ts';
import { sessions } from './table.ts';
import { newToken, sha256 } from './tokens.ts';
import { RESTRICTED_STATES, type SupplierStanding, type SupplierState } from '@shop/shared/api/supplier-standing';

/**
 * A supplier's restriction in force: suspended, or banned until a time still ahead (a ban whose
 * end has passed no longer restricts, even before the job lifts it); null otherwise.
 */
export function restrictionOf(
  state: SupplierState | null,
  until: Date | null,
  reason: string | null,
  now = Date.now(),
): SupplierStanding | null {
  if (!state || !RESTRICTED_STATES.includes(state)) return null;
  if (until && until.getTime() <= now) return null;
  return { state, until: until?.toISOString() ?? null, reason };
}

/** last_seen_at is written at most this often per session, not on every request */
const TOUCH_EVERY_MS = 60_000;
/** A looked-up session is trusted this long; every change to sessions or rights clears the cache. */
const CACHE_TTL_MS = 2_000;
const CACHE_MAX = 10_000;

interface SessionRowCache {
  row: SessionLookup;
  at: number;
}
type SessionLookup = {
  sessionId: number;
  lastSeenAt: Date;
  expiresAt: Date;
  adminId: number;
  username: string;
  truename: string;
  enabled: boolean;
  supplierId: number | null;
  supplierEnabled: boolean | null;
  supplierState: SupplierState | null;
  supplierStateUntil: Date | null;
  supplierStateReason: string | null;
  groupIsSuper: boolean | null;
  groupEnabled: boolean | null;
  groupPermissions: string[] | null;
};

/** The session lifetimes in force (Settings > system, or the configuration's defaults), read when needed. */
export type SessionLifetimes = () => Promise<{ sessionIdleMinutes: number; sessionAbsoluteHours: number }>;

export class SessionService {
  private readonly cache = new Map<string, SessionRowCache>();
  private generation = 0;
  /** set by the live hub when Redis is configured: tells the other instances to clear theirs */
  onInvalidate: (() => void) | null = null;

  constructor(
    private readonly db: Db,
    private readonly lifetimes: SessionLifetimes,
  ) {}

  async create(
    db: Db,
    adminId: number,
    ip: string | null,
    userAgent: string | null,
  ): Promise<{ token: string; id: number }> {
    const token = newToken();
    const { sessionAbsoluteHours } = await this.lifetimes();
    const [row] = await db
      .insert(sessions)
      .values({
        tokenHash: sha256(token),
        adminId,
        ip,
        userAgent: userAgent?.slice(0, 255) ?? null,
        expiresAt: new Date(Date.now() + sessionAbsoluteHours * 3_600_000),
      })
      .returning({ id: sessions.id });
    return { token, id: row!.id };
  }

  /** The scope of a live session, or null when missing, expired, revoked or disabled. */
  async authenticate(token: string | undefined): Promise<Scope | null> {
    if (!token || token.length < 20 || token.length > 100) return null;
    const hash = sha256(token);
    const now = Date.now();
    const cached = this.cache.get(hash);
    const row = cached && now - cached.at < CACHE_TTL_MS ? cached.row : await this.lookup(hash);
    if (!row || !row.enabled) return null;
    const idleMs = (await this.lifetimes()).sessionIdleMinutes * 60_000;
    if (row.expiresAt.getTime() <= now || row.lastSeenAt.getTime() + idleMs <= now) return null;
    if (row.supplierId !== null && !row.supplierEnabled) return null;
    if (now - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      row.lastSeenAt = new Date(now);
      await this.db.update(sessions).set({ lastSeenAt: row.lastSeenAt }).where(eq(sessions.id, row.sessionId));
    }
    return {
      adminId: row.adminId,
      sessionId: row.sessionId,
      username: row.username,
      truename: row.truename,
      supplierId: row.supplierId,
      isSuper: row.supplierId === null && row.groupIsSuper === true,
      permissions: permissionsOf(row),
      standing: restrictionOf(row.supplierState, row.supplierStateUntil, row.supplierStateReason, now),
    };
  }

  private async lookup(hash: string): Promise<SessionLookup | undefined> {
    const generation = this.generation;
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
        supplierState: suppliers.state,
        supplierStateUntil: suppliers.stateUntil,
        supplierStateReason: suppliers.stateReason,
        ...accessColumns,
      })
      .from(sessions)
      .innerJoin(admins, eq(admins.id, sessions.adminId))
      .leftJoin(adminGroups, eq(adminGroups.id, admins.groupId))
      .leftJoin(suppliers, eq(suppliers.id, admins.supplierId))
      .where(and(eq(sessions.tokenHash, hash), isNull(sessions.revokedAt)))
      .limit(1);
    // A lookup that raced with an invalidation is used once but not remembered.
    if (row && generation === this.generation) {
      if (this.cache.size >= CACHE_MAX) this.cache.clear();
      this.cache.set(hash, { row, at: Date.now() });
    }
    return row;
  }

  /** A transaction that changes who may do what: the session cache is cleared once it ends. */
  async changingAccess<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
    try {
      return await db.transaction((tx) => fn(tx as unknown as Db));
    } finally {
      this.invalidate();
    }
  }

  /**
   * Forgets every cached session. Called after any committed change to sessions, accounts,
   * groups or suppliers, so revocations and changed rights apply to the very next request.
   */
  invalidate(broadcast = true): void {
    this.generation++;
    this.cache.clear();
    if (broadcast) this.onInvalidate?.();
  }

  async revoke(db: Db, sessionId: number): Promise<void> {
    await db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  }

  /** Ends every live session of an account, but the one named. Returns how many ended. */
  async revokeAll(db: Db, adminId: number, exceptSessionId?: number): Promise<number> {
    const where = exceptSessionId
      ? and(eq(sessions.adminId, adminId), isNull(sessions.revokedAt), ne(sessions.id, exceptSessionId))
      : and(eq(sessions.adminId, adminId), isNull(sessions.revokedAt));
    const rows = await db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(where)
      .returning({ id: sessions.id });
    return rows.length;
  }

  /** Ends the sessions of every member of a group (its rights were withdrawn). */
  async revokeGroup(db: Db, groupId: number): Promise<number> {
    const rows = await db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          isNull(sessions.revokedAt),
          sql`${sessions.adminId} in (select id from admins where group_id = ${groupId})`,
        ),
      )
      .returning({ id: sessions.id });
    return rows.length;
  }
}
