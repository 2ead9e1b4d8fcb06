import {
  SUPPLIER_CHANGE_ITEMS,
  SUPPLIER_DOCUMENT_KINDS,
  type SupplierChange,
  type SupplierDocumentKind,
  type SupplierProfileInput,
} from '@shop/shared/api/supply-supplier';
import type { OwnEditBody, OwnView } from '@shop/shared/api/supply-supplier-own';
import { recordAudit } from '../../../platform/audit/audit.ts';
import type { Db } from '../../../platform/db/database.ts';
import { violatedConstraint } from '../../../platform/db/scope.ts';
import { iso } from '../../../platform/db/pagination.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import type { Delivery, NotificationService } from '../../../platform/notify/notification-service.ts';
import { decideEach, type QueueEntry, type QueueOutcome, type QueueSource } from '../queue/queue.ts';
import { changeRepository as changes, type ChangeRecord } from './change-repository.ts';
import { documentRepository } from './document-repository.ts';
import type { DocumentStore } from './document-store.ts';
import type { SupplierDocuments } from './documents.ts';
import { findDuplicates, type DuplicateHit } from './duplicates.ts';
import type { SupplierLifecycle } from './lifecycle.ts';
import { profileValues, requireFields, toProfile } from './profile-values.ts';
import { supplierRepository as repo, type ProfileRecord } from './repository.ts';
import type { ChangeItem } from './table.ts';

const DOC = 'doc:';
type Items = Record<string, ChangeItem>;

/** The editable values of a profile as a form holds them ('' for a missing one). */
function editable(p: ProfileRecord | undefined): SupplierProfileInput {
  const v = p ? toProfile(p) : undefined;
  const empty = { title: '', taxId: '', address: '', phone: '', bankName: '', bankAccount: '' };
  return {
    enterpriseName: v?.enterpriseName ?? '',
    registrationNumber: v?.registrationNumber ?? '',
    taxId: v?.taxId ?? '',
    address: v?.address ?? '',
    licenceNumber: v?.licenceNumber ?? '',
    licenceExpiresOn: v?.licenceExpiresOn ?? '',
    legalPersonName: v?.legalPersonName ?? '',
    legalPersonIdNumber: v?.legalPersonIdNumber ?? '',
    operatorName: v?.operatorName ?? '',
    operatorPhone: v?.operatorPhone ?? '',
    operatorEmail: v?.operatorEmail ?? '',
    contactPhone: v?.contactPhone ?? '',
    contacts: v?.contacts ?? [],
    invoiceInfo: v?.invoiceInfo ?? empty,
  };
}

/** JSON with object keys sorted: jsonb keeps its own key order, so stored values compare by content. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object')
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(v ?? null);
}
const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

function toChange(r: ChangeRecord): SupplierChange {
  return {
    id: r.id,
    supplierId: r.supplierId,
    supplierName: r.supplierName,
    items: r.items,
    status: r.status,
    round: r.round,
    reason: r.reason,
    duplicates: r.duplicates as SupplierChange['duplicates'],
    submittedBy: r.submittedByName,
    submittedAt: r.submittedAt.toISOString(),
    decidedBy: r.decidedByName,
    decidedAt: iso(r.decidedAt),
  };
}

export interface ProfileChangeDeps {
  db: Db;
  store: DocumentStore;
  documents: SupplierDocuments;
  lifecycle: SupplierLifecycle;
  notifications: NotificationService;
}

/**
 * The merchant center's profile: a supplier user's edit stores only the changed items as a
 * profile change for re-audit (one pending per supplier); approving applies them to the profile
 * (versioned, audited, trail line `profile_changed`), rejecting keeps the old values with the
 * reason. Registered in the approval queue as kind `profile`. Staff's "view as supplier" reads
 * the same view, audited.
 */
export class ProfileChanges {
  constructor(private readonly d: ProfileChangeDeps) {}

  async view(supplierId: number, db: Db = this.d.db): Promise<OwnView> {
    const supplier = await repo.supplier(db, supplierId);
    if (!supplier) throw new AppError('common.not_found');
    const [profile, docs, change] = await Promise.all([
      repo.profile(db, supplierId),
      this.d.documents.list(supplierId, db),
      changes.latest(db, supplierId),
    ]);
    return {
      supplierId,
      name: supplier.name,
      standing: { state: supplier.state, until: iso(supplier.stateUntil), reason: supplier.stateReason },
      profile: profile ? toProfile(profile) : null,
      version: profile?.version ?? 0,
      documents: docs.list,
      requiredKinds: docs.requiredKinds,
      change: change ? toChange(change) : null,
    };
  }

