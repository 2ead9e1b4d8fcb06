import {
  earliestTrackingTime,
  TRACKING_IMPORT,
  type LogisticsChoices,
  type LogisticsImportData,
  type LogisticsInfo,
  type LogisticsListQuery,
  type LogisticsTrackBody,
  type TrackingImportError,
  type TrackingStatus,
} from '@shop/shared';
import { recordAudit } from '../../../platform/audit/audit.ts';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { RequestContext, Scope } from '../../../platform/http/context.ts';
import type { OrderService } from '../service.ts';
import { shipmentRepository } from '../shipment-repository.ts';
import { logisticsRepository as repo, type ShipmentRecord } from './repository.ts';
import { FUTURE_SLACK_MS, readTrackingCsv, type TrackingRow } from './tracking-csv.ts';

interface PlannedEvent extends TrackingRow {
  shipmentId: number;
}

const sameEvent = (a: { at: Date; status: string; location: string; description: string }, b: typeof a) =>
  a.at.getTime() === b.at.getTime() &&
  a.status === b.status &&
  a.location === b.location &&
  a.description === b.description;

/**
 * The logistics center: shipments with their tracking, for staff (all) and suppliers (their own).
 * Tracking events go through the order service's track(), which delivers a shipment on a
 * "delivered" event and the order when all its shipments are delivered. `ordersIn(tx)` gives an
 * order service bound to a transaction, so an import and its audit rows commit or fail together.
 */
export class LogisticsService {
  constructor(
    private readonly db: Db,
    private readonly ordersIn: (db: Db) => OrderService,
  ) {}

  async list(scope: Scope, q: LogisticsListQuery) {
    return { ...(await repo.list(this.db, scope, q)), page: q.page, pageSize: q.pageSize };
  }

  async info(scope: Scope, id: number): Promise<LogisticsInfo> {
    const s = await repo.info(this.db, scope, id);
    if (!s) throw new AppError('common.not_found');
    return s;
  }

  choices(scope: Scope): Promise<LogisticsChoices> {
    return repo.choices(this.db, scope);
  }

  /**
   * A tracking event entered by hand: not before the shipping day (in any zone) or the last event, not in the future.
   */
  async track(ctx: RequestContext, body: LogisticsTrackBody): Promise<LogisticsInfo> {
    const s = await repo.find(this.db, ctx.scope, body.shipmentId);
    if (!s) throw new AppError('common.not_found');
    const at = new Date(body.at);
    if (at.getTime() < earliestTrackingTime(s.shippedOn) || at.getTime() > Date.now() + FUTURE_SLACK_MS) {
      throw new AppError('logistics.event_time', {}, { fields: [{ field: 'at', key: 'invalid' }] });
    }
    if (s.lastEventAt && at.getTime() < s.lastEventAt.getTime()) {
      throw new AppError(
        'logistics.event_before_last',
        { last: s.lastEventAt.toISOString() },
        { fields: [{ field: 'at', key: 'invalid' }] },
      );
    }
    await this.db.transaction(async (tx) => {
      await this.ordersIn(tx).track(ctx, s.id, {
        at,
        status: body.status,
        location: body.location,
        description: body.description,
        source: 'manual',
      });
      await recordAudit(tx, ctx, {
        action: 'shipment.track',
        entity: 'shipment',
        entityId: s.id,
        supplierId: s.supplierId,
        before: { status: s.status },
        after: { status: body.status, at: at.toISOString(), location: body.location, description: body.description },
      });
    });
    return this.info(ctx.scope, s.id);
  }

