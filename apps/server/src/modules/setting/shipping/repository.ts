import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ShippingTemplateListQuery, ShippingTemplateRow } from '@shop/shared/api/shipping';
import type { ShippingAreaInfo } from '@shop/shared/api/shipping-area';
import { versionedTable } from '../../../platform/crud/versioned-table.ts';
import type { Db } from '../../../platform/db/database.ts';
import { likePattern } from '../../../platform/db/pagination.ts';
import { orders } from '../../order/table.ts';
import { currencies } from '../commerce/table.ts';
import type { AreaRule, TemplateRules } from './pricing.ts';
import { shippingAreas, shippingMethods } from './table.ts';

export type ShippingTemplateRecord = typeof shippingMethods.$inferSelect;
export type ShippingAreaRecord = typeof shippingAreas.$inferSelect;

export const shippingTemplateTable = versionedTable({
  table: shippingMethods,
  entity: 'shipping_template',
  actions: 'shipping',
  snapshot: (m) => ({
    code: m.code,
    name: m.name,
    mode: m.mode,
    estimateMinDays: m.estimateMinDays,
    estimateMaxDays: m.estimateMaxDays,
    enabled: m.enabled,
    sort: m.sort,
    version: m.version,
  }),
  unique: { shipping_methods_code_key: { code: 'shipping.code_taken', field: 'code' } },
  // a handful of rows
  sorts: { id: shippingMethods.id, code: sql`lower(${shippingMethods.code})`, sort: shippingMethods.sort },
  defaultOrder: () => [asc(shippingMethods.sort), asc(shippingMethods.id)],
});

export const shippingAreaTable = versionedTable({
  table: shippingAreas,
  entity: 'shipping_area',
  snapshot: (a) => ({
    templateId: a.templateId,
    name: a.name,
    isDefault: a.isDefault,
    countries: a.countries,
    regions: a.regions,
    firstUnit: a.firstUnit,
    firstFee: a.firstFee,
    additionalUnit: a.additionalUnit,
    additionalFee: a.additionalFee,
    freeOver: a.freeOver,
    version: a.version,
  }),
  unique: {
    shipping_areas_name_key: { code: 'shipping.area_name_taken', field: 'name' },
    shipping_areas_default_key: 'common.conflict',
  },
});

function toRow(m: ShippingTemplateRecord, areaCount: number, used: boolean): ShippingTemplateRow {
  return {
    id: m.id,
    code: m.code,
    name: m.name,
    mode: m.mode,
    estimateMinDays: m.estimateMinDays,
    estimateMaxDays: m.estimateMaxDays,
    enabled: m.enabled,
    sort: m.sort,
    areaCount,
    used,
    createdAt: m.createdAt.toISOString(),
    version: m.version,
  };
}

function toAreaInfo(a: ShippingAreaRecord): ShippingAreaInfo {
  return {
    id: a.id,
    templateId: a.templateId,
    name: a.name,
    isDefault: a.isDefault,
    countries: a.countries,
    regions: a.regions,
    firstUnit: a.firstUnit,
    firstFee: a.firstFee,
    additionalUnit: a.additionalUnit,
    additionalFee: a.additionalFee,
    freeOver: a.freeOver,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
    version: a.version,
  };
}

function toAreaRule(a: ShippingAreaRecord): AreaRule {
  return {
    id: a.id,
    name: a.name,
    isDefault: a.isDefault,
    countries: a.countries,
    regions: a.regions,
    firstUnit: a.firstUnit,
    firstFee: a.firstFee,
    additionalUnit: a.additionalUnit,
    additionalFee: a.additionalFee,
    freeOver: a.freeOver,
  };
}

/** Region areas first, then country areas, the rest-of-world area last; by name inside each. */
const AREA_ORDER = [
  sql`${shippingAreas.isDefault}`,
  sql`jsonb_array_length(${shippingAreas.regions}) = 0`,
  sql`lower(${shippingAreas.name})`,
  asc(shippingAreas.id),
];

