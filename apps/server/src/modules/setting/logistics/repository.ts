import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { LogisticsProviderListQuery, LogisticsProviderRow } from '@shop/shared/api/logistics-provider';
import { versionedTable } from '../../../platform/crud/versioned-table.ts';
import type { Db } from '../../../platform/db/database.ts';
import { likePattern } from '../../../platform/db/pagination.ts';
import { shipments } from '../../order/table.ts';
import { logisticsProviders } from '../commerce/table.ts';

export type LogisticsProviderRecord = typeof logisticsProviders.$inferSelect;

export const logisticsProviderTable = versionedTable({
  table: logisticsProviders,
  entity: 'logistics_provider',
  snapshot: (p) => ({
    name: p.name,
    code: p.code,
    trackingUrl: p.trackingUrl,
    enabled: p.enabled,
    sort: p.sort,
    carriesBatteries: p.carriesBatteries,
    version: p.version,
  }),
  unique: { logistics_providers_code_key: { code: 'logistics_provider.code_taken', field: 'code' } },
  // a handful of rows: sorted in memory whatever the field
  sorts: {
    id: logisticsProviders.id,
    name: sql`lower(${logisticsProviders.name})`,
    code: sql`lower(${logisticsProviders.code})`,
    sort: logisticsProviders.sort,
  },
  defaultOrder: () => [asc(logisticsProviders.sort), asc(logisticsProviders.id)],
});

function toRow(p: LogisticsProviderRecord, shipmentCount: number): LogisticsProviderRow {
  return {
    id: p.id,
    name: p.name,
    code: p.code,
    trackingUrl: p.trackingUrl,
    enabled: p.enabled,
    sort: p.sort,
    carriesBatteries: p.carriesBatteries,
    shipmentCount,
    createdAt: p.createdAt.toISOString(),
    version: p.version,
  };
}

export const logisticsProviderRepository = {
  async list(db: Db, q: LogisticsProviderListQuery): Promise<{ list: LogisticsProviderRow[]; total: number }> {
    const w: SQL[] = [];
    if (q.keyword) {
      const like = likePattern(q.keyword);
      w.push(or(ilike(logisticsProviders.name, like), ilike(logisticsProviders.code, like))!);
    }
    if (q.status) w.push(eq(logisticsProviders.enabled, q.status === 'enabled'));
    const page = await logisticsProviderTable.page(db, q, w.length ? and(...w) : undefined);
    const counts = await this.shipmentCounts(
      db,
      page.list.map((p) => p.id),
    );
    return { list: page.list.map((p) => toRow(p, counts.get(p.id) ?? 0)), total: page.total };
  },

  /** Shipments per provider (the shipments' provider index answers it). */
  async shipmentCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: shipments.providerId, n: count() })
      .from(shipments)
      .where(inArray(shipments.providerId, ids))
      .groupBy(shipments.providerId);
    return new Map(rows.map((r) => [r.id, Number(r.n)]));
  },

  async shipmentCount(db: Db, id: number): Promise<number> {
    return (await this.shipmentCounts(db, [id])).get(id) ?? 0;
  },

  toRow,
};
