import { and, asc, desc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { LogisticsFilters, LogisticsInfo, LogisticsListQuery, LogisticsRow } from '@shop/shared';
import type { Db } from '../../../platform/db/database.ts';
import { likePattern, offsetOf } from '../../../platform/db/pagination.ts';
import type { Scope } from '../../../platform/http/context.ts';
import { supplierCond } from '../../../platform/db/scope.ts';
import { logisticsProviders } from '../../setting/commerce/table.ts';
import { suppliers } from '../../../platform/identity/table.ts';
import { shipmentRepository, trackingEventView } from '../shipment-repository.ts';
import { orderLines, orders, shipmentLines, shipments, trackingEvents } from '../table.ts';

export type ShipmentRecord = typeof shipments.$inferSelect;

const dayStart = (d: string) => new Date(`${d}T00:00:00.000Z`);
const dayAfter = (d: string) => new Date(dayStart(d).getTime() + 86_400_000);

/** In transit or with an exception after the expected date. */
export const lateCond = (): SQL =>
  and(inArray(shipments.status, ['in_transit', 'exception']), lt(shipments.expectedBy, sql`now()`))!;
export const isLate = (s: Pick<ShipmentRecord, 'status' | 'expectedBy'>, now = Date.now()) =>
  (s.status === 'in_transit' || s.status === 'exception') && s.expectedBy !== null && s.expectedBy.getTime() < now;

/**
 * The list's conditions. Keyword: an exact waybill (its index), or a waybill or order number
 * containing it among the orders the order search index finds for it.
 */
function whereOf(scope: Scope, f: LogisticsFilters): SQL | undefined {
  const w: SQL[] = [];
  const scoped = supplierCond(shipments.supplierId, scope);
  if (scoped) w.push(scoped);
  if (scope.supplierId === null && f.supplierId !== undefined)
    w.push(f.supplierId === 0 ? isNull(shipments.supplierId) : eq(shipments.supplierId, f.supplierId));
  if (f.providerId) w.push(eq(shipments.providerId, f.providerId));
  if (f.status) w.push(eq(shipments.status, f.status));
  if (f.late) w.push(lateCond());
  if (f.dateFrom) w.push(gte(shipments.shippedOn, dayStart(f.dateFrom)));
  if (f.dateTo) w.push(lt(shipments.shippedOn, dayAfter(f.dateTo)));
  if (f.keyword) {
    const kw = f.keyword.toLowerCase();
    const pattern = likePattern(kw);
    w.push(
      or(
        sql`lower(${shipments.waybill}) = ${kw}`,
        and(
          sql`${shipments.orderId} in (select ${orders.id} from ${orders} where ${orders.searchText} like ${pattern})`,
          or(sql`lower(${shipments.waybill}) like ${pattern}`, sql`lower(${orders.number}) like ${pattern}`),
        ),
      )!,
    );
  }
  return and(...w);
}

function orderOf(sort: string | undefined): SQL[] {
  const descending = sort === undefined || sort.startsWith('-');
  if (sort?.replace(/^-/, '') === 'expectedBy') {
    // Shipments without a promised date come last either way.
    return descending
      ? [sql`${shipments.expectedBy} desc nulls last`, desc(shipments.id)]
      : [sql`${shipments.expectedBy} asc nulls last`, asc(shipments.id)];
  }
  return descending ? [desc(shipments.shippedOn), desc(shipments.id)] : [asc(shipments.shippedOn), asc(shipments.id)];
}

const lastEvent = sql<{
  at: string;
  status: 'in_transit' | 'delivered' | 'exception';
  location: string;
  description: string;
} | null>`(
  select json_build_object('at', e.at, 'status', e.status, 'location', e.location, 'description', e.description)
  from ${trackingEvents} e where e.shipment_id = ${shipments.id} order by e.at desc, e.id desc limit 1)`;

const rowColumns = {
  s: shipments,
  orderNumber: orders.number,
  customerName: orders.customerName,
  supplierName: suppliers.name,
  providerName: logisticsProviders.name,
  trackingUrl: logisticsProviders.trackingUrl,
  lastEvent,
};
type RowRecord = {
  s: ShipmentRecord;
  orderNumber: string;
  supplierName: string | null;
  providerName: string;
  lastEvent: {
    at: string;
    status: 'in_transit' | 'delivered' | 'exception';
    location: string;
    description: string;
  } | null;
};

const iso = (d: Date | null) => d?.toISOString() ?? null;

function toRow(r: RowRecord, now = Date.now()): LogisticsRow {
  const { s } = r;
  return {
    id: s.id,
    orderId: s.orderId,
    orderNumber: r.orderNumber,
    supplierId: s.supplierId,
    supplierName: r.supplierName,
    providerId: s.providerId,
    providerName: r.providerName,
    waybill: s.waybill,
    status: s.status,
    shippedOn: s.shippedOn.toISOString(),
    expectedBy: iso(s.expectedBy),
    deliveredAt: iso(s.deliveredAt),
    late: isLate(s, now),
    lastEvent: r.lastEvent ? { ...r.lastEvent, at: new Date(r.lastEvent.at).toISOString() } : null,
  };
}

export const logisticsRepository = {
  /** One page with the last tracking event of each row, and the exact total of the same conditions. */
  async list(db: Db, scope: Scope, q: LogisticsListQuery): Promise<{ list: LogisticsRow[]; total: number }> {
    const where = whereOf(scope, q);
    const [rows, [count]] = await Promise.all([
      db
        .select(rowColumns)
        .from(shipments)
        .innerJoin(orders, eq(orders.id, shipments.orderId))
        .innerJoin(logisticsProviders, eq(logisticsProviders.id, shipments.providerId))
        .leftJoin(suppliers, eq(suppliers.id, shipments.supplierId))
        .where(where)
        .orderBy(...orderOf(q.sort))
        .limit(q.pageSize)
        .offset(offsetOf(q)),
      q.keyword
        ? db
            .select({ n: sql<number>`count(*)::int` })
            .from(shipments)
            .innerJoin(orders, eq(orders.id, shipments.orderId))
            .where(where)
        : db
            .select({ n: sql<number>`count(*)::int` })
            .from(shipments)
            .where(where),
    ]);
    const now = Date.now();
    return { list: (rows as RowRecord[]).map((r) => toRow(r, now)), total: Number(count?.n ?? 0) };
  },

  /** One shipment the scope may see, with its lines and tracking events (oldest first). */
  async info(db: Db, scope: Scope, id: number): Promise<LogisticsInfo | undefined> {
    const scoped = supplierCond(shipments.supplierId, scope);
    const [r] = await db
      .select(rowColumns)
      .from(shipments)
      .innerJoin(orders, eq(orders.id, shipments.orderId))
      .innerJoin(logisticsProviders, eq(logisticsProviders.id, shipments.providerId))
      .leftJoin(suppliers, eq(suppliers.id, shipments.supplierId))
      .where(and(eq(shipments.id, id), ...(scoped ? [scoped] : [])));
    if (!r) return undefined;
    const [lines, events] = await Promise.all([
      db
        .select({ sku: orderLines.sku, name: orderLines.name, quantity: shipmentLines.quantity })
        .from(shipmentLines)
        .innerJoin(orderLines, eq(orderLines.id, shipmentLines.orderLineId))
        .where(eq(shipmentLines.shipmentId, id))
        .orderBy(asc(shipmentLines.id)),
      shipmentRepository.trackingEvents(db, [id]),
    ]);
    const { s } = r;
    return {
      ...toRow(r as RowRecord),
      customerName: r.customerName,
      note: s.note,
      createdAt: s.createdAt.toISOString(),
      trackingUrl: r.trackingUrl ? r.trackingUrl.replace('{waybill}', encodeURIComponent(s.waybill)) : '',
      lines: lines.map((l) => ({ sku: l.sku, name: l.name, quantity: l.quantity })),
      events: events.map(trackingEventView),
    };
  },

  /** A shipment the scope may see, and the time of its last tracking event. */
  async find(db: Db, scope: Scope, id: number): Promise<(ShipmentRecord & { lastEventAt: Date | null }) | undefined> {
    const scoped = supplierCond(shipments.supplierId, scope);
    const [s] = await db
      .select()
      .from(shipments)
      .where(and(eq(shipments.id, id), ...(scoped ? [scoped] : [])));
    if (!s) return undefined;
    const [last] = await db
      .select({ at: trackingEvents.at })
      .from(trackingEvents)
      .where(eq(trackingEvents.shipmentId, id))
      .orderBy(desc(trackingEvents.at))
      .limit(1);
    return { ...s, lastEventAt: last?.at ?? null };
  },

  /** Shipments the scope may see by lower-cased waybill (an import's lookups). */
  async byWaybills(db: Db, scope: Scope, waybills: string[]): Promise<ShipmentRecord[]> {
    if (!waybills.length) return [];
    const scoped = supplierCond(shipments.supplierId, scope);
    return db
      .select()
      .from(shipments)
      .where(
        and(
          sql`lower(${shipments.waybill}) in (${sql.join(
            waybills.map((w) => sql`${w}`),
            sql`, `,
          )})`,
          ...(scoped ? [scoped] : []),
        ),
      );
  },

  async choices(db: Db, scope: Scope) {
    const [providers, owners] = await Promise.all([
      db
        .select({
          id: logisticsProviders.id,
          code: logisticsProviders.code,
          name: logisticsProviders.name,
          enabled: logisticsProviders.enabled,
        })
        .from(logisticsProviders)
        .orderBy(asc(logisticsProviders.name)),
      scope.supplierId === null
        ? db.select({ id: suppliers.id, name: suppliers.name }).from(suppliers).orderBy(asc(suppliers.name))
        : Promise.resolve([]),
    ]);
    return { providers, suppliers: owners };
  },
};