export const shippingRepository = {
  async list(db: Db, q: ShippingTemplateListQuery): Promise<{ list: ShippingTemplateRow[]; total: number }> {
    const w: SQL[] = [];
    if (q.keyword) {
      const like = likePattern(q.keyword);
      w.push(or(ilike(shippingMethods.code, like), sql`${shippingMethods.name}::text ilike ${like}`)!);
    }
    if (q.status) w.push(eq(shippingMethods.enabled, q.status === 'enabled'));
    if (q.mode) w.push(eq(shippingMethods.mode, q.mode));
    const page = await shippingTemplateTable.page(db, q, w.length ? and(...w) : undefined);
    const ids = page.list.map((m) => m.id);
    const [areas, used] = await Promise.all([this.areaCounts(db, ids), this.usedIds(db, ids)]);
    return { list: page.list.map((m) => toRow(m, areas.get(m.id) ?? 0, used.has(m.id))), total: page.total };
  },

  async areaCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: shippingAreas.templateId, n: count() })
      .from(shippingAreas)
      .where(inArray(shippingAreas.templateId, ids))
      .groupBy(shippingAreas.templateId);
    return new Map(rows.map((r) => [r.id, Number(r.n)]));
  },

  /** The templates among `ids` some order was placed with (one index probe each). */
  async usedIds(db: Db, ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await db
      .select({ id: shippingMethods.id })
      .from(shippingMethods)
      .where(
        and(
          inArray(shippingMethods.id, ids),
          sql`exists (select 1 from ${orders} where ${orders.shippingMethodId} = ${shippingMethods.id})`,
        ),
      );
    return new Set(rows.map((r) => r.id));
  },

  async orderCount(db: Db, id: number): Promise<number> {
    const [row] = await db.select({ n: count() }).from(orders).where(eq(orders.shippingMethodId, id));
    return Number(row?.n ?? 0);
  },

  async areas(db: Db, templateId: number): Promise<ShippingAreaRecord[]> {
    return db
      .select()
      .from(shippingAreas)
      .where(eq(shippingAreas.templateId, templateId))
      .orderBy(...AREA_ORDER);
  },

  /** The base currency's code (every amount of a template is in its minor units). */
  async baseCurrency(db: Db): Promise<string> {
    const [c] = await db.select({ code: currencies.code }).from(currencies).where(eq(currencies.isBase, true));
    return c?.code ?? 'USD';
  },

  /**
   * A template's pricing rules (its mode and areas); undefined when it does not exist, or, with
   * `enabledOnly`, is disabled.
   */
  async rules(
    db: Db,
    id: number,
    opts: { enabledOnly?: boolean } = {},
  ): Promise<(TemplateRules & { id: number }) | undefined> {
    const [m] = await db
      .select({ id: shippingMethods.id, mode: shippingMethods.mode, enabled: shippingMethods.enabled })
      .from(shippingMethods)
      .where(eq(shippingMethods.id, id));
    if (!m || (opts.enabledOnly && !m.enabled)) return undefined;
    const areas = await this.areas(db, id);
    return { id: m.id, mode: m.mode, areas: areas.map(toAreaRule) };
  },

  /** Locks a template's row for the rest of the transaction (changes of its areas); false when it is gone. */
  async lockTemplate(db: Db, id: number): Promise<boolean> {
    const [m] = await db
      .select({ id: shippingMethods.id })
      .from(shippingMethods)
      .where(eq(shippingMethods.id, id))
      .for('update');
    return Boolean(m);
  },

  /** The enabled templates for the order form, in their sort order. */
  async enabledTemplates(db: Db) {
    return db
      .select()
      .from(shippingMethods)
      .where(eq(shippingMethods.enabled, true))
      .orderBy(asc(shippingMethods.sort), asc(shippingMethods.id));
  },

  /** A template's name (every language), for an order's detail. */
  async name(db: Db, id: number) {
    const [m] = await db.select({ name: shippingMethods.name }).from(shippingMethods).where(eq(shippingMethods.id, id));
    return m?.name ?? null;
  },

  toRow,
  toAreaInfo,
  toAreaRule,
};
