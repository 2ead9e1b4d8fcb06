import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { OrderInfo } from '@shop/shared';
import type { Db } from '../../platform/db/database.ts';
import { logisticsProviders } from '../setting/commerce/table.ts';
import { shippingMethods } from '../setting/shipping/table.ts';
import { paymentMethods } from '../setting/payment/table.ts';
import { suppliers } from '../../platform/identity/table.ts';
import type { OrderRecord } from './repository.ts';
import { isLate } from './logistics/repository.ts';
import { shipmentRepository, trackingEventView } from './shipment-repository.ts';
import { orderEvents, orderLines, orders, shipmentLines, shipments } from './table.ts';

const HISTORY_LIMIT = 500;
const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The reads of an order's detail page: its lines, shipments, history, family and names. */
export const orderDetailRepository = {
  /** The order's lines with their supplier's name, in id order. */
  async lines(db: Db, orderId: number) {
    return db
      .select({ l: orderLines, supplierName: suppliers.name })
      .from(orderLines)
      .leftJoin(suppliers, eq(suppliers.id, orderLines.supplierId))
      .where(eq(orderLines.orderId, orderId))
      .orderBy(asc(orderLines.id));
  },

  /** The order's history, newest first (the latest 500). */
  async history(db: Db, orderId: number) {
    return db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(desc(orderEvents.id))
      .limit(HISTORY_LIMIT);
  },

  /** Every order of a family (the root and all its splits), in id order. */
  async family(db: Db, rootId: number): Promise<OrderRecord[]> {
    return db.select().from(orders).where(eq(orders.rootId, rootId)).orderBy(asc(orders.id));
  },

  async shippingMethodName(db: Db, id: number) {
    const [m] = await db.select({ name: shippingMethods.name }).from(shippingMethods).where(eq(shippingMethods.id, id));
    return m?.name ?? null;
  },

  async paymentMethodName(db: Db, id: number) {
    const [m] = await db.select({ name: paymentMethods.name }).from(paymentMethods).where(eq(paymentMethods.id, id));
    return m?.name ?? null;
  },

  async supplierName(db: Db, id: number): Promise<string | null> {
    const [s] = await db.select({ name: suppliers.name }).from(suppliers).where(eq(suppliers.id, id));
    return s?.name ?? null;
  },

  /** Shipments of these orders with their provider, lines and tracking events (oldest first). */
  async shipments(db: Db, orderIds: number[]): Promise<OrderInfo['shipments']> {
    if (!orderIds.length) return [];
    const rows = await db
      .select({
        s: shipments,
        providerName: logisticsProviders.name,
        trackingUrl: logisticsProviders.trackingUrl,
        orderNumber: orders.number,
      })
      .from(shipments)
      .innerJoin(logisticsProviders, eq(logisticsProviders.id, shipments.providerId))
      .innerJoin(orders, eq(orders.id, shipments.orderId))
      .where(inArray(shipments.orderId, orderIds))
      .orderBy(asc(shipments.id));
    const ids = rows.map((r) => r.s.id);
    const [lines, events] = ids.length
      ? await Promise.all([
          db
            .select({
              shipmentId: shipmentLines.shipmentId,
              lineId: shipmentLines.orderLineId,
              quantity: shipmentLines.quantity,
              sku: orderLines.sku,
              name: orderLines.name,
            })
            .from(shipmentLines)
            .innerJoin(orderLines, eq(orderLines.id, shipmentLines.orderLineId))
            .where(inArray(shipmentLines.shipmentId, ids))
            .orderBy(asc(shipmentLines.id)),
          shipmentRepository.trackingEvents(db, ids),
        ])
      : [[], []];
    const now = Date.now();
    return rows.map(({ s, providerName, trackingUrl, orderNumber }) => ({
      id: s.id,
      orderId: s.orderId,
      orderNumber,
      supplierId: s.supplierId,
      waybill: s.waybill,
      providerId: s.providerId,
      providerName,
      trackingUrl: trackingUrl ? trackingUrl.replace('{waybill}', encodeURIComponent(s.waybill)) : '',
      shippedOn: s.shippedOn.toISOString(),
      expectedBy: iso(s.expectedBy),
      status: s.status,
      deliveredAt: iso(s.deliveredAt),
      note: s.note,
      late: isLate(s, now),
      lines: lines
        .filter((l) => l.shipmentId === s.id)
        .map((l) => ({ lineId: l.lineId, sku: l.sku, name: l.name, quantity: l.quantity })),
      events: events.filter((e) => e.shipmentId === s.id).map(trackingEventView),
      createdAt: s.createdAt.toISOString(),
    }));
  },
};
