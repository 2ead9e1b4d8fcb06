import type {
  LogisticsProviderAddBody,
  LogisticsProviderEditBody,
  LogisticsProviderInfo,
  LogisticsProviderListQuery,
} from '@shop/shared/api/logistics-provider';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import { logisticsProviderRepository as repo, logisticsProviderTable as table } from './repository.ts';

const fieldsOf = (body: LogisticsProviderAddBody | LogisticsProviderEditBody) => ({
  name: body.name,
  code: body.code,
  trackingUrl: body.trackingUrl,
  sort: body.sort,
  carriesBatteries: body.carriesBatteries,
});

/**
 * Logistics providers (settings /logistics). Codes are unique whatever the case. The shipment
 * form offers the enabled ones; a provider that shipments went with keeps showing on them and is
 * disabled rather than deleted (shipments refer to it).
 */
export class LogisticsProviderService {
  constructor(private readonly db: Db) {}

  async list(q: LogisticsProviderListQuery) {
    return { ...(await repo.list(this.db, q)), page: q.page, pageSize: q.pageSize };
  }

  async info(id: number): Promise<LogisticsProviderInfo> {
    const p = await table.find(this.db, id);
    if (!p) throw new AppError('common.not_found');
    return { ...repo.toRow(p, await repo.shipmentCount(this.db, id)), updatedAt: p.updatedAt.toISOString() };
  }

  async add(ctx: RequestContext, body: LogisticsProviderAddBody): Promise<LogisticsProviderInfo> {
    const row = await table.insert(this.db, ctx, { ...fieldsOf(body), enabled: body.enabled });
    return this.info(row.id);
  }

  async edit(ctx: RequestContext, body: LogisticsProviderEditBody): Promise<LogisticsProviderInfo> {
    await table.update(this.db, ctx, body.id, body.version, fieldsOf(body));
    return this.info(body.id);
  }

  /** A disabled provider is no longer offered for new shipments; the shipments that went with it keep it. */
  async setStatus(ctx: RequestContext, id: number, enabled: boolean, version?: number) {
    await table.setEnabled(this.db, ctx, id, enabled, version);
    return this.info(id);
  }

  /**
   * Refused while a shipment refers to the provider. A shipment being recorded meanwhile takes a
   * key-share lock on the provider row (its foreign key), so it either waits for this deletion
   * (and then fails) or is counted here.
   */
  async remove(ctx: RequestContext, id: number): Promise<{ ok: true }> {
    await table.remove(this.db, ctx, id, async (tx) => {
      const count = await repo.shipmentCount(tx, id);
      if (count > 0) throw new AppError('logistics_provider.in_use', { count });
    });
    return { ok: true };
  }
}
