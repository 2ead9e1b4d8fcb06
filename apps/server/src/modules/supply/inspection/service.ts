import type {
  DraftConfirmBody,
  DraftDismissBody,
  InspectionInfo,
  InspectionListQuery,
  RequestBody,
  ResultBody,
} from '@shop/shared/api/supply-inspection';
import { recordAudit } from '../../../platform/audit/audit.ts';
import type { PlatformServices } from '../../../platform/area.ts';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import type { Delivery } from '../../../platform/notify/notification-service.ts';
import type { SupplyCore } from '../part.ts';
import type { ViolationService } from '../violation/service.ts';
import { baseRule, DEFAULT_CHECKS, stageInForce, toStock } from './opening.ts';
import { ruleInForce } from './sampling.ts';
import { inspectionRepository as repo, toRow, type InspectionRecord } from './repository.ts';
import { judge } from './judge.ts';

const LINK = (id: number) => `/supplier/inspection/detail?id=${id}`;
const field = (name: string, key = 'invalid') => ({ fields: [{ field: name, key }] });

/**
 * Inspections of suppliers' lots: the list and detail (a supplier sees its own), results
 * (approved: the lot into stock; failed: a violation drafted for review and a chargeback line,
 * each once), a supplier's request (a slot of its level) and its cancellation (the slot back).
 */
export class InspectionService {
  constructor(
    private readonly platform: PlatformServices,
    private readonly core: SupplyCore,
  ) {}

  private get db() {
    return this.platform.db;
  }

  /** The supplier whose records the caller may see: its own for a supplier user, any for staff. */
  private scopeOf(ctx: RequestContext): number | undefined {
    return ctx.scope.supplierId ?? undefined;
  }

  async list(ctx: RequestContext, q: InspectionListQuery) {
    const own = this.scopeOf(ctx);
    const page = await repo.page(this.db, q, own ?? q.supplierId);
    return { ...page, page: q.page, pageSize: q.pageSize };
  }

  async info(ctx: RequestContext, id: number, db: Db = this.db): Promise<InspectionInfo> {
    const j = await repo.joined(db, id);
    const own = this.scopeOf(ctx);
    if (!j || (own !== undefined && j.r.supplierId !== own)) throw new AppError('common.not_found');
    const point = j.r.controlPointId ? await repo.pointById(db, j.r.controlPointId) : undefined;
    return {
      ...toRow(j),
      // the rule the lot's stage put in force on its control point
      rule: point ? ruleInForce(baseRule(point), j.r.stage) : null,
      checks: j.r.checks.map((c) => ({
        key: c.key,
        label: c.label,
        kind: c.kind,
        target: c.target ?? null,
        tolerance: c.tolerance ?? null,
        unit: c.unit ?? '',
      })),
      results: j.r.results.map((r) => ({
        key: r.key,
        passed: r.passed,
        value: r.value ?? null,
        photos: r.photos ?? [],
        note: r.note ?? '',
      })),
      chargeback: j.r.chargeback,
      note: j.r.note,
    };
  }

  /**
   * Records the results: every check answered (a measurement passes within target ± tolerance,
   * a photo check needs a photo). Approved: the lot into stock through the stock ledger. Failed: a
   * drafted violation for staff review and a chargeback line (once: the state moves once, and the
   * ledger writes a kind and ref once). The supplier is told; its scorecard is recomputed.
   */
  async result(ctx: RequestContext, body: ResultBody): Promise<InspectionInfo> {
    const photos = body.results.flatMap((r) => r.photos);
    if ((await this.platform.files.missing(photos)).length)
      throw new AppError('inspection.photo_missing', {}, field('results'));
    let delivery: Delivery | undefined;
    let supplierId = 0;
    const out = await this.db.transaction(async (tx) => {
      const row = await repo.lock(tx, body.id);
      if (!row) throw new AppError('common.not_found');
      if (body.version !== undefined && body.version !== row.version) throw new AppError('common.stale_version');
      if (row.state !== 'under_inspection') throw new AppError('inspection.state');
      const verdict = judge(row.checks, body.results);
      if (verdict.error) throw new AppError(verdict.error.code, {}, field(verdict.error.field, verdict.error.key));
      const state = verdict.passed ? 'approved' : 'failed';
      const moved = await repo.update(tx, row.id, 'under_inspection', {
        state,
        results: verdict.results,
        note: body.note,
        inspectorId: ctx.scope.adminId || null,
        inspectorName: ctx.scope.truename || ctx.scope.username,
        inspectedAt: new Date(),
        draftState: state === 'failed' ? 'pending' : 'none',
      });
      if (!moved) throw new AppError('inspection.state');
      supplierId = row.supplierId;
      if (state === 'approved') await toStock(tx, ctx, row, `inspection:${row.id} lot ${row.lot}`);
      else await this.chargeback(tx, row);
      await recordAudit(tx, ctx, {
        action: `inspection.${state}`,
        entity: 'inspection',
        entityId: row.id,
        supplierId: row.supplierId,
        before: { state: row.state },
        after: { state, results: verdict.results, note: body.note },
      });
      delivery = await this.platform.notifications.notify(tx, {
        to: { supplierId: row.supplierId },
        kind: `supply.inspection.${state}`,
        title: { key: `supply.inspection.${state}`, params: { id: row.id, lot: row.lot } },
        link: LINK(row.id),
        entity: { type: 'inspection', id: row.id },
      });
      return this.info(ctx, row.id, tx);
    });
    delivery?.send();
    await this.core.links.scorecards.recompute(this.db, supplierId);
    return out;
  }

