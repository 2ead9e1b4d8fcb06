import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ProfileData, ProfileEditBody, SessionRow } from '@shop/shared';
import { recordAudit } from '../../platform/audit/audit.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.ts';
import type { SessionService } from '../../platform/auth/sessions.ts';
import { sessions } from '../../platform/auth/table.ts';
import type { Db } from '../../platform/db/database.ts';
import type { FileService } from '../../platform/files/file-service.ts';
import { iso, optionalContact } from '../../platform/db/pagination.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { adminGroups } from '../setting/group/table.ts';
import { admins } from '../setting/admin/table.ts';
import { suppliers } from '../system/supplier/table.ts';

/** The signed-in account's own data: name, contact, avatar, password and sessions. */
export class ProfileService {
  constructor(
    private readonly db: Db,
    private readonly sessionService: SessionService,
    private readonly files: FileService,
  ) {}

  async info(ctx: RequestContext): Promise<ProfileData> {
    const [r] = await this.db.select({ a: admins, groupName: adminGroups.name, supplierName: suppliers.name })
      .from(admins)
      .leftJoin(adminGroups, eq(adminGroups.id, admins.groupId))
      .leftJoin(suppliers, eq(suppliers.id, admins.supplierId))
      .where(eq(admins.id, ctx.scope.adminId));
    if (!r) throw new AppError('common.not_logged_in');
    return {
      id: r.a.id, username: r.a.username, truename: r.a.truename, email: r.a.email, phone: r.a.phone, avatar: r.a.avatar,
      groupName: r.groupName, supplierName: r.supplierName, supplier: r.a.supplierId !== null,
      lastLoginAt: iso(r.a.lastLoginAt), version: r.a.version,
    };
  }

  /** The avatar is a picture the server stored (an upload's url), or '' to clear it; absent leaves it. */
  async edit(ctx: RequestContext, body: ProfileEditBody): Promise<ProfileData> {
    if (body.avatar && (await this.files.missing([body.avatar])).length) {
      throw new AppError('common.invalid_input', {}, { fields: [{ field: 'avatar', key: 'invalid' }] });
    }
    await this.sessionService.changingAccess(this.db, async (tx) => {
      const [before] = await tx.select().from(admins).where(eq(admins.id, ctx.scope.adminId)).for('update');
      if (!before) throw new AppError('common.not_logged_in');
      const [after] = await tx.update(admins).set({
        truename: body.truename,
        ...optionalContact(body),
        ...(body.avatar !== undefined ? { avatar: body.avatar || null } : {}),
        updatedAt: sql`now()`, version: sql`${admins.version} + 1`,
      }).where(and(eq(admins.id, ctx.scope.adminId), eq(admins.version, body.version))).returning();
      if (!after) throw new AppError('common.stale_version');
      const pick = (a: typeof before) => ({ truename: a.truename, email: a.email, phone: a.phone, avatar: a.avatar });
      await recordAudit(tx, ctx, { action: 'profile.edit', entity: 'admin', entityId: ctx.scope.adminId, before: pick(before), after: pick(after) });
    });
    return this.info(ctx);
  }

  /** Needs the current password; ends every other session of the account. */
  async changePassword(ctx: RequestContext, currentPassword: string, newPassword: string): Promise<{ ok: true; revoked: number }> {
    const [a] = await this.db.select({ passwordHash: admins.passwordHash }).from(admins).where(eq(admins.id, ctx.scope.adminId));
    if (!a) throw new AppError('common.not_logged_in');
    if (!(await verifyPassword(a.passwordHash, currentPassword))) {
      throw new AppError('auth.wrong_current_password', {}, { fields: [{ field: 'currentPassword', key: 'invalid' }] });
    }
    if (currentPassword === newPassword) throw new AppError('auth.password_reused', {}, { fields: [{ field: 'newPassword', key: 'invalid' }] });
    const passwordHash = await hashPassword(newPassword);
    const revoked = await this.sessionService.changingAccess(this.db, async (tx) => {
      await tx.update(admins).set({ passwordHash, updatedAt: sql`now()`, version: sql`${admins.version} + 1` }).where(eq(admins.id, ctx.scope.adminId));
      await recordAudit(tx, ctx, { action: 'profile.password', entity: 'admin', entityId: ctx.scope.adminId });
      return this.sessionService.revokeAll(tx, ctx.scope.adminId, ctx.scope.sessionId);
    });
    return { ok: true, revoked };
  }

  async sessions(ctx: RequestContext): Promise<{ list: SessionRow[] }> {
    const rows = await this.db.select().from(sessions)
      .where(and(eq(sessions.adminId, ctx.scope.adminId), isNull(sessions.revokedAt), sql`${sessions.expiresAt} > now()`))
      .orderBy(desc(sessions.lastSeenAt)).limit(100);
    return {
      list: rows.map((s) => ({
        id: s.id, current: s.id === ctx.scope.sessionId, ip: s.ip, userAgent: s.userAgent,
        createdAt: s.createdAt.toISOString(), lastSeenAt: s.lastSeenAt.toISOString(),
      })),
    };
  }

  /** Ends one of the account's other sessions, or all of them ({ others: true }). */
  async revoke(ctx: RequestContext, body: { id?: number; others?: boolean }): Promise<{ revoked: number }> {
    return this.sessionService.changingAccess(this.db, async (tx) => {
      if (body.others) {
        const revoked = await this.sessionService.revokeAll(tx, ctx.scope.adminId, ctx.scope.sessionId);
        await recordAudit(tx, ctx, { action: 'profile.sessions_revoke', entity: 'session', after: { revoked } });
        return { revoked };
      }
      if (!body.id) throw new AppError('common.invalid_input', {}, { fields: [{ field: 'id', key: 'required' }] });
      if (body.id === ctx.scope.sessionId) throw new AppError('session.current');
      const ended = await tx.update(sessions).set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.id, body.id), eq(sessions.adminId, ctx.scope.adminId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      if (ended.length === 0) throw new AppError('session.not_found');
      await recordAudit(tx, ctx, { action: 'profile.session_revoke', entity: 'session', entityId: body.id });
      return { revoked: 1 };
    });
  }
}
