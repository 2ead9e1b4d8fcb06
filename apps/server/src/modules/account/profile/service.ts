import type { ProfileData, ProfileEditBody, SessionRow } from '@shop/shared';
import { recordAudit } from '../../../platform/audit/audit.ts';
import { hashPassword, verifyPassword } from '../../../platform/auth/passwords.ts';
import type { SessionService } from '../../../platform/auth/sessions.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { FileService } from '../../../platform/files/file-service.ts';
import { iso, optionalContact } from '../../../platform/db/pagination.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import { profileRepository as repo, type AccountRecord } from './repository.ts';

/** The signed-in account's own data: name, contact, avatar, password and sessions. */
export class ProfileService {
  constructor(
    private readonly db: Db,
    private readonly sessionService: SessionService,
    private readonly files: FileService,
  ) {}

  async info(ctx: RequestContext): Promise<ProfileData> {
    const r = await repo.account(this.db, ctx.scope.adminId);
    if (!r) throw new AppError('common.not_logged_in');
    return {
      id: r.a.id,
      username: r.a.username,
      truename: r.a.truename,
      email: r.a.email,
      phone: r.a.phone,
      avatar: r.a.avatar,
      groupName: r.groupName,
      supplierName: r.supplierName,
      supplier: r.a.supplierId !== null,
      lastLoginAt: iso(r.a.lastLoginAt),
      version: r.a.version,
    };
  }

  /** The avatar is a picture the server stored (an upload's url), or '' to clear it; absent leaves it. */
  async edit(ctx: RequestContext, body: ProfileEditBody): Promise<ProfileData> {
    if (body.avatar && (await this.files.missing([body.avatar])).length) {
      throw new AppError('common.invalid_input', {}, { fields: [{ field: 'avatar', key: 'invalid' }] });
    }
    await this.sessionService.changingAccess(this.db, async (tx) => {
      const before = await repo.lock(tx, ctx.scope.adminId);
      if (!before) throw new AppError('common.not_logged_in');
      const after = await repo.saveVersion(tx, ctx.scope.adminId, body.version, {
        truename: body.truename,
        ...optionalContact(body),
        ...(body.avatar !== undefined ? { avatar: body.avatar || null } : {}),
      });
      if (!after) throw new AppError('common.stale_version');
      const pick = (a: AccountRecord) => ({ truename: a.truename, email: a.email, phone: a.phone, avatar: a.avatar });
      await recordAudit(tx, ctx, {
        action: 'profile.edit',
        entity: 'admin',
        entityId: ctx.scope.adminId,
        before: pick(before),
        after: pick(after),
      });
    });
    return this.info(ctx);
  }

  /** Needs the current password; ends every other session of the account. */
  async changePassword(
    ctx: RequestContext,
    currentPassword: string,
    newPassword: string,
  ): Promise<{ ok: true; revoked: number }> {
    const a = await repo.passwordHash(this.db, ctx.scope.adminId);
    if (!a) throw new AppError('common.not_logged_in');
    if (!(await verifyPassword(a.passwordHash, currentPassword))) {
      throw new AppError('auth.wrong_current_password', {}, { fields: [{ field: 'currentPassword', key: 'invalid' }] });
    }
    if (currentPassword === newPassword) {
      throw new AppError('auth.password_reused', {}, { fields: [{ field: 'newPassword', key: 'invalid' }] });
    }
    const passwordHash = await hashPassword(newPassword);
    const revoked = await this.sessionService.changingAccess(this.db, async (tx) => {
      await repo.setPassword(tx, ctx.scope.adminId, passwordHash);
      await recordAudit(tx, ctx, { action: 'profile.password', entity: 'admin', entityId: ctx.scope.adminId });
      return this.sessionService.revokeAll(tx, ctx.scope.adminId, ctx.scope.sessionId);
    });
    return { ok: true, revoked };
  }

  async sessions(ctx: RequestContext): Promise<{ list: SessionRow[] }> {
    const rows = await repo.liveSessions(this.db, ctx.scope.adminId);
    return {
      list: rows.map((s) => ({
        id: s.id,
        current: s.id === ctx.scope.sessionId,
        ip: s.ip,
        userAgent: s.userAgent,
        createdAt: s.createdAt.toISOString(),
        lastSeenAt: s.lastSeenAt.toISOString(),
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
      const ended = await repo.endSession(tx, ctx.scope.adminId, body.id);
      if (ended === 0) throw new AppError('session.not_found');
      await recordAudit(tx, ctx, { action: 'profile.session_revoke', entity: 'session', entityId: body.id });
      return { revoked: 1 };
    });
  }
}