  private async chargeback(tx: Db, row: InspectionRecord): Promise<void> {
    if (row.chargeback <= 0) return;
    await this.core.links.ledger.append(tx, {
      supplierId: row.supplierId,
      kind: 'chargeback',
      amount: -row.chargeback,
      ref: `inspection:${row.id}`,
      note: `Inspection ${row.id} failed: lot ${row.lot}`,
    });
  }

  /** Confirms a failed lot's drafted violation: recorded in the violation ledger, the photos as evidence. */
  async confirmDraft(
    ctx: RequestContext,
    body: DraftConfirmBody,
    violations: ViolationService,
  ): Promise<InspectionInfo> {
    const row = await repo.find(this.db, body.id);
    if (!row) throw new AppError('common.not_found');
    if (row.draftState !== 'pending') throw new AppError('inspection.draft_state');
    const evidence = row.results.flatMap((r) => r.photos ?? []).slice(0, 9);
    const failedChecks = row.results.filter((r) => !r.passed).map((r) => r.key);
    const info = body.info || `Inspection ${row.id} failed: lot ${row.lot} (${failedChecks.join(', ')})`;
    return this.db.transaction(async (tx) => {
      // the draft is taken first: a second confirmation waits here and finds it handled
      const taken = await repo.setDraft(tx, row.id, 'confirmed', null);
      if (!taken) throw new AppError('inspection.draft_state');
      const added = await violations.add(ctx, {
        supplierId: row.supplierId,
        typeId: body.typeId,
        occurredAt: (row.inspectedAt ?? new Date()).toISOString(),
        info: info.slice(0, 500),
        processing: `inspection:${row.id}`,
        evidence,
      });
      await repo.linkViolation(tx, row.id, added.violation.id);
      return this.info(ctx, row.id, tx);
    });
  }

  async dismissDraft(ctx: RequestContext, body: DraftDismissBody): Promise<InspectionInfo> {
    return this.db.transaction(async (tx) => {
      const row = await repo.lock(tx, body.id);
      if (!row) throw new AppError('common.not_found');
      if (!(await repo.setDraft(tx, row.id, 'dismissed', null))) throw new AppError('inspection.draft_state');
      await recordAudit(tx, ctx, {
        action: 'inspection.draft_dismiss',
        entity: 'inspection',
        entityId: row.id,
        supplierId: row.supplierId,
        before: { draftState: 'pending' },
        after: { draftState: 'dismissed', reason: body.reason },
      });
      return this.info(ctx, row.id, tx);
    });
  }

  /** A supplier's request: its own product, a platform warehouse; one slot of its level (refused with the reason). */
  async request(ctx: RequestContext, body: RequestBody): Promise<InspectionInfo> {
    const supplierId = ctx.scope.supplierId;
    if (supplierId === null) throw new AppError('common.not_found');
    const product = await repo.product(this.db, body.productId);
    if (!product || product.supplierId !== supplierId) throw new AppError('common.not_found');
    if (!(await repo.warehouseExists(this.db, body.warehouseId)))
      throw new AppError('common.invalid_input', {}, field('warehouseId'));
    let delivery: Delivery | undefined;
    const out = await this.db.transaction(async (tx) => {
      const point = await repo.pointFor(tx, product.id, product.categoryId);
      const inForce = point ? await stageInForce(tx, point, supplierId) : null;
      const row = await repo.insert(tx, {
        supplierId,
        controlPointId: point?.id ?? null,
        productId: product.id,
        variantId: body.variantId,
        warehouseId: body.warehouseId,
        lot: body.lot,
        quantity: body.quantity,
        origin: 'request',
        stage: inForce?.stage ?? 'normal',
        stageReason: inForce?.reason ?? 'request',
        checks: point?.checks ?? DEFAULT_CHECKS,
        chargeback: point?.chargeback ?? 0,
      });
      await this.core.links.rights.use(tx, supplierId, 'inspection', `inspection:${row.id}`);
      await recordAudit(tx, ctx, {
        action: 'inspection.request',
        entity: 'inspection',
        entityId: row.id,
        supplierId,
        after: { productId: row.productId, lot: row.lot, quantity: row.quantity, warehouseId: row.warehouseId },
      });
      // the inspectors are told a lot waits for them
      delivery = await this.platform.notifications.notify(tx, {
        to: { permission: 'supply_inspection_check' },
        kind: 'supply.inspection.requested',
        title: { key: 'supply.inspection.requested', params: { id: row.id, lot: row.lot } },
        link: LINK(row.id),
        entity: { type: 'inspection', id: row.id },
      });
      return this.info(ctx, row.id, tx);
    });
    delivery?.send();
    return out;
  }

  /** A supplier cancels its own request not yet inspected: the slot is given back. */
  async cancel(ctx: RequestContext, id: number): Promise<InspectionInfo> {
    const supplierId = ctx.scope.supplierId;
    return this.db.transaction(async (tx) => {
      const row = await repo.lock(tx, id);
      if (!row || (supplierId !== null && row.supplierId !== supplierId)) throw new AppError('common.not_found');
      if (row.origin !== 'request' || row.state !== 'under_inspection') throw new AppError('inspection.not_request');
      await repo.update(tx, row.id, 'under_inspection', { state: 'cancelled' });
      await this.core.links.rights.release(tx, row.supplierId, 'inspection', `inspection:${row.id}`);
      await recordAudit(tx, ctx, {
        action: 'inspection.cancel',
        entity: 'inspection',
        entityId: row.id,
        supplierId: row.supplierId,
        before: { state: row.state },
        after: { state: 'cancelled' },
      });
      return this.info(ctx, row.id, tx);
    });
  }
}