  /** Staff read a supplier's merchant center: an audit row and a trail line for each view. */
  async viewAs(ctx: RequestContext, supplierId: number): Promise<OwnView> {
    const view = await this.view(supplierId);
    await this.d.db.transaction(async (tx) => {
      await this.d.lifecycle.note(tx, ctx, supplierId, 'viewed_as');
      await recordAudit(tx, ctx, { action: 'supplier.view_as', entity: 'supplier', entityId: supplierId, supplierId });
    });
    return view;
  }

  /** A supplier user's edit: the changed items only, for re-audit. */
  async submit(ctx: RequestContext, body: OwnEditBody): Promise<OwnView> {
    const supplierId = ctx.scope.supplierId;
    if (supplierId === null) throw new AppError('common.forbidden');
    requireFields(ctx, body);
    let delivery: Delivery | undefined;
    await this.d.db
      .transaction(async (tx) => {
        const supplier = await repo.supplier(tx, supplierId, true);
        if (!supplier) throw new AppError('common.not_found');
        const latest = await changes.latest(tx, supplierId);
        if (latest?.status === 'pending') throw new AppError('supplier.change_pending');
        const profile = await repo.profile(tx, supplierId);
        if ((profile?.version ?? 0) !== body.version) throw new AppError('common.stale_version');
        const items = await this.changedItems(tx, supplierId, profile, body);
        if (Object.keys(items).length === 0) throw new AppError('supplier.no_change');
        const probe = Object.fromEntries(
          (['taxId', 'legalPersonIdNumber', 'contactPhone'] as const)
            .filter((f) => f in items)
            .map((f) => [f, body[f]]),
        );
        const duplicates: DuplicateHit[] = await findDuplicates(tx, probe, supplierId);
        const id = await changes.insert(tx, {
          supplierId,
          items,
          duplicates,
          round: (await changes.rounds(tx, supplierId)) + 1,
          submittedBy: ctx.scope.adminId || null,
          submittedByName: ctx.scope.truename || ctx.scope.username,
        });
        await this.d.lifecycle.note(tx, ctx, supplierId, 'profile_submitted', '', {
          changeId: id,
          items: Object.keys(items),
        });
        await recordAudit(tx, ctx, {
          action: 'supplier.profile_submit',
          entity: 'supplier_profile_change',
          entityId: id,
          supplierId,
          after: { items, duplicates },
        });
        delivery = await this.d.notifications.notify(tx, {
          to: { permission: 'supply_supplier_edit' },
          kind: 'supply.profile.submitted',
          title: { key: 'supply.profile.submitted', params: { supplier: supplier.name } },
          link: `/supplier/supplierinfo/${supplierId}?tab=changes`,
          entity: { type: 'supplier_profile_change', id },
        });
      })
      .catch((err: unknown) => {
        if (violatedConstraint(err) === 'supplier_profile_changes_pending_key')
          throw new AppError('supplier.change_pending');
        throw err;
      });
    delivery?.send();
    return this.view(supplierId);
  }

  private async changedItems(tx: Db, supplierId: number, profile: ProfileRecord | undefined, body: OwnEditBody) {
    const before = editable(profile);
    const items: Items = {};
    for (const f of SUPPLIER_CHANGE_ITEMS)
      if (!same(before[f], body[f])) items[f] = { before: before[f], after: body[f] };
    const docs = await documentRepository.current(tx, supplierId);
    for (const kind of SUPPLIER_DOCUMENT_KINDS) {
      const next = body.documents[kind];
      if (!next) continue;
      if (!(await this.d.store.exists(next.file))) throw new AppError('supplier.file_missing');
      const cur = docs.find((x) => x.kind === kind);
      const was = cur ? { file: cur.file, number: cur.number, expiresOn: cur.expiresOn ?? '' } : null;
      if (same(was, next)) continue;
      const { mime } = await this.d.store.read(next.file);
      items[`${DOC}${kind}`] = { before: was, after: { ...next, mime } };
    }
    return items;
  }

