import {
  batteryProblem,
  canMove,
  isEditable,
  type LogisticsOptions,
  type ShipmentAddBody,
  type ShipmentEditBody,
  type ShipmentInfo,
  type ShipmentListQuery,
  type ShipmentMoveBody,
  type ShipmentReceiveBody,
  type ShipmentState,
} from '@shop/shared/api/supply-logistics';
import { recordAudit } from '../../../platform/audit/audit.ts';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import type { Delivery, NotificationService } from '../../../platform/notify/notification-service.ts';
import type { InspectionApi } from '../part.ts';
import { checkShipment, type CheckedShipment, type ShipmentInput } from './checks.ts';
import { shipmentRepository as repo, type ShipmentRecord } from './repository.ts';
import { toInfo, toRows } from './view.ts';

export interface ShipmentDeps {
  notifications: NotificationService;
  /** the inspection part's link (filled when that part builds; read at receipt time) */
  inspections: () => InspectionApi;
}

const notFound = () => new AppError('common.not_found');
const actorOf = (ctx: RequestContext) => ({ id: ctx.scope.adminId, name: ctx.scope.truename || ctx.scope.username });

/** What the operation log keeps of a shipment. */
const snapshot = (r: ShipmentRecord) => ({
  supplierId: r.supplierId,
  warehouseId: r.warehouseId,
  providerId: r.providerId,
  waybill: r.waybill,
  shipDate: r.shipDate,
  state: r.state,
  quantity: r.quantity,
  version: r.version,
});

/** The columns every save (add or edit) writes: the form's fields and what the checks worked out. */
const savedColumns = (
  body: ShipmentInput & Pick<ShipmentAddBody, 'waybill' | 'shipDate' | 'note'>,
  c: CheckedShipment,
) => ({
  warehouseId: body.warehouseId,
  fromCountry: body.fromCountry,
  toCountry: c.toCountry,
  crossBorder: c.route.crossBorder,
  providerId: body.providerId,
  waybill: body.waybill,
  shipDate: body.shipDate,
  note: body.note,
  searchText: [body.waybill, ...c.searchWords].join(' ').toLowerCase(),
  itemCount: c.items.length,
  quantity: c.items.reduce((n, i) => n + i.quantity, 0),
});

/**
 * Supply-chain shipments: supplier users create and change their own (staff: any, and create one
 * for a supplier); every save is checked against the destination's rules (`checkShipment`); only a
 * draft is edited; the tracking states move by `SHIPMENT_TRANSITIONS`, each move on the timeline;
 * staff receive the goods at the warehouse, which hands them to the inspections in the same
 * transaction.
 */
export class ShipmentService {
  constructor(
    private readonly db: Db,
    private readonly deps: ShipmentDeps,
  ) {}

  async list(ctx: RequestContext, q: ShipmentListQuery) {
    const page = await repo.page(this.db, q, ctx.scope.supplierId);
    return {
      list: await toRows(this.db, page.list, ctx.lang),
      total: page.total,
      page: q.page,
      pageSize: q.pageSize,
    };
  }

  /** One shipment the caller may see (another supplier's answers 404). */
  async info(ctx: RequestContext, id: number, db: Db = this.db): Promise<ShipmentInfo> {
    const v = await repo.find(db, id);
    if (!v || (ctx.scope.supplierId !== null && v.supplierId !== ctx.scope.supplierId)) throw notFound();
    return toInfo(db, v, ctx.lang);
  }

  /** The shipment locked for a change, when the caller may change it, at the version it read. */
  private async locked(tx: Db, ctx: RequestContext, id: number, version?: number): Promise<ShipmentRecord> {
    const row = await repo.lock(tx, id);
    if (!row || (ctx.scope.supplierId !== null && row.supplierId !== ctx.scope.supplierId)) throw notFound();
    if (version !== undefined && row.version !== version) throw new AppError('common.stale_version');
    return row;
  }

