import type { SupplierStanding } from '@shop/shared/api/supplier-standing';
import type {
  SupplierAddBody,
  SupplierEditBody,
  SupplierInfo,
  SupplierListQuery,
  SupplierMoveBody,
  SupplierRow,
} from '@shop/shared/api/supply-supplier';
import { recordAudit } from '../../../platform/audit/audit.ts';
import { restrictionOf, type SessionService } from '../../../platform/auth/sessions.ts';
import type { Db } from '../../../platform/db/database.ts';
import { iso } from '../../../platform/db/pagination.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import { findDuplicates } from './duplicates.ts';
import type { SupplierLifecycle } from './lifecycle.ts';
import { profileSnapshot, profileValues, probeOf, requireFields, toProfile } from './profile-values.ts';
import { supplierRepository as repo, type SupplierRowRecord } from './repository.ts';

const nameTaken = (name: string) =>
  new AppError('supplier.name_taken', { name }, { fields: [{ field: 'name', key: 'duplicate' }] });

function toRow(r: SupplierRowRecord): SupplierRow {
  return {
    id: r.id,
    name: r.name,
    enterpriseName: r.enterpriseName,
    taxId: r.taxId,
    contactPhone: r.contactPhone,
    state: r.state,
    stateUntil: iso(r.stateUntil),
    stateReason: r.stateReason,
    levelId: r.levelId || null,
    levelName: r.levelName,
    groupId: r.groupId,
    groupName: r.groupName,
    licenceExpiresOn: r.licenceExpiresOn,
    createdAt: r.createdAt.toISOString(),
  };
}

/**
 * The supplier register (staff): the list, a supplier's detail, adding one with its profile (in
 * state passed), editing the profile (versioned, audited; the bank account changes only through a
 * bank change), the lifecycle actions through the core lifecycle, and the trail.
 */
export class SupplierService {
  constructor(
    private readonly db: Db,
    private readonly sessions: SessionService,
    private readonly lifecycle: SupplierLifecycle,
  ) {}

  async options(): Promise<{ list: { id: number; name: string; enabled: boolean }[] }> {
    const list = await repo.options(this.db);
    return { list };
  }

  async list(q: SupplierListQuery) {
    const page = await repo.page(this.db, q);
    return { list: page.list.map(toRow), total: page.total, page: q.page, pageSize: q.pageSize };
  }

  async info(id: number, db: Db = this.db): Promise<SupplierInfo> {
    const row = await repo.row(db, id);
    if (!row) throw new AppError('common.not_found');
    const [profile, counts] = await Promise.all([repo.profile(db, id), repo.counts(db, id)]);
    const duplicates = profile
      ? await findDuplicates(db, { ...probeOf(profile), bankAccountNumber: profile.bankAccountNumber }, id)
      : [];
    return {
      ...toRow(row),
      profile: profile ? toProfile(profile) : null,
      standing: { state: row.state, until: iso(row.stateUntil), reason: row.stateReason },
      counts,
      duplicates,
      version: profile?.version ?? 0,
      updatedAt: (profile?.updatedAt ?? row.createdAt).toISOString(),
    };
  }

  /** A new supplier in state passed with its profile; its users come from an application or the accounts screen. */
  async add(ctx: RequestContext, body: SupplierAddBody): Promise<SupplierInfo> {
    requireFields(ctx, body);
    const name = body.name.trim() || body.enterpriseName.trim();
    const id = await this.db.transaction(async (tx) => {
      const supplierId = await repo.insertSupplier(tx, name);
      if (!supplierId) throw nameTaken(name);
      const profile = await repo.insertProfile(tx, supplierId, profileValues(body));
      await this.lifecycle.note(tx, ctx, supplierId, 'created', '', { by: 'staff' });
      await recordAudit(tx, ctx, {
        action: 'supplier.add',
        entity: 'supplier',
        entityId: supplierId,
        supplierId,
        after: { name, state: 'passed', ...profileSnapshot(profile) },
      });
      return supplierId;
    });
    return this.info(id);
  }

  /** The profile edited with the version read (a supplier without a profile yet gets one: version 0). */
  async edit(ctx: RequestContext, body: SupplierEditBody): Promise<SupplierInfo> {
    requireFields(ctx, body);
    await this.db.transaction(async (tx) => {
      const supplier = await repo.supplier(tx, body.id, true);
      if (!supplier) throw new AppError('common.not_found');
      const before = await repo.profile(tx, body.id, true);
      if ((before?.version ?? 0) !== body.version) throw new AppError('common.stale_version');
      const name = body.name.trim();
      if (name !== supplier.name) {
        if (await repo.nameTaken(tx, name, body.id)) throw nameTaken(name);
        await repo.rename(tx, body.id, name);
      }
      const after = before
        ? await repo.updateProfile(tx, body.id, profileValues(body))
        : await repo.insertProfile(tx, body.id, profileValues(body));
      await this.lifecycle.note(tx, ctx, body.id, 'profile_edited', '', { by: 'staff' });
      await recordAudit(tx, ctx, {
        action: 'supplier.edit',
        entity: 'supplier',
        entityId: body.id,
        supplierId: body.id,
        before: { name: supplier.name, ...profileSnapshot(before) },
        after: { name, ...profileSnapshot(after) },
      });
    });
    return this.info(body.id);
  }

  /** A lifecycle action: the sessions see the new standing at the very next request. */
  async move(ctx: RequestContext, body: SupplierMoveBody) {
    const until = body.until ? new Date(body.until) : null;
    const moved = await this.sessions.changingAccess(this.db, (tx) =>
      this.lifecycle.move(tx, ctx, body.id, { action: body.action, reason: body.reason, until }),
    );
    const row = await repo.supplier(this.db, body.id);
    return {
      ...moved,
      standing: { state: row!.state, until: iso(row!.stateUntil), reason: row!.stateReason },
    };
  }

  async trail(q: { id: number; page: number; pageSize: number }) {
    if (!(await repo.supplier(this.db, q.id))) throw new AppError('common.not_found');
    const page = await repo.trail(this.db, q.id, q);
    return {
      list: page.list.map((e) => ({
        id: e.id,
        action: e.action,
        fromState: e.fromState,
        toState: e.toState,
        reasonCode: e.reasonCode,
        reason: e.reason,
        until: iso(e.until),
        detail: e.detail,
        actorName: e.actorName,
        at: e.at.toISOString(),
      })),
      total: page.total,
      page: q.page,
      pageSize: q.pageSize,
    };
  }

  /** The restriction in force of the caller's supplier (null for staff and unrestricted suppliers). */
  async standing(ctx: RequestContext): Promise<{ standing: SupplierStanding | null }> {
    if (ctx.scope.supplierId === null) return { standing: null };
    const row = await repo.supplier(this.db, ctx.scope.supplierId);
    return { standing: row ? restrictionOf(row.state, row.stateUntil, row.stateReason) : null };
  }

  /**
   * A passed supplier's user accepted the supplier agreement: the supplier is enabled, inside the
   * acceptance's transaction. Nothing happens in any other state.
   */
  async enableOnAgreement(tx: Db, ctx: RequestContext): Promise<void> {
    const supplierId = ctx.scope.supplierId;
    if (supplierId === null) return;
    const row = await repo.supplier(tx, supplierId, true);
    if (row?.state !== 'passed') return;
    await this.lifecycle.move(tx, ctx, supplierId, {
      action: 'enable',
      reason: '',
      reasonCode: 'agreement_accepted',
    });
  }
}