  /** A staff decision on one change, in its own transaction. */
  async decide(
    ctx: RequestContext,
    id: number,
    decision: 'approve' | 'reject',
    reason: string,
  ): Promise<SupplierChange> {
    if (decision === 'reject' && !reason.trim())
      throw new AppError('supplier.reason_required', {}, { fields: [{ field: 'reason', key: 'required' }] });
    let delivery: Delivery | undefined;
    await this.d.db.transaction(async (tx) => {
      const change = await changes.find(tx, id, true);
      if (!change) throw new AppError('common.not_found');
      if (change.status !== 'pending') throw new AppError('supplier.change_decided');
      if (decision === 'approve') await this.apply(tx, ctx, change);
      const status = decision === 'approve' ? 'approved' : 'rejected';
      await changes.decide(tx, id, {
        status,
        reason: reason.trim(),
        decidedBy: ctx.scope.adminId || null,
        decidedByName: ctx.scope.truename || ctx.scope.username,
      });
      const action = decision === 'approve' ? 'profile_changed' : 'profile_change_rejected';
      await this.d.lifecycle.note(tx, ctx, change.supplierId, action, reason.trim(), {
        changeId: id,
        items: Object.keys(change.items),
      });
      await recordAudit(tx, ctx, {
        action: `supplier.profile_${decision}`,
        entity: 'supplier_profile_change',
        entityId: id,
        supplierId: change.supplierId,
        before: { status: 'pending' },
        after: { status, reason: reason.trim() },
      });
      delivery = await this.d.notifications.notify(tx, {
        to: { supplierId: change.supplierId },
        kind: `supply.profile.${status}`,
        title: { key: `supply.profile.${status}`, params: { reason: reason.trim() } },
        link: '/profile/merchant',
        entity: { type: 'supplier_profile_change', id },
      });
    });
    delivery?.send();
    return toChange((await changes.find(this.d.db, id))!);
  }

  /** Applies an approved change's items: the profile (versioned, audited) and the documents it replaces. */
  private async apply(tx: Db, ctx: RequestContext, change: ChangeRecord): Promise<void> {
    const before = await repo.profile(tx, change.supplierId, true);
    const values = editable(before) as unknown as Record<string, unknown>;
    let fields = false;
    for (const [key, item] of Object.entries(change.items)) {
      if (key.startsWith(DOC)) {
        const doc = item.after as { file: string; mime: string; number: string; expiresOn: string };
        await this.d.documents.replace(tx, ctx, change.supplierId, key.slice(DOC.length) as SupplierDocumentKind, doc);
      } else {
        values[key] = item.after;
        fields = true;
      }
    }
    if (!fields) return;
    const input = profileValues(values as unknown as SupplierProfileInput);
    const after = before
      ? await repo.updateProfile(tx, change.supplierId, input)
      : await repo.insertProfile(tx, change.supplierId, input);
    await recordAudit(tx, ctx, {
      action: 'supplier.edit',
      entity: 'supplier',
      entityId: change.supplierId,
      supplierId: change.supplierId,
      before: before ? { ...toProfile(before), version: before.version } : null,
      after: { ...toProfile(after), version: after.version, changeId: change.id },
    });
  }

  async page(q: { id: number; page: number; pageSize: number }) {
    if (!(await repo.supplier(this.d.db, q.id))) throw new AppError('common.not_found');
    const page = await changes.page(this.d.db, q.id, q);
    return { list: page.list.map(toChange), total: page.total, page: q.page, pageSize: q.pageSize };
  }

  /** The file a change proposes for a kind; `supplierId` narrows to one supplier's changes. */
  async file(id: number, kind: SupplierDocumentKind, supplierId: number | null) {
    const change = await changes.find(this.d.db, id);
    if (!change || (supplierId !== null && change.supplierId !== supplierId)) throw new AppError('common.not_found');
    const after = change.items[`${DOC}${kind}`]?.after as { file: string } | undefined;
    if (!after) throw new AppError('common.not_found');
    const file = await this.d.store.read(after.file);
    return { ...file, name: `${kind}-change-${id}.${file.ext}` };
  }

  /** The approval queue's kind `profile`. */
  queueSource(): QueueSource {
    return {
      kind: 'profile',
      pending: (db, q) => this.pending(db, q),
      count: (db) => this.count(db),
      decide: (ctx, ids, decision, reason) => this.decideMany(ctx, ids, decision, reason),
    };
  }

  async pending(db: Db, q: { supplierId?: number; limit: number }): Promise<QueueEntry[]> {
    const rows = await changes.pending(db, q);
    return rows.map((r) => ({
      kind: 'profile',
      id: r.id,
      supplierId: r.supplierId,
      subject: r.supplierName,
      summary: Object.keys(r.items).join(', '),
      submittedAt: r.submittedAt,
      round: r.round,
      link: `/supplier/supplierinfo/${r.supplierId}?tab=changes`,
      flags: r.duplicates.length ? ['duplicate'] : [],
    }));
  }

  count(db: Db): Promise<number> {
    return changes.pendingCount(db);
  }

  decideMany(
    ctx: RequestContext,
    ids: number[],
    decision: 'approve' | 'reject',
    reason: string,
  ): Promise<QueueOutcome[]> {
    return decideEach('profile', ids, (id) => this.decide(ctx, id, decision, reason));
  }
}
