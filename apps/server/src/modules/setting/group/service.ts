import {
  normalisePermissions,
  type GroupAddBody,
  type GroupEditBody,
  type GroupInfo,
  type GroupListQuery,
} from '@shop/shared';
import type { SessionService } from '../../../platform/auth/sessions.ts';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import { groupRepository, groupTable } from './repository.ts';

/**
 * Management groups: the back-office rights an administrator holds through its group. The super
 * administrators' group is never edited, disabled or deleted.
 */
export class GroupService {
  constructor(
    private readonly db: Db,
    private readonly sessions: SessionService,
  ) {}

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

  /** Known keys only; ancestors are added and implicit keys dropped. */
  private permissionsFrom(keys: string[]): string[] {
    const { keys: normalised, unknown } = normalisePermissions(keys);
    if (unknown.length) {
      const keys = unknown.slice(0, 5).join(', ');
      throw new AppError('group.unknown_permission', { keys }, { fields: [{ field: 'permissions', key: 'invalid' }] });
    }
    return normalised;
  }

  async add(ctx: RequestContext, body: GroupAddBody): Promise<GroupInfo> {
    const permissions = this.permissionsFrom(body.permissions);
    const values = { name: body.name, description: body.description, permissions, enabled: body.enabled };
    const row = await this.sessions.changingAccess(this.db, (db) => groupTable.insert(db, ctx, values));
    return this.info(row.id);
  }

  async edit(ctx: RequestContext, body: GroupEditBody): Promise<GroupInfo> {
    const permissions = this.permissionsFrom(body.permissions);
    await this.sessions.changingAccess(this.db, (db) =>
      groupTable.update(
        db,
        ctx,
        body.id,
        body.version,
        { name: body.name, description: body.description, permissions },
        {
          // Rights taken away end the members' sessions: they sign in again under the new rights.
          after: async (_after, before, tx) => {
            const kept = new Set(permissions);
            if (before.permissions.some((p) => !kept.has(p))) await this.sessions.revokeGroup(tx, body.id);
          },
        },
      ),
    );
    return this.info(body.id);
  }

  /** Disabling a group takes its rights away at once: its members' sessions end. */
  async setStatus(ctx: RequestContext, id: number, enabled: boolean): Promise<GroupInfo> {
    await this.sessions.changingAccess(this.db, (db) =>
      groupTable.setEnabled(db, ctx, id, enabled, undefined, {
        after: async (_after, _before, tx) => {
          if (!enabled) await this.sessions.revokeGroup(tx, id);
        },
      }),
    );
    return this.info(id);
  }

  /** Refused while administrators are in the group. */
  async remove(ctx: RequestContext, id: number): Promise<{ ok: true }> {
    await this.sessions.changingAccess(this.db, (db) =>
      groupTable.remove(db, ctx, id, async (tx) => {
        const members = await groupRepository.memberCount(tx, id);
        if (members > 0) throw new AppError('group.in_use', { count: members });
      }),
    );
    return { ok: true };
  }
}
