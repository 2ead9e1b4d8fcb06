import type { SupplierSettings } from '@shop/shared';
import type { SupplierDocument, SupplierDocumentKind, SupplierUploadQuery } from '@shop/shared/api/supply-supplier';
import { recordAudit } from '../../../platform/audit/audit.ts';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import type { NotificationService } from '../../../platform/notify/notification-service.ts';
import type { DocumentStore } from './document-store.ts';
import { documentRepository as repo, type DocumentRecord } from './document-repository.ts';
import type { SupplierLifecycle } from './lifecycle.ts';
import { supplierRepository } from './repository.ts';

const DAY_MS = 86_400_000;
/** A day as YYYY-MM-DD (UTC). */
export const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10);
const daysUntil = (day: string, now: number) => Math.ceil((Date.parse(`${day}T00:00:00Z`) - now) / DAY_MS);

/** The warning steps: days left when a warning goes out (the settings' days, a week, a day, expired). */
export function warningSteps(warnDays: number): number[] {
  return [...new Set([warnDays, 7, 1, 0])].filter((s) => s <= warnDays).sort((a, b) => b - a);
}

/** The day the step a document is in began, or null when it is not within the warning days yet. */
export function stepStart(expiresOn: string, warnDays: number, now: number): string | null {
  const left = daysUntil(expiresOn, now);
  const steps = warningSteps(warnDays).filter((s) => left <= s);
  if (steps.length === 0) return null;
  const step = steps[steps.length - 1]!;
  return dayOf(Date.parse(`${expiresOn}T00:00:00Z`) - step * DAY_MS);
}

export interface DocumentDeps {
  db: Db;
  store: DocumentStore;
  lifecycle: SupplierLifecycle;
  notifications: NotificationService;
  defaults: () => Promise<SupplierSettings>;
}

/** A supplier's documents: the list, replacing one of a kind, its file, and the expiry warnings. */
export class SupplierDocuments {
  constructor(private readonly d: DocumentDeps) {}

  toDocument(r: DocumentRecord, warnDays: number, now = Date.now()): SupplierDocument {
    const left = r.expiresOn ? daysUntil(r.expiresOn, now) : null;
    return {
      id: r.id,
      kind: r.kind as SupplierDocumentKind,
      mime: r.mime,
      number: r.number,
      expiresOn: r.expiresOn,
      expiring: left !== null && left <= warnDays,
      expired: left !== null && left < 0,
      updatedAt: r.updatedAt.toISOString(),
    };
  }

  async list(supplierId: number, db: Db = this.d.db) {
    if (!(await supplierRepository.supplier(db, supplierId))) throw new AppError('common.not_found');
    const settings = await this.d.defaults();
    const rows = await repo.current(db, supplierId);
    return {
      list: rows.map((r) => this.toDocument(r, settings.licenceWarnDays)),
      requiredKinds: settings.requiredDocuments,
      warnDays: settings.licenceWarnDays,
    };
  }

  /** Stores the file and makes it the current document of its kind (the previous one is kept, replaced). */
  async upload(ctx: RequestContext, q: SupplierUploadQuery, data: Buffer): Promise<SupplierDocument> {
    if (!(await supplierRepository.supplier(this.d.db, q.id))) throw new AppError('common.not_found');
    const stored = await this.d.store.save(data);
    const row = await this.d.db.transaction((tx) =>
      this.replace(tx, ctx, q.id, q.kind, {
        file: stored.file,
        mime: stored.mime,
        number: q.number,
        expiresOn: q.expiresOn,
      }),
    );
    return this.toDocument(row, (await this.d.defaults()).licenceWarnDays);
  }

  /** Inside `tx`: the new current document of a kind, audited, with a trail line. */
  async replace(
    tx: Db,
    ctx: RequestContext,
    supplierId: number,
    kind: SupplierDocumentKind,
    doc: { file: string; mime: string; number: string; expiresOn: string },
  ): Promise<DocumentRecord> {
    const before = await repo.lockCurrent(tx, supplierId, kind);
    if (before) await repo.markReplaced(tx, before.id);
    const after = await repo.insert(tx, {
      supplierId,
      kind,
      file: doc.file,
      mime: doc.mime,
      number: doc.number,
      expiresOn: doc.expiresOn || null,
    });
    const snap = (r: DocumentRecord) => ({ kind: r.kind, number: r.number, expiresOn: r.expiresOn, mime: r.mime });
    await this.d.lifecycle.note(tx, ctx, supplierId, before ? 'document_replaced' : 'document_added', '', {
      kind,
      number: doc.number,
      expiresOn: doc.expiresOn || null,
    });
    await recordAudit(tx, ctx, {
      action: 'supplier.document',
      entity: 'supplier_document',
      entityId: after.id,
      supplierId,
      before: before ? snap(before) : null,
      after: snap(after),
    });
    return after;
  }

  /** A document's file; `supplierId` narrows to one supplier's documents (a supplier user's own). */
  async file(id: number, supplierId: number | null) {
    const doc = await repo.find(this.d.db, id);
    if (!doc || (supplierId !== null && doc.supplierId !== supplierId)) throw new AppError('common.not_found');
    const file = await this.d.store.read(doc.file);
    return { ...file, name: `${doc.kind}-${doc.id}.${file.ext}` };
  }

  /**
   * The daily sweep: each current document within the warning days is announced once per step
   * (to the supplier's users and to staff holding supply_supplier_info); `warned_on` remembers it.
   */
  async warnExpiring(now = Date.now()): Promise<number> {
    const { licenceWarnDays } = await this.d.defaults();
    const today = dayOf(now);
    const rows = await repo.expiringBy(this.d.db, dayOf(now + licenceWarnDays * DAY_MS));
    let sent = 0;
    for (const { doc, supplierName } of rows) {
      const start = stepStart(doc.expiresOn!, licenceWarnDays, now);
      if (start === null || (doc.warnedOn !== null && doc.warnedOn >= start)) continue;
      const params = {
        supplier: supplierName,
        number: doc.number || '—',
        date: doc.expiresOn!,
        days: Math.max(0, daysUntil(doc.expiresOn!, now)),
      };
      const message = (key: string) => ({ key: `${key}.${doc.kind}`, params });
      const deliveries = await this.d.db.transaction(async (tx) => {
        if (!(await repo.markWarned(tx, doc.id, doc.warnedOn, today))) return [];
        const base = {
          kind: 'supply.document.expiring',
          title: message('supply.document.expiring'),
          body: message('supply.document.expiring_body'),
          entity: { type: 'supplier_document', id: doc.id },
        };
        return [
          await this.d.notifications.notify(tx, {
            ...base,
            to: { supplierId: doc.supplierId },
            link: '/profile/merchant',
          }),
          await this.d.notifications.notify(tx, {
            ...base,
            to: { permission: 'supply_supplier_info' },
            link: `/supplier/supplierinfo/${doc.supplierId}?tab=documents`,
          }),
        ];
      });
      for (const delivery of deliveries) delivery.send();
      if (deliveries.length) sent++;
    }
    return sent;
  }
}
