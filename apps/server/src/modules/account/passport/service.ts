import type { LoginBody, SessionUser, StoreBrand, StoreSettings, SystemSettings } from '@shop/shared';
import { recordAudit } from '../../../platform/audit/audit.ts';
import { dummyHash, verifyPassword } from '../../../platform/auth/passwords.ts';
import { permissionsOf } from '../../../platform/auth/permissions.ts';
import { restrictionOf, type SessionService } from '../../../platform/auth/sessions.ts';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import type { SettingsSection, SettingsService } from '../../../platform/settings/settings-service.ts';
import { agreementRepository } from '../../setting/agreement/repository.ts';
import { passportRepository as repo } from './repository.ts';

export interface LoginMeta {
  ip: string;
  userAgent: string | null;
  requestId: string;
  lang: RequestContext['lang'];
}

/** Sign-in and sign-out. */
export class PassportService {
  constructor(
    private readonly db: Db,
    private readonly sessions: SessionService,
    private readonly settings: SettingsService,
    private readonly system: SettingsSection<SystemSettings>,
  ) {}

  /** Settings > store info (declared by the setting area; read when needed). */
  private storeInfo(): Promise<StoreSettings> {
    return this.settings.get('store').current() as Promise<StoreSettings>;
  }

  /** What every signed-in user sees of the store: the shell's name, logo, icon and home link. */
  async brand(): Promise<StoreBrand> {
    const s = await this.storeInfo();
    return {
      name: s.name,
      logo: s.logo,
      icon: s.icon,
      baseUrl: s.baseUrl,
      defaultLanguage: s.defaultLanguage,
      maintenance: s.maintenance,
    };
  }

  async login(body: LoginBody, meta: LoginMeta): Promise<SessionUser> {
    const usernameKey = body.username.toLowerCase();
    await this.refuseWhileLocked(usernameKey);

    const account = await repo.account(this.db, usernameKey);

    // Unknown user and wrong password take the same time and answer the same error.
    const ok = await verifyPassword(account?.admin.passwordHash ?? (await dummyHash()), body.password);
    if (!account || !ok) {
      await repo.recordFailure(this.db, usernameKey, meta.ip);
      throw new AppError('auth.bad_credentials', {}, { fields: [{ field: 'password', key: 'invalid' }] });
    }
    const a = account.admin;
    if (!a.enabled || (a.supplierId !== null && !account.supplierEnabled)) throw new AppError('auth.account_disabled');

    const scopeBase = {
      adminId: a.id,
      username: a.username,
      truename: a.truename,
      supplierId: a.supplierId,
      isSuper: false,
      permissions: new Set<string>(),
    };
    const { token, sessionId } = await this.db.transaction(async (tx) => {
      await repo.clearFailures(tx, usernameKey);
      await repo.recordLogin(tx, a.id, meta.ip);
      const created = await this.sessions.create(tx, a.id, meta.ip, meta.userAgent);
      await recordAudit(
        tx,
        { scope: { ...scopeBase, sessionId: created.id }, ip: meta.ip, requestId: meta.requestId, lang: meta.lang },
        { action: 'passport.login', entity: 'session', entityId: created.id, supplierId: a.supplierId },
      );
      return { token: created.token, sessionId: created.id };
    });
    void sessionId;
    const power = [
      ...permissionsOf({
        supplierId: a.supplierId,
        supplierEnabled: account.supplierEnabled,
        groupIsSuper: account.groupIsSuper,
        groupEnabled: account.groupEnabled,
        groupPermissions: account.groupPermissions,
      }),
    ];
    return {
      ak: token,
      username: a.username,
      truename: a.truename,
      adminid: a.id,
      supplier: a.supplierId !== null,
      supplier_id: a.supplierId,
      supplier_name: account.supplierName,
      base_url: (await this.storeInfo()).baseUrl,
      socket: '/ws',
      power,
      avatar: a.avatar,
      // A supplier user is asked to accept the current supplier agreement first; staff never are.
      // A suspended or banned supplier's users sign in and read: the console says why and until when.
      ...(a.supplierId !== null
        ? {
            agreement: await agreementRepository.pendingSupplierAgreement(this.db, a.id),
            standing: restrictionOf(account.supplierState, account.supplierStateUntil, account.supplierStateReason),
          }
        : {}),
    };
  }

  /**
   * Failures within the window lock the account until the oldest of them ages out (Settings >
   * system: five within fifteen minutes unless changed there).
   */
  private async refuseWhileLocked(usernameKey: string): Promise<void> {
    const { lockoutFailures, lockoutMinutes } = await this.system.current();
    const windowMs = lockoutMinutes * 60_000;
    const since = new Date(Date.now() - windowMs);
    const r = await repo.failuresSince(this.db, usernameKey, since);
    if (r && r.n >= lockoutFailures) {
      const unlockAt = new Date(r.oldest).getTime() + windowMs;
      const minutes = Math.max(1, Math.ceil((unlockAt - Date.now()) / 60_000));
      throw new AppError('auth.locked', { minutes, seconds: minutes * 60 });
    }
  }

  async logout(ctx: RequestContext): Promise<{ ok: true }> {
    await this.sessions.changingAccess(this.db, async (tx) => {
      await this.sessions.revoke(tx, ctx.scope.sessionId);
      await recordAudit(tx, ctx, { action: 'passport.logout', entity: 'session', entityId: ctx.scope.sessionId });
    });
    return { ok: true };
  }
}
