import type { AdminAddBody, AdminEditBody, AdminListQuery, AdminRow } from '@shop/shared';
import { hashPassword } from '../../../platform/auth/passwords.ts';
import type { SessionService } from '../../../platform/auth/sessions.ts';
import type { Db } from '../../../platform/db/database.ts';
import { optionalContact } from '../../../platform/db/pagination.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import { adminRepository, adminTable, type AdminRecord } from './repository.ts';

/**
 * Back-office accounts: platform administrators and supplier users. Every change runs through the
 * session service, so what a changed account may reach applies from its very next request.
 */
export class AdminService {
  constructor(
    private readonly db: Db,
    private readonly sessions: SessionService,
  ) {}

  async list(q: AdminListQuery) {
    const r = await adminRepository.list(this.db, q);
    return { ...r, page: q.page, pageSize: q.pageSize };
  }

  async info(id: number): Promise<AdminRow> {
    const row = await adminRepository.row(this.db, id);
    if (!row) throw new AppError('common.not_found');
    return row;
  }

  /** A platform account needs an existing group; a supplier account an enabled supplier and no group. */
  private async membership(db: Db, groupId: number | null | undefined, supplierId: number | null | undefined) {
    if (supplierId) {
      if (!(await adminRepository.supplierEnabled(db, supplierId))) {
        throw new AppError('admin.supplier_required', {}, { fields: [{ field: 'supplierId', key: 'invalid' }] });
      }
      return { groupId: null, supplierId };
    }
    if (!groupId) throw new AppError('admin.group_required', {}, { fields: [{ field: 'groupId', key: 'required' }] });
    if (!(await adminRepository.groupExists(db, groupId))) {
      throw new AppError('admin.group_required', {}, { fields: [{ field: 'groupId', key: 'invalid' }] });
    }
    return { groupId, supplierId: null };
  }

  async add(ctx: RequestContext, body: AdminAddBody): Promise<AdminRow> {
    const passwordHash = await hashPassword(body.password);
    const row = await this.sessions.changingAccess(this.db, (db) =>
      adminTable.insert(db, ctx, async (tx) => ({
        username: body.username,
        passwordHash,
        truename: body.truename,
        email: body.email || null,
        phone: body.phone || null,
        enabled: body.enabled,
        ...(await this.membership(tx, body.groupId, body.supplierId)),
      })),
    );
    return this.info(row.id);
  }

  async edit(ctx: RequestContext, body: AdminEditBody): Promise<AdminRow> {
    const values = async (before: AdminRecord, tx: Db) => {
      const membership = await this.membership(tx, body.groupId, body.supplierId);
      // The last enabled super administrator does not leave the super group.
      const staysSuper = await adminRepository.isSuperGroup(tx, membership.groupId);
      if (!staysSuper && before.enabled && (await adminRepository.isLastSuper(tx, before))) {
        throw new AppError('admin.last_super_admin');
      }
      return { truename: body.truename, ...optionalContact(body), ...membership };
    };
    await this.sessions.changingAccess(this.db, (db) =>
      adminTable.update(db, ctx, body.id, body.version, values, {
        // Moving an account between a group and a supplier changes what it may reach: sign it in again.
        after: async (after, before, tx) => {
          const moved = before.groupId !== after.groupId || before.supplierId !== after.supplierId;
          if (moved) await this.sessions.revokeAll(tx, body.id);
        },
      }),
    );
    return this.info(body.id);
  }

  /** Nobody disables themself, nor the last enabled super administrator; a disabled account is signed out. */
  async setStatus(ctx: RequestContext, id: number, enabled: boolean): Promise<AdminRow> {
    if (!enabled && id === ctx.scope.adminId) throw new AppError('admin.cannot_disable_self');
    await this.sessions.changingAccess(this.db, (db) =>
      adminTable.setEnabled(db, ctx, id, enabled, undefined, {
        before: async (before, tx) => {
          if (!enabled && (await adminRepository.isLastSuper(tx, before))) throw new AppError('admin.last_super_admin');
        },
        after: async (_after, _before, tx) => {
          if (!enabled) await this.sessions.revokeAll(tx, id);
        },
      }),
    );
    return this.info(id);
  }

  /** A new password ends the account's other sessions (the caller's own one stays when it is theirs). */
  async resetPassword(ctx: RequestContext, id: number, password: string): Promise<{ ok: true }> {
    const passwordHash = await hashPassword(password);
    await this.sessions.changingAccess(this.db, (db) =>
      adminTable.update(
        db,
        ctx,
        id,
        undefined,
        { passwordHash },
        {
          action: 'password',
          audit: 'action',
          after: async (_after, _before, tx) => {
            await this.sessions.revokeAll(tx, id, id === ctx.scope.adminId ? ctx.scope.sessionId : undefined);
          },
        },
      ),
    );
    return { ok: true };
  }

  /** Nobody deletes themself, nor the last enabled super administrator. */
  async remove(ctx: RequestContext, id: number): Promise<{ ok: true }> {
    if (id === ctx.scope.adminId) throw new AppError('admin.cannot_delete_self');
    await this.sessions.changingAccess(this.db, (db) =>
      adminTable.remove(db, ctx, id, async (tx, before) => {
        if (await adminRepository.isLastSuper(tx, before)) throw new AppError('admin.last_super_admin');
      }),
    );
    return { ok: true };
  }
}
