import type { OrderShipBody } from '@shop/shared';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { dbNow, orderRepository, orderSearchText } from './repository.ts';
import { shipmentRepository as shipmentRepo } from './shipment-repository.ts';
import { auditOrder, checkAction, lockOrder, recordEvent, saveVersion, summaryOf } from './steps.ts';
import { shipStatusOf } from './transitions.ts';

export interface TrackingInput {
  at: Date;
  status: 'in_transit' | 'delivered' | 'exception';
  location: string;
  description: string;
  source: 'manual' | 'import';
}

/** The refusal of a field of the shipment. */
const invalid = (field: string, key = 'invalid') =>
  new AppError('common.invalid_input', {}, { fields: [{ field, key }] });

/** A supplier reaches its own shipments only. */
const visibleTo = (ctx: RequestContext, supplierId: number | null) =>
  ctx.scope.supplierId === null || supplierId === ctx.scope.supplierId;

/** A shipment of chosen lines and quantities (spec: waybill, shipping date and quantity are required). */
export async function shipInTx(tx: Db, ctx: RequestContext, body: OrderShipBody): Promise<void> {
  {
    const o = await lockOrder(tx, ctx.scope, body.orderId);
    checkAction('ship', o);
    // A shipping date may be today anywhere on earth: up to one day ahead of UTC.
    const latest = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    if (body.shippedOn > latest) throw invalid('shippedOn');
    if (body.expectedBy && body.expectedBy < body.shippedOn) throw invalid('expectedBy');
    const provider = await shipmentRepo.enabledProvider(tx, body.providerId);
    if (!provider) {
      throw new AppError('order.provider_unknown', {}, { fields: [{ field: 'providerId', key: 'invalid' }] });
    }
    const lines = await orderRepository.lines(tx, o.id);
    const seen = new Set<number>();
    for (const [i, item] of body.lines.entries()) {
      const l = lines.find((x) => x.id === item.lineId);
      if (!l || seen.has(item.lineId)) throw invalid(`lines.${i}.lineId`, l ? 'duplicate' : 'invalid');
      seen.add(item.lineId);
      const remaining = l.quantity - l.shippedQuantity;
      if (item.quantity > remaining) {
        throw new AppError(
          'order.ship_quantity',
          { sku: l.sku, remaining },
          {
            fields: [{ field: `lines.${i}.quantity`, key: 'too_big', params: { remaining } }],
          },
        );
      }
      l.shippedQuantity += item.quantity;
    }
    const s = await shipmentRepo.create(tx, {
      orderId: o.id,
      supplierId: o.supplierId,
      waybill: body.waybill,
      providerId: provider.id,
      shippedOn: new Date(`${body.shippedOn}T00:00:00.000Z`),
      expectedBy: body.expectedBy ? new Date(`${body.expectedBy}T23:59:59.000Z`) : null,
      note: body.note,
      createdBy: ctx.scope.adminId || null,
    });
    await shipmentRepo.insertLines(
      tx,
      body.lines.map((l) => ({ shipmentId: s.id, orderLineId: l.lineId, quantity: l.quantity })),
    );
    for (const item of body.lines) await shipmentRepo.addShipped(tx, item.lineId, item.quantity);
    const shipStatus = shipStatusOf(lines, false);
    const waybills = await waybillsOf(tx, o.id);
    const after = await saveVersion(tx, o, {
      fulfilmentStatus: shipStatus,
      ...(shipStatus === 'shipped' ? { shippedAt: dbNow() } : {}),
      searchText: orderSearchText(o, lines, waybills),
    });
    const detail = { waybill: body.waybill, provider: provider.name, shippedOn: body.shippedOn, lines: body.lines };
    await recordEvent(tx, ctx, o.id, 'ship', body.note, { shipStatus: o.fulfilmentStatus }, { shipStatus, ...detail });
    await auditOrder(tx, ctx, 'ship', o, summaryOf(o), { ...summaryOf(after), ...detail });
  }
}

export function waybillsOf(tx: Db, orderId: number): Promise<string[]> {
  return shipmentRepo.waybills(tx, orderId);
}

/** Cancels a shipment not yet delivered: its quantities count as unshipped again. */
export async function cancelShipmentInTx(
  tx: Db,
  ctx: RequestContext,
  shipmentId: number,
  reason: string,
): Promise<number> {
  {
    const s = await shipmentRepo.lock(tx, shipmentId);
    if (!s || !visibleTo(ctx, s.supplierId)) throw new AppError('common.not_found');
    const o = await lockOrder(tx, ctx.scope, s.orderId);
    if (s.status === 'delivered' || s.status === 'cancelled') throw new AppError('order.shipment_closed');
    checkAction('cancel_shipment', o);
    const items = await shipmentRepo.lines(tx, s.id);
    for (const it of items) await shipmentRepo.removeShipped(tx, it.orderLineId, it.quantity);
    await shipmentRepo.cancel(tx, s.id);
    const lines = await orderRepository.lines(tx, o.id);
    const shipStatus = shipStatusOf(lines, false);
    const after = await saveVersion(tx, o, {
      fulfilmentStatus: shipStatus,
      shippedAt: null,
      searchText: orderSearchText(o, lines, await waybillsOf(tx, o.id)),
    });
    const was = { shipStatus: o.fulfilmentStatus, waybill: s.waybill };
    await recordEvent(tx, ctx, o.id, 'cancel_shipment', reason, was, { shipStatus });
    await auditOrder(tx, ctx, 'cancel_shipment', o, summaryOf(o), { ...summaryOf(after), waybill: s.waybill, reason });
    return o.id;
  }
}

/**
 * Records a tracking event of a shipment. A "delivered" event delivers the shipment; when every
 * shipment of a fully shipped order is delivered, the order is delivered.
 */
export async function trackInTx(tx: Db, ctx: RequestContext, shipmentId: number, e: TrackingInput): Promise<void> {
  {
    const s = await shipmentRepo.lock(tx, shipmentId);
    if (!s || !visibleTo(ctx, s.supplierId)) throw new AppError('common.not_found');
    if (s.status === 'cancelled' || s.status === 'delivered') throw new AppError('order.shipment_closed');
    await shipmentRepo.insertTrackingEvent(tx, { shipmentId, ...e });
    await shipmentRepo.setStatus(tx, s.id, e.status, e.status === 'delivered' ? e.at : null);
    if (e.status !== 'delivered') return;
    const o = await lockOrder(tx, ctx.scope, s.orderId);
    const open = await shipmentRepo.openCount(tx, o.id);
    if (o.state === 'active' && o.fulfilmentStatus === 'shipped' && open === 0) {
      checkAction('deliver', o);
      const after = await saveVersion(tx, o, { fulfilmentStatus: 'delivered', deliveredAt: e.at });
      const now = { shipStatus: 'delivered', waybill: s.waybill };
      await recordEvent(tx, ctx, o.id, 'deliver', e.description, { shipStatus: 'shipped' }, now);
      await auditOrder(tx, ctx, 'deliver', o, summaryOf(o), summaryOf(after));
    }
  }
}
