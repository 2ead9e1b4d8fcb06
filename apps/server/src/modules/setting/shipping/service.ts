import type {
  ShippingCalculateData,
  ShippingCalculateQuery,
  ShippingTemplateAddBody,
  ShippingTemplateEditBody,
  ShippingTemplateInfo,
  ShippingTemplateListQuery,
} from '@shop/shared/api/shipping';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import { priceShipping } from './pricing.ts';
import { shippingRepository as repo, shippingTemplateTable as table } from './repository.ts';

const fieldsOf = (body: ShippingTemplateAddBody | ShippingTemplateEditBody) => ({
  code: body.code,
  name: body.name,
  mode: body.mode,
  estimateMinDays: body.estimateMinDays,
  estimateMaxDays: body.estimateMaxDays,
  sort: body.sort,
});

/**
 * Shipping templates (settings /shipping). Codes are unique whatever the case. The order form
 * offers the enabled ones; a template that orders were placed with keeps showing on them and is
 * disabled rather than deleted. Its pricing mode is fixed while it has areas (their units are
 * grams or pieces). Areas are changed by ShippingAreaService.
 */
export class ShippingTemplateService {
  constructor(private readonly db: Db) {}

  async list(q: ShippingTemplateListQuery) {
    return { ...(await repo.list(this.db, q)), page: q.page, pageSize: q.pageSize };
  }

  async info(id: number): Promise<ShippingTemplateInfo> {
    const m = await table.find(this.db, id);
    if (!m) throw new AppError('common.not_found');
    const [areas, orderCount, currency] = await Promise.all([
      repo.areas(this.db, id),
      repo.orderCount(this.db, id),
      repo.baseCurrency(this.db),
    ]);
    return {
      ...repo.toRow(m, areas.length, orderCount > 0),
      areas: areas.map(repo.toAreaInfo),
      orderCount,
      currency,
      updatedAt: m.updatedAt.toISOString(),
    };
  }

  async add(ctx: RequestContext, body: ShippingTemplateAddBody): Promise<ShippingTemplateInfo> {
    const row = await table.insert(this.db, ctx, { ...fieldsOf(body), enabled: body.enabled });
    return this.info(row.id);
  }

  async edit(ctx: RequestContext, body: ShippingTemplateEditBody): Promise<ShippingTemplateInfo> {
    await table.update(this.db, ctx, body.id, body.version, fieldsOf(body), {
      // Areas are added under the template's lock, so the count read here stays true until commit.
      before: async (m, tx) => {
        if (m.mode === body.mode) return;
        const count = (await repo.areaCounts(tx, [m.id])).get(m.id) ?? 0;
        if (count > 0) {
          throw new AppError('shipping.mode_locked', { count }, { fields: [{ field: 'mode', key: 'not_allowed' }] });
        }
      },
    });
    return this.info(body.id);
  }

  /** A disabled template is no longer offered for new orders; the orders placed with it keep it. */
  async setStatus(ctx: RequestContext, id: number, enabled: boolean, version?: number) {
    await table.setEnabled(this.db, ctx, id, enabled, version);
    return this.info(id);
  }

  /**
   * Refused while an order refers to the template (then it is disabled instead); its areas go with
   * it. An order being placed meanwhile holds a key-share lock on the template (its foreign key),
   * so it either waits for this deletion (and then fails) or is counted here.
   */
  async remove(ctx: RequestContext, id: number): Promise<{ ok: true }> {
    await table.remove(this.db, ctx, id, async (tx) => {
      const count = await repo.orderCount(tx, id);
      if (count > 0) throw new AppError('shipping.in_use', { count });
    });
    return { ok: true };
  }

  /**
   * The calculator of the template screen: what a parcel costs to a country (and region), priced
   * by the same function as the order quote, in the base currency. A disabled template is priced
   * too (it is being prepared); an order only takes enabled ones.
   */
  async calculate(q: ShippingCalculateQuery): Promise<ShippingCalculateData> {
    const rules = await repo.rules(this.db, q.id);
    if (!rules) throw new AppError('common.not_found');
    const parcel = { grams: q.weight, quantity: q.quantity, subtotal: q.subtotal };
    const price = priceShipping(rules, parcel, { country: q.country, region: q.region });
    const currency = await repo.baseCurrency(this.db);
    const units = rules.mode === 'weight' ? q.weight : q.quantity;
    if (!price.deliverable) {
      return {
        deliverable: false,
        areaId: null,
        areaName: null,
        match: null,
        units,
        additionalUnits: 0,
        free: false,
        fee: null,
        currency,
      };
    }
    return {
      deliverable: true,
      areaId: price.area.id,
      areaName: price.area.name,
      match: price.match,
      units: price.units,
      additionalUnits: price.additionalUnits,
      free: price.free,
      fee: price.fee,
      currency,
    };
  }
}