  private async saveChecked(tx: Db, ctx: RequestContext, supplierId: number, body: ShipmentInput) {
    const checked = await checkShipment(tx, supplierId, body);
    for (const t of checked.templates) await repo.saveTemplate(tx, supplierId, t.productId, t.declaration);
    return checked;
  }

  async add(ctx: RequestContext, body: ShipmentAddBody): Promise<ShipmentInfo> {
    const supplierId = ctx.scope.supplierId ?? body.supplierId ?? null;
    if (supplierId === null || !(await repo.supplierExists(this.db, supplierId)))
      throw new AppError('logistics.rule.supplier', {}, { fields: [{ field: 'supplierId', key: 'rule.supplier' }] });
    const id = await this.db.transaction(async (tx) => {
      const c = await this.saveChecked(tx, ctx, supplierId, body);
      const row = await repo.insert(tx, {
        supplierId,
        ...savedColumns(body, c),
        createdBy: ctx.scope.adminId || null,
      });
      await repo.replaceItems(tx, row, c.items);
      await repo.addEvent(tx, { shipment: row, from: null, to: 'draft', note: '' }, actorOf(ctx));
      await recordAudit(tx, ctx, {
        action: 'shipment.add',
        entity: 'supply_shipment',
        entityId: row.id,
        supplierId,
        after: snapshot(row),
      });
      return row.id;
    });
    return this.info(ctx, id);
  }

  /** Edits a draft (the same checks as adding it); a shipped one is what the carrier holds. */
  async edit(ctx: RequestContext, body: ShipmentEditBody): Promise<ShipmentInfo> {
    await this.db.transaction(async (tx) => {
      const before = await this.locked(tx, ctx, body.id, body.version);
      if (!isEditable(before.state)) throw new AppError('logistics.not_editable', { state: before.state });
      const c = await this.saveChecked(tx, ctx, before.supplierId, body);
      const after = await repo.update(tx, before.id, savedColumns(body, c));
      await repo.replaceItems(tx, after, c.items);
      await recordAudit(tx, ctx, {
        action: 'shipment.edit',
        entity: 'supply_shipment',
        entityId: after.id,
        supplierId: after.supplierId,
        before: snapshot(before),
        after: snapshot(after),
      });
    });
    return this.info(ctx, body.id);
  }

  /** A tracking move (ship, in transit, exception, cancel) allowed from the current state, on the timeline. */
  async move(ctx: RequestContext, body: ShipmentMoveBody): Promise<ShipmentInfo> {
    let delivery: Delivery | undefined;
    await this.db.transaction(async (tx) => {
      const before = await this.locked(tx, ctx, body.id, body.version);
      const after = await this.transition(tx, ctx, before, body.to, body.note);
      if (body.to === 'shipped') {
        const provider = await repo.provider(tx, after.providerId);
        const items = await repo.items(tx, [after.id], ctx.lang);
        // the provider may no longer carry batteries since the draft was saved (its flag cleared on /logistics)
        const problem = batteryProblem(
          items.map((i) => i.declaration),
          provider?.carriesBatteries ?? false,
        );
        if (problem)
          throw new AppError('logistics.rule.battery_provider', {}, { fields: [{ field: 'providerId', ...problem }] });
      }
      if (body.to === 'exception' && ctx.scope.supplierId === null)
        delivery = await this.deps.notifications.notify(tx, {
          to: { supplierId: after.supplierId },
          kind: 'supply.logistics.exception',
          title: { key: 'supply.logistics.exception', params: { waybill: after.waybill, note: body.note } },
          link: `/supplier/logisticsInfo/${after.id}`,
          entity: { type: 'supply_shipment', id: after.id },
        });
    });
    delivery?.send();
    return this.info(ctx, body.id);
  }

  private async transition(tx: Db, ctx: RequestContext, before: ShipmentRecord, to: ShipmentState, note: string) {
    if (!canMove(before.state, to)) throw new AppError('logistics.bad_move', { from: before.state, to });
    const after = await repo.update(tx, before.id, {
      state: to,
      ...(to === 'received' ? { receivedAt: new Date() } : {}),
    });
    await repo.addEvent(tx, { shipment: after, from: before.state, to, note }, actorOf(ctx));
    await recordAudit(tx, ctx, {
      action: to === 'received' ? 'shipment.receive' : 'shipment.move',
      entity: 'supply_shipment',
      entityId: after.id,
      supplierId: after.supplierId,
      before: snapshot(before),
      after: snapshot(after),
    });
    return after;
  }

