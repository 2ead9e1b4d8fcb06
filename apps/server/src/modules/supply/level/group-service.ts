import type { SupplierSettings } from '@shop/shared/api/settings';
import type { GroupAddBody, GroupEditBody, GroupInfo, GroupRow } from '@shop/shared/api/supply-group';
import { recordAudit } from '../../../platform/audit/audit.ts';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import { groupRepository as repo, groupTable, type GroupRecord } from './group-repository.ts';
import type { SupplySettingsSource } from './period.ts';

const fieldsOf = (b: GroupAddBody | GroupEditBody) => ({
  name: b.name,
  description: b.description,
  commissionRate: b.commissionRate,
  settlementCycle: b.settlementCycle,
});

function toRow(g: GroupRecord, memberCount: number): GroupRow {
  return {
    id: g.id,
    name: g.name,
    description: g.description,
    commissionRate: g.commissionRate,
    settlementCycle: g.settlementCycle,
    enabled: g.enabled,
    memberCount,
    createdAt: g.createdAt.toISOString(),
    version: g.version,
  };
}

const defaultsOf = (s: SupplierSettings) => ({ commissionRate: s.commissionRate, settlementCycle: s.settlementCycle });

/**
 * Supplier groups (/supplier/group, /supplier/groupinfo/:id): defaults over Settings > suppliers
 * (null = the settings' default) and members (supplier_profiles.group_id; one group per supplier,
 * adding moves it from its group). A group with members is not deleted.
 */
export class GroupService {
  constructor(
    private readonly db: Db,
    private readonly settings: SupplySettingsSource,
  ) {}

  async list(q: { page: number; pageSize: number; keyword?: string; status?: 'enabled' | 'disabled' }) {
    const [page, settings] = await Promise.all([repo.page(this.db, q), this.settings.supplier()]);
    const counts = await repo.memberCounts(
      this.db,
      page.list.map((g) => g.id),
    );
    return {
      list: page.list.map((g) => toRow(g, counts.get(g.id) ?? 0)),
      total: page.total,
      page: q.page,
      pageSize: q.pageSize,
      defaults: defaultsOf(settings),
    };
  }

  async info(id: number): Promise<GroupInfo> {
    const g = await groupTable.find(this.db, id);
    if (!g) throw new AppError('common.not_found');
    const [counts, settings] = await Promise.all([repo.memberCounts(this.db, [id]), this.settings.supplier()]);
    return { ...toRow(g, counts.get(id) ?? 0), defaults: defaultsOf(settings), updatedAt: g.updatedAt.toISOString() };
  }

  async add(ctx: RequestContext, body: GroupAddBody): Promise<GroupInfo> {
    const row = await groupTable.insert(this.db, ctx, { ...fieldsOf(body), enabled: body.enabled });
    return this.info(row.id);
  }

  async edit(ctx: RequestContext, body: GroupEditBody): Promise<GroupInfo> {
    await groupTable.update(this.db, ctx, body.id, body.version, fieldsOf(body));
    return this.info(body.id);
  }

  async setStatus(ctx: RequestContext, id: number, enabled: boolean, version?: number): Promise<GroupInfo> {
    await groupTable.setEnabled(this.db, ctx, id, enabled, version);
    return this.info(id);
  }

  async remove(ctx: RequestContext, id: number): Promise<{ ok: true }> {
    await groupTable.remove(this.db, ctx, id, async (tx) => {
      const n = (await repo.memberCounts(tx, [id])).get(id) ?? 0;
      if (n > 0) throw new AppError('supply_group.in_use', { count: n });
    });
    return { ok: true };
  }

  async members(q: { id: number; page: number; pageSize: number; keyword?: string }) {
    if (!(await groupTable.find(this.db, q.id))) throw new AppError('common.not_found');
    const page = await repo.members(this.db, q);
    return { ...page, page: q.page, pageSize: q.pageSize };
  }

  async candidates(id: number, keyword?: string) {
    if (!(await groupTable.find(this.db, id))) throw new AppError('common.not_found');
    return { list: await repo.candidates(this.db, id, keyword) };
  }

  /** Puts suppliers in the group (`add`) or takes them out of it; unknown ids are not found. Audited per supplier. */
  async setMembers(ctx: RequestContext, id: number, supplierIds: number[], add: boolean): Promise<{ changed: number }> {
    const ids = [...new Set(supplierIds)];
    return this.db.transaction(async (tx) => {
      const group = await groupTable.find(tx, id, true);
      if (!group) throw new AppError('common.not_found');
      const profiles = await repo.lockProfiles(tx, ids);
      if (profiles.length !== ids.length) throw new AppError('common.not_found');
      const moving = profiles.filter((p) => (add ? p.groupId !== id : p.groupId === id));
      await repo.setGroup(
        tx,
        moving.map((p) => p.supplierId),
        add ? id : null,
      );
      for (const p of moving)
        await recordAudit(tx, ctx, {
          action: add ? 'supplier_group.member_add' : 'supplier_group.member_remove',
          entity: 'supplier',
          entityId: p.supplierId,
          supplierId: p.supplierId,
          before: { groupId: p.groupId },
          after: { groupId: add ? id : null },
        });
      return { changed: moving.length };
    });
  }
}
