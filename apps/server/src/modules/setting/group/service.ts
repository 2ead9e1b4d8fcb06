import { and, count, eq, sql } from 'drizzle-orm';
import { normalisePermissions, type GroupAddBody, type GroupEditBody, type GroupInfo, type GroupListQuery } from '@shop/shared';
import { recordAudit } from '../../../platform/audit/audit.ts';
import type { SessionService } from '../../../platform/auth/sessions.ts';
import type { Db } from '../../../platform/db/database.ts';
import { isUniqueViolation } from '../../../platform/db/pagination.ts';
import { AppError, fieldConflict } from '../../../platform/http/app-error.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import { groupRepository, type GroupRecord } from './repository.ts';
import { adminGroups } from './table.ts';
import { admins } from '../admin/table.ts';

function snapshot(g: GroupRecord) {
  return { name: g.name, description: g.description, enabled: g.enabled, permissions: g.permissions, version: g.version };
}

/** Management groups: the back-office rights an administrator holds through its group. */
export class GroupService {
  constructor(private readonly db: Db, private readonly sessions: SessionService) {}

  list(q: GroupListQuery) {
    return groupRepository.list(this.db, q).then((r) => ({ ...r, page: q.page, pageSize: q.pageSize }));
  }

  async info(id: number): Promise<GroupInfo> {
    const g = await groupRepository.find(this.db, id);
    if (!g) throw new AppError('common.not_found');
    return { ...groupRepository.toRow(g), permissions: g.permissions };
  }

  async options() {
    return { list: await groupRepository.options(this.db) };
  }

  private permissionsFrom(keys: string[]): string[] {
    const { keys: normalised, unknown } = normalisePermissions(keys);
    if (unknown.length) {
      throw new AppError('group.unknown_permission', { keys: unknown.slice(0, 5).join(', ') }, { fields: [{ field: 'permissions', key: 'invalid' }] });
    }
    return normalised;
  }

  async add(ctx: RequestContext, body: GroupAddBody): Promise<GroupInfo> {
    const permissions = this.permissionsFrom(body.permissions);
    try {
      const id = await this.sessions.changingAccess(this.db, async (tx) => {
        const [row] = await tx.insert(adminGroups).values({ name: body.name, description: body.description, permissions, enabled: body.enabled }).returning();
        await recordAudit(tx, ctx, { action: 'group.add', entity: 'admin_group', entityId: row!.id, after: snapshot(row!) });
        return row!.id;
      });
      return this.info(id);
    } catch (err) {
      if (isUniqueViolation(err)) throw fieldConflict('group.name_taken', 'name');
      throw err;
    }
  }

  async edit(ctx: RequestContext, body: GroupEditBody): Promise<GroupInfo> {
    const permissions = this.permissionsFrom(body.permissions);
    try {
      await this.sessions.changingAccess(this.db, async (tx) => {
        const before = await this.lockedForChange(tx, body.id);
        const [after] = await tx.update(adminGroups)
          .set({ name: body.name, description: body.description, permissions, updatedAt: sql`now()`, version: sql`${adminGroups.version} + 1` })
          .where(and(eq(adminGroups.id, body.id), eq(adminGroups.version, body.version)))
          .returning();
        if (!after) throw new AppError('common.stale_version');
        await recordAudit(tx, ctx, { action: 'group.edit', entity: 'admin_group', entityId: body.id, before: snapshot(before), after: snapshot(after) });
        // Rights taken away end the members' sessions: they sign in again under the new rights.
        const kept = new Set(permissions);
        if (before.permissions.some((p) => !kept.has(p))) await this.sessions.revokeGroup(tx, body.id);
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw fieldConflict('group.name_taken', 'name');
      throw err;
    }
    return this.info(body.id);
  }

  async setStatus(ctx: RequestContext, id: number, enabled: boolean): Promise<GroupInfo> {
    await this.sessions.changingAccess(this.db, async (tx) => {
      const before = await this.lockedForChange(tx, id);
      if (before.enabled === enabled) return;
      const [after] = await tx.update(adminGroups)
        .set({ enabled, updatedAt: sql`now()`, version: sql`${adminGroups.version} + 1` })
        .where(eq(adminGroups.id, id)).returning();
      await recordAudit(tx, ctx, { action: enabled ? 'group.enable' : 'group.disable', entity: 'admin_group', entityId: id, before: snapshot(before), after: snapshot(after!) });
      if (!enabled) await this.sessions.revokeGroup(tx, id);
    });
    return this.info(id);
  }

  async remove(ctx: RequestContext, id: number): Promise<{ ok: true }> {
    await this.sessions.changingAccess(this.db, async (tx) => {
      const before = await this.lockedForChange(tx, id);
      const [members] = await tx.select({ n: count() }).from(admins).where(eq(admins.groupId, id));
      if (members && members.n > 0) throw new AppError('group.in_use', { count: members.n });
      await tx.delete(adminGroups).where(eq(adminGroups.id, id));
      await recordAudit(tx, ctx, { action: 'group.del', entity: 'admin_group', entityId: id, before: snapshot(before) });
    });
    return { ok: true };
  }

  /** Reads a group for change under a row lock; the super administrators' group never changes. */
  private async lockedForChange(tx: Db, id: number): Promise<GroupRecord> {
    const [row] = await tx.select().from(adminGroups).where(eq(adminGroups.id, id)).for('update');
    if (!row) throw new AppError('common.not_found');
    if (row.isSuper) throw new AppError('group.super_locked');
    return row;
  }
}