  /**
   * Tracking events from a CSV file: every row is checked first (cells, waybill known to the
   * caller, shipment open, time after the shipping date and the last recorded event). A dry run
   * answers the check; otherwise a file with any error is refused whole, and a clean one is
   * recorded in one transaction, oldest event first per shipment. Rows equal to an event already
   * recorded are left out, so importing the same file twice records nothing the second time.
   */
  async import(ctx: RequestContext, file: Buffer, dryRun: boolean): Promise<LogisticsImportData> {
    const read = readTrackingCsv(file);
    const errors: TrackingImportError[] = [...read.errors];
    const { planned, duplicates } = errors.some((e) => e.column === 'file' || e.row === 1)
      ? { planned: [], duplicates: 0 }
      : await this.plan(ctx.scope, read.rows, errors);
    errors.sort((a, b) => a.row - b.row);
    const summary = {
      total: read.total,
      valid: read.total - new Set(errors.map((e) => e.row)).size,
      errorCount: errors.length,
      errors: errors.slice(0, TRACKING_IMPORT.maxListedErrors),
      duplicates,
      dryRun,
    };
    if (dryRun) return { ...summary, imported: 0, delivered: 0 };
    if (errors.length || read.total === 0) {
      const list = errors.length ? errors : [{ row: 2, column: 'file', key: 'required' }];
      throw new AppError(
        'import.failed',
        {},
        {
          fields: list
            .slice(0, TRACKING_IMPORT.maxListedErrors)
            .map((e) => ({ field: e.column, key: e.key, params: { row: e.row } })),
        },
      );
    }
    const delivered = await this.db.transaction(async (tx) => {
      const orders = this.ordersIn(tx);
      const byShipment = new Map<number, PlannedEvent[]>();
      for (const e of planned) byShipment.set(e.shipmentId, [...(byShipment.get(e.shipmentId) ?? []), e]);
      let done = 0;
      for (const [shipmentId, events] of byShipment) {
        for (const e of events) {
          await orders.track(ctx, shipmentId, {
            at: e.at,
            status: e.status,
            location: e.location,
            description: e.description,
            source: 'import',
          });
        }
        const last = events[events.length - 1]!;
        if (last.status === 'delivered') done++;
        await recordAudit(tx, ctx, {
          action: 'shipment.track_import',
          entity: 'shipment',
          entityId: shipmentId,
          after: {
            events: events.length,
            status: last.status,
            at: last.at.toISOString(),
            rows: events.map((e) => e.row),
          },
        });
      }
      return done;
    });
    return { ...summary, imported: planned.length, delivered };
  }

  /** Looks up the waybills and orders each shipment's new events; problems are added to `errors` by row. */
  private async plan(
    scope: Scope,
    rows: TrackingRow[],
    errors: TrackingImportError[],
  ): Promise<{ planned: PlannedEvent[]; duplicates: number }> {
    const found = await repo.byWaybills(this.db, scope, [...new Set(rows.map((r) => r.waybill.toLowerCase()))]);
    const byWaybill = new Map<string, ShipmentRecord[]>();
    for (const s of found)
      byWaybill.set(s.waybill.toLowerCase(), [...(byWaybill.get(s.waybill.toLowerCase()) ?? []), s]);
    const recorded = await shipmentRepository.trackingEvents(
      this.db,
      found.map((s) => s.id),
    );
    const groups = new Map<number, { s: ShipmentRecord; rows: TrackingRow[] }>();
    for (const r of rows) {
      const all = byWaybill.get(r.waybill.toLowerCase()) ?? [];
      const live = all.filter((s) => s.status !== 'cancelled');
      if (all.length === 0) errors.push({ row: r.row, column: 'waybill', key: 'not_found' });
      else if (live.length > 1) errors.push({ row: r.row, column: 'waybill', key: 'ambiguous' });
      else {
        const s = live[0] ?? all[0]!;
        groups.set(s.id, { s, rows: [...(groups.get(s.id)?.rows ?? []), r] });
      }
    }
    const planned: PlannedEvent[] = [];
    let duplicates = 0;
    for (const { s, rows: list } of groups.values()) {
      const history = recorded.filter((e) => e.shipmentId === s.id);
      let lastAt = history.length ? history[history.length - 1]!.at.getTime() : -Infinity;
      let status: ShipmentRecord['status'] = s.status;
      const seen: TrackingRow[] = [];
      for (const r of [...list].sort((a, b) => a.at.getTime() - b.at.getTime() || a.row - b.row)) {
        if (history.some((e) => sameEvent(e, r)) || seen.some((e) => sameEvent(e, r))) {
          duplicates++;
          continue;
        }
        seen.push(r);
        if (status === 'cancelled' || status === 'delivered')
          errors.push({ row: r.row, column: 'waybill', key: 'closed' });
        else if (r.at.getTime() < earliestTrackingTime(s.shippedOn))
          errors.push({ row: r.row, column: 'time', key: 'before_shipped' });
        else if (r.at.getTime() < lastAt) errors.push({ row: r.row, column: 'time', key: 'before_last' });
        else {
          planned.push({ ...r, shipmentId: s.id });
          lastAt = r.at.getTime();
          status = r.status as TrackingStatus;
        }
      }
    }
    return { planned, duplicates };
  }
}
