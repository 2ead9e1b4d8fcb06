import { and, eq, sql } from 'drizzle-orm';
import type { AdminAddBody, AdminEditBody, AdminListQuery, AdminRow } from '@shop/shared';
import { recordAudit } from '../../../platform/audit/audit.ts';
import { hashPassword } from '../../../platform/auth/passwords.ts';
import type { SessionService } from '../../../platform/auth/sessions.ts';
import type { Db } from '../../../platform/db/database.ts';
import { isUniqueViolation, optionalContact } from '../../../platform/db/pagination.ts';
import { AppError, fieldConflict } from '../../../platform/http/app-error.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import { suppliers } from '../../system/supplier/table.ts';
import { adminGroups } from '../group/table.ts';
import { adminRepository, type AdminRecord } from './repository.ts';
import { admins } from './table.ts';

function snapshot(a: AdminRecord) {
  const { passwordHash: _hash, lastLoginAt: _at, lastLoginIp: _ip, createdAt: _c, ...rest } = a;
  return rest;
}

/** Back-office accounts: platform administrators and supplier users. */
export class AdminService {
  constructor(private readonly db: Db, private readonly sessions: SessionService) {}

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
      const [s] = await db.select({ enabled: suppliers.enabled }).from(suppliers).where(eq(suppliers.id, supplierId));
      if (!s || !s.enabled) throw new AppError('admin.supplier_required', {}, { fields: [{ field: 'supplierId', key: 'invalid' }] });
      return { groupId: null, supplierId };
    }
    if (!groupId) throw new AppError('admin.group_required', {}, { fields: [{ field: 'groupId', key: 'required' }] });
    const [g] = await db.select({ id: adminGroups.id }).from(adminGroups).where(eq(adminGroups.id, groupId));
    if (!g) throw new AppError('admin.group_required', {}, { fields: [{ field: 'groupId', key: 'invalid' }] });
    return { groupId, supplierId: null };
  }

  async add(ctx: RequestContext, body: AdminAddBody): Promise<AdminRow> {
    const passwordHash = await hashPassword(body.password);
    try {
      const id = await this.sessions.changingAccess(this.db, async (tx) => {
        const membership = await this.membership(tx, body.groupId, body.supplierId);
        const [row] = await tx.insert(admins).values({
          username: body.username, passwordHash, truename: body.truename,
          email: body.email || null, phone: body.phone || null, enabled: body.enabled, ...membership,
        }).returning();
        await recordAudit(tx, ctx, { action: 'admin.add', entity: 'admin', entityId: row!.id, supplierId: row!.supplierId, after: snapshot(row!) });
        return row!.id;
      });
      return this.info(id);
    } catch (err) {
      if (isUniqueViolation(err)) throw fieldConflict('admin.username_taken', 'username');
      throw err;
    }
  }

  async edit(ctx: RequestContext, body: AdminEditBody): Promise<AdminRow> {
    await this.sessions.changingAccess(this.db, async (tx) => {
      const before = await adminRepository.lock(tx, body.id);
      if (!before) throw new AppError('common.not_found');
      if (before.version !== body.version) throw new AppError('common.stale_version');
      const membership = await this.membership(tx, body.groupId, body.supplierId);
      const leavesSuper = (await adminRepository.isSuperGroup(tx, before.groupId))
        && !(await adminRepository.isSuperGroup(tx, membership.groupId));
      if (leavesSuper && before.enabled && (await adminRepository.otherEnabledSupers(tx, body.id)) === 0) {
        throw new AppError('admin.last_super_admin');
      }
      const [after] = await tx.update(admins).set({
        truename: body.truename, ...optionalContact(body), ...membership,
        updatedAt: sql`now()`, version: sql`${admins.version} + 1`,
      }).where(and(eq(admins.id, body.id), eq(admins.version, body.version))).returning();
      if (!after) throw new AppError('common.stale_version');
      await recordAudit(tx, ctx, { action: 'admin.edit', entity: 'admin', entityId: body.id, supplierId: after.supplierId, before: snapshot(before), after: snapshot(after) });
      // Moving an account between a group and a supplier changes what it may reach: sign it in again.
      if (before.groupId !== after.groupId || before.supplierId !== after.supplierId) await this.sessions.revokeAll(tx, body.id);
    });
    return this.info(body.id);
  }

  async setStatus(ctx: RequestContext, id: number, enabled: boolean): Promise<AdminRow> {
    if (!enabled && id === ctx.scope.adminId) throw new AppError('admin.cannot_disable_self');
    await this.sessions.changingAccess(this.db, async (tx) => {
      const before = await adminRepository.lock(tx, id);
      if (!before) throw new AppError('common.not_found');
      if (before.enabled === enabled) return;
      if (!enabled && (await adminRepository.isSuperGroup(tx, before.groupId)) && (await adminRepository.otherEnabledSupers(tx, id)) === 0) {
        throw new AppError('admin.last_super_admin');
      }
      const [after] = await tx.update(admins).set({ enabled, updatedAt: sql`now()`, version: sql`${admins.version} + 1` })
        .where(eq(admins.id, id)).returning();
      await recordAudit(tx, ctx, { action: enabled ? 'admin.enable' : 'admin.disable', entity: 'admin', entityId: id, supplierId: before.supplierId, before: snapshot(before), after: snapshot(after!) });
      if (!enabled) await this.sessions.revokeAll(tx, id);
    });
    return this.info(id);
  }

  async resetPassword(ctx: RequestContext, id: number, password: string): Promise<{ ok: true }> {
    const passwordHash = await hashPassword(password);
    await this.sessions.changingAccess(this.db, async (tx) => {
      const before = await adminRepository.lock(tx, id);
      if (!before) throw new AppError('common.not_found');
      await tx.update(admins).set({ passwordHash, updatedAt: sql`now()`, version: sql`${admins.version} + 1` }).where(eq(admins.id, id));
      await recordAudit(tx, ctx, { action: 'admin.password', entity: 'admin', entityId: id, supplierId: before.supplierId });
      await this.sessions.revokeAll(tx, id, id === ctx.scope.adminId ? ctx.scope.sessionId : undefined);
    });
    return { ok: true };
  }

  async remove(ctx: RequestContext, id: number): Promise<{ ok: true }> {
    if (id === ctx.scope.adminId) throw new AppError('admin.cannot_delete_self');
    await this.sessions.changingAccess(this.db, async (tx) => {
      const before = await adminRepository.lock(tx, id);
      if (!before) throw new AppError('common.not_found');
      if ((await adminRepository.isSuperGroup(tx, before.groupId)) && (await adminRepository.otherEnabledSupers(tx, id)) === 0) {
        throw new AppError('admin.last_super_admin');
      }
      await tx.delete(admins).where(eq(admins.id, id));
      await recordAudit(tx, ctx, { action: 'admin.del', entity: 'admin', entityId: id, supplierId: before.supplierId, before: snapshot(before) });
    });
    return { ok: true };
  }
}
