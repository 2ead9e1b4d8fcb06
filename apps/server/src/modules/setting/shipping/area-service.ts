import type { ShippingAreaAddBody, ShippingAreaEditBody, ShippingAreaInfo } from '@shop/shared/api/shipping-area';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import { findOverlap, regionKey, type AreaRule } from './pricing.ts';
import { shippingRepository as repo, shippingAreaTable as table } from './repository.ts';

type AreaBody = ShippingAreaAddBody | ShippingAreaEditBody;

const invalid = (field: string, key: string) => new AppError('common.invalid_input', {}, { fields: [{ field, key }] });

/** The stored fields of an area body: regions as written (trimmed), countries as codes. */
const fieldsOf = (body: AreaBody) => ({
  name: body.name,
  isDefault: body.isDefault,
  countries: body.countries,
  regions: body.regions.map((r) => ({ country: r.country, region: r.region })),
  firstUnit: body.firstUnit,
  firstFee: body.firstFee,
  additionalUnit: body.additionalUnit,
  additionalFee: body.additionalFee,
  freeOver: body.freeOver,
});

/**
 * What an area must be on its own: the rest of the world lists no place (it covers what the other
 * areas leave), any other area lists at least one country or region. A region of a country the
 * same area lists whole adds nothing and is refused.
 */
function checkCoverage(body: AreaBody): void {
  if (body.isDefault) {
    if (body.countries.length > 0) throw invalid('countries', 'not_allowed');
    if (body.regions.length > 0) throw invalid('regions', 'not_allowed');
    return;
  }
  if (body.countries.length === 0 && body.regions.length === 0) throw invalid('countries', 'required');
  const whole = body.regions.findIndex((r) => body.countries.includes(r.country));
  if (whole >= 0) throw invalid(`regions.${whole}.country`, 'duplicate');
}

/**
 * Refuses an area that covers a place another area of the template covers (same country, same
 * country and region, or a second rest-of-world area), naming both areas and the place; the field
 * error points at the first repeated entry.
 */
function checkOverlap(area: AreaRule, others: readonly AreaRule[]): void {
  const hit = findOverlap(area, others);
  if (!hit) return;
  if (hit.place === null) {
    throw new AppError(
      'shipping.default_taken',
      { area: area.name, other: hit.other.name },
      { fields: [{ field: 'isDefault', key: 'duplicate' }] },
    );
  }
  const params = { area: area.name, other: hit.other.name, place: hit.place };
  const country = area.countries.findIndex((c) => hit.other.countries.includes(c));
  const region = area.regions.findIndex((r) =>
    hit.other.regions.some((o) => o.country === r.country && regionKey(o.region) === regionKey(r.region)),
  );
  const field = country >= 0 ? `countries.${country}` : `regions.${region}.region`;
  throw new AppError('shipping.area_overlap', params, { fields: [{ field, key: 'duplicate' }] });
}

/**
 * The areas of shipping templates (/shippingareaAdd/:sid, /shippingareaEdit/:sid/:aid). Every
 * change takes the template's row lock first, then checks the area against the template's other
 * areas: changes of one template's areas run one at a time, so two areas added at once cannot
 * both cover the same place.
 */
export class ShippingAreaService {
  constructor(private readonly db: Db) {}

  async info(id: number): Promise<ShippingAreaInfo> {
    const a = await table.find(this.db, id);
    if (!a) throw new AppError('common.not_found');
    return repo.toAreaInfo(a);
  }

  async add(ctx: RequestContext, body: ShippingAreaAddBody): Promise<ShippingAreaInfo> {
    checkCoverage(body);
    const row = await this.db.transaction(async (tx) => {
      if (!(await repo.lockTemplate(tx, body.templateId))) throw new AppError('common.not_found');
      const others = (await repo.areas(tx, body.templateId)).map(repo.toAreaRule);
      checkOverlap({ id: 0, ...fieldsOf(body) }, others);
      return table.insert(tx, ctx, { ...fieldsOf(body), templateId: body.templateId });
    });
    return repo.toAreaInfo(row);
  }

  async edit(ctx: RequestContext, body: ShippingAreaEditBody): Promise<ShippingAreaInfo> {
    checkCoverage(body);
    const row = await this.db.transaction(async (tx) => {
      const templateId = await this.templateOf(tx, body.id);
      const others = (await repo.areas(tx, templateId)).map(repo.toAreaRule);
      checkOverlap({ id: body.id, ...fieldsOf(body) }, others);
      return table.update(tx, ctx, body.id, body.version, fieldsOf(body));
    });
    return repo.toAreaInfo(row);
  }

  async remove(ctx: RequestContext, id: number): Promise<{ ok: true }> {
    await this.db.transaction(async (tx) => {
      await this.templateOf(tx, id);
      await table.remove(tx, ctx, id);
    });
    return { ok: true };
  }

  /** The template of an area, its row locked (template first, then the area: the order a template's deletion takes). */
  private async templateOf(tx: Db, areaId: number): Promise<number> {
    const area = await table.find(tx, areaId);
    if (!area || !(await repo.lockTemplate(tx, area.templateId))) throw new AppError('common.not_found');
    return area.templateId;
  }
}
