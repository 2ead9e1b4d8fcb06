import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { logisticsProviders } from '../setting/commerce/table.ts';
import { orderLines, shipmentLines, shipments, trackingEvents } from './table.ts';

export type ShipmentRow = typeof shipments.$inferSelect;

/** A tracking event as the order's and the shipment's details show it. */
export const trackingEventView = (e: typeof trackingEvents.$inferSelect) => ({
  id: e.id,
  at: e.at.toISOString(),
  status: e.status,
  location: e.location,
  description: e.description,
  source: e.source,
});

/**
 * Shipments of orders, their lines and tracking events, as the order's changes write them
 * (inside the caller's transaction).
 */
export const shipmentRepository = {
  /** An enabled logistics provider. */
  async enabledProvider(db: Db, id: number) {
    const [provider] = await db
      .select()
      .from(logisticsProviders)
      .where(and(eq(logisticsProviders.id, id), eq(logisticsProviders.enabled, true)));
    return provider;
  },

  async create(db: Db, values: typeof shipments.$inferInsert): Promise<ShipmentRow> {
    const [s] = await db.insert(shipments).values(values).returning();
    return s!;
  },

  async insertLines(db: Db, values: (typeof shipmentLines.$inferInsert)[]): Promise<void> {
    await db.insert(shipmentLines).values(values);
  },

  /** A shipment locked for the transaction. */
  async lock(db: Db, id: number): Promise<ShipmentRow | undefined> {
    const [s] = await db.select().from(shipments).where(eq(shipments.id, id)).for('update');
    return s;
  },

  async lines(db: Db, shipmentId: number) {
    return db.select().from(shipmentLines).where(eq(shipmentLines.shipmentId, shipmentId));
  },

  /** Adds a shipped quantity to an order line (one atomic statement). */
  async addShipped(db: Db, orderLineId: number, quantity: number): Promise<void> {
    await db
      .update(orderLines)
      .set({ shippedQuantity: sql`${orderLines.shippedQuantity} + ${quantity}` })
      .where(eq(orderLines.id, orderLineId));
  },

  /** Takes a shipped quantity back from an order line (one atomic statement). */
  async removeShipped(db: Db, orderLineId: number, quantity: number): Promise<void> {
    await db
      .update(orderLines)
      .set({ shippedQuantity: sql`${orderLines.shippedQuantity} - ${quantity}` })
      .where(eq(orderLines.id, orderLineId));
  },

  /** Waybills of the order's shipments not cancelled (the order's keyword search covers them). */
  async waybills(db: Db, orderId: number): Promise<string[]> {
    const rows = await db
      .select({ w: shipments.waybill })
      .from(shipments)
      .where(and(eq(shipments.orderId, orderId), ne(shipments.status, 'cancelled')));
    return rows.map((r) => r.w);
  },

  async cancel(db: Db, id: number): Promise<void> {
    await db
      .update(shipments)
      .set({ status: 'cancelled', version: sql`${shipments.version} + 1` })
      .where(eq(shipments.id, id));
  },

  /** The tracking events of these shipments, oldest first (an order's detail, a shipment's, an import's checks). */
  async trackingEvents(db: Db, shipmentIds: number[]) {
    if (!shipmentIds.length) return [];
    return db
      .select()
      .from(trackingEvents)
      .where(inArray(trackingEvents.shipmentId, shipmentIds))
      .orderBy(asc(trackingEvents.at), asc(trackingEvents.id));
  },

  async insertTrackingEvent(db: Db, values: typeof trackingEvents.$inferInsert): Promise<void> {
    await db.insert(trackingEvents).values(values);
  },

  async setStatus(db: Db, id: number, status: ShipmentRow['status'], deliveredAt: Date | null): Promise<void> {
    await db
      .update(shipments)
      .set({ status, deliveredAt, version: sql`${shipments.version} + 1` })
      .where(eq(shipments.id, id));
  },

  /** How many of the order's shipments are still on their way (in transit or with an exception). */
  async openCount(db: Db, orderId: number): Promise<number> {
    const open = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(shipments)
      .where(and(eq(shipments.orderId, orderId), inArray(shipments.status, ['in_transit', 'exception'])));
    return Number(open[0]?.n ?? 0);
  },

  /** Moves an order's shipments to another order; answers the ids moved. */
  async moveToOrder(db: Db, fromOrderId: number, toOrderId: number): Promise<{ id: number }[]> {
    return db
      .update(shipments)
      .set({ orderId: toOrderId })
      .where(eq(shipments.orderId, fromOrderId))
      .returning({ id: shipments.id });
  },

  async relinkLine(db: Db, shipmentLineId: number, orderLineId: number): Promise<void> {
    await db.update(shipmentLines).set({ orderLineId }).where(eq(shipmentLines.id, shipmentLineId));
  },
};