  /**
   * Staff receive the goods at the warehouse: a counted quantity (and a note on any difference) for
   * every item, once each; the received lines go to the inspections in the same transaction. A
   * shipment already received answers as it stands: a retried receipt opens no inspection twice.
   */
  async receive(ctx: RequestContext, body: ShipmentReceiveBody): Promise<ShipmentInfo> {
    let delivery: Delivery | undefined;
    await this.db.transaction(async (tx) => {
      const before = await this.locked(tx, ctx, body.id);
      // the warehouse counts the goods, not their supplier (another supplier's shipment is not found above)
      if (ctx.scope.supplierId !== null) throw new AppError('logistics.staff_only');
      if (before.state === 'received') return;
      if (body.version !== undefined && before.version !== body.version) throw new AppError('common.stale_version');
      const items = await repo.items(tx, [before.id], ctx.lang);
      const ids = body.lines.map((l) => l.itemId);
      if (new Set(ids).size !== ids.length || ids.length !== items.length || items.some((i) => !ids.includes(i.id)))
        throw new AppError('logistics.receipt_lines', {}, { fields: [{ field: 'lines', key: 'invalid' }] });
      const after = await this.transition(tx, ctx, before, 'received', body.note);
      for (const l of body.lines) await repo.receiveItem(tx, after.id, l.itemId, l.receivedQuantity, l.note);
      const lines = body.lines
        .filter((l) => l.receivedQuantity > 0)
        .map((l) => {
          const item = items.find((i) => i.id === l.itemId)!;
          return {
            productId: item.productId,
            variantId: item.variantId,
            quantity: l.receivedQuantity,
            lot: item.lot || `SHP-${after.id}-${item.id}`,
          };
        });
      await this.deps.inspections().received(tx, {
        supplierId: after.supplierId,
        warehouseId: after.warehouseId,
        shipmentId: after.id,
        lines,
      });
      delivery = await this.deps.notifications.notify(tx, {
        to: { supplierId: after.supplierId },
        kind: 'supply.logistics.received',
        title: { key: 'supply.logistics.received', params: { waybill: after.waybill } },
        link: `/supplier/logisticsInfo/${after.id}`,
        entity: { type: 'supply_shipment', id: after.id },
      });
    });
    delivery?.send();
    return this.info(ctx, body.id);
  }

  async options(ctx: RequestContext): Promise<LogisticsOptions> {
    return repo.options(this.db, ctx.scope.supplierId, ctx.lang);
  }

  /** The products a shipment may carry: the supplier user's own, or (staff) the chosen supplier's. */
  async products(ctx: RequestContext, q: { supplierId?: number; keyword?: string }) {
    const supplierId = ctx.scope.supplierId ?? q.supplierId;
    if (!supplierId) return { list: [] };
    const rows = await repo.supplierProducts(this.db, supplierId, q.keyword, ctx.lang);
    return {
      list: rows.map((r) => ({
        id: r.id,
        name: r.name,
        sku: r.sku,
        purchasePrice: r.supplyPrice > 0 ? r.supplyPrice : r.costPrice,
        currency: r.currency,
        variants: r.variants,
        hasTemplate: r.hasTemplate,
      })),
    };
  }

  /** A product's declaration template; another supplier's product answers 404. */
  async template(ctx: RequestContext, productId: number) {
    const owner = await repo.productOwner(this.db, productId);
    if (owner === undefined || (ctx.scope.supplierId !== null && owner !== ctx.scope.supplierId)) throw notFound();
    const row = await repo.template(this.db, productId);
    return {
      template: row ? { ...row.declaration, productId, updatedAt: row.updatedAt.toISOString() } : null,
    };
  }
}
