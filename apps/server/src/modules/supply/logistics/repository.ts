import { and, asc, count, desc, eq, gte, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Language } from '@shop/shared';
import type { ShipmentListQuery, ShipmentState } from '@shop/shared/api/supply-logistics';
import type { Db } from '../../../platform/db/database.ts';
import { likePattern, offsetOf } from '../../../platform/db/pagination.ts';
import { suppliers } from '../../../platform/identity/table.ts';
import { products, productVariants } from '../../catalog/product/table.ts';
import { currencies, logisticsProviders } from '../../setting/commerce/table.ts';
import { countries } from '../../setting/geo/table.ts';
import { warehouses } from '../../setting/warehouse/table.ts';
import {
  supplyDeclarationTemplates as tpl,
  supplyShipmentEvents as ev,
  supplyShipmentItems as it,
  supplyShipments as s,
  type StoredDeclaration,
} from './table.ts';

export type ShipmentRecord = typeof s.$inferSelect;
export type ShipmentItemRecord = typeof it.$inferSelect;
export type NewShipment = Omit<typeof s.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'version'>;
export type NewItem = Omit<typeof it.$inferInsert, 'id' | 'shipmentId' | 'supplierId'>;

const localName = (names: Record<string, string> | null, lang: Language) =>
  names ? names[lang] || names.en || names['zh-CN'] || '' : '';

const viewColumns = {
  shipment: s,
  supplierName: suppliers.name,
  warehouseName: warehouses.name,
  providerName: logisticsProviders.name,
  trackingUrl: logisticsProviders.trackingUrl,
};
export type ShipmentView = ShipmentRecord & {
  supplierName: string;
  warehouseName: string;
  providerName: string;
  trackingUrl: string;
};

const withNames = (db: Db) =>
  db
    .select(viewColumns)
    .from(s)
    .innerJoin(suppliers, eq(suppliers.id, s.supplierId))
    .innerJoin(warehouses, eq(warehouses.id, s.warehouseId))
    .innerJoin(logisticsProviders, eq(logisticsProviders.id, s.providerId))
    .$dynamic();

const flat = (r: { shipment: ShipmentRecord } & Omit<ShipmentView, keyof ShipmentRecord>): ShipmentView => ({
  ...r.shipment,
  supplierName: r.supplierName,
  warehouseName: r.warehouseName,
  providerName: r.providerName,
  trackingUrl: r.trackingUrl,
});

function listWhere(q: ShipmentListQuery, ownerId: number | null): SQL | undefined {
  const w: SQL[] = [];
  if (ownerId !== null) w.push(eq(s.supplierId, ownerId));
  else if (q.supplierId) w.push(eq(s.supplierId, q.supplierId));
  if (q.state) w.push(eq(s.state, q.state));
  if (q.warehouseId) w.push(eq(s.warehouseId, q.warehouseId));
  if (q.from) w.push(gte(s.shipDate, q.from));
  if (q.to) w.push(lte(s.shipDate, q.to));
  if (q.keyword) w.push(ilike(s.searchText, likePattern(q.keyword.toLowerCase())));
  return w.length ? and(...w) : undefined;
}

/** The queries of supply-chain shipments, their items, timeline and declaration templates. */
export const shipmentRepository = {
  async page(db: Db, q: ShipmentListQuery, ownerId: number | null) {
    const where = listWhere(q, ownerId);
    const rows = await withNames(db).where(where).orderBy(desc(s.id)).limit(q.pageSize).offset(offsetOf(q));
    const [total] = await db.select({ n: count() }).from(s).where(where);
    return { list: rows.map(flat), total: total?.n ?? 0 };
  },

  async find(db: Db, id: number): Promise<ShipmentView | undefined> {
    const [row] = await withNames(db).where(eq(s.id, id));
    return row ? flat(row) : undefined;
  },

  async lock(tx: Db, id: number): Promise<ShipmentRecord | undefined> {
    const [row] = await tx.select().from(s).where(eq(s.id, id)).for('update');
    return row;
  },

  /** The items of some shipments with their product's name and SKU (the variant's when one is chosen). */
  async items(db: Db, shipmentIds: number[], lang: Language) {
    if (shipmentIds.length === 0) return [];
    const rows = await db
      .select({
        item: it,
        productName: products.name,
        productSku: products.sku,
        variantSku: productVariants.sku,
      })
      .from(it)
      .innerJoin(products, eq(products.id, it.productId))
      .leftJoin(productVariants, eq(productVariants.id, it.variantId))
      .where(inArray(it.shipmentId, shipmentIds))
      .orderBy(asc(it.shipmentId), asc(it.sort), asc(it.id));
    return rows.map((r) => ({
      ...r.item,
      productName: localName(r.productName, lang),
      sku: r.variantSku ?? r.productSku,
    }));
  },

  events(db: Db, shipmentId: number) {
    return db.select().from(ev).where(eq(ev.shipmentId, shipmentId)).orderBy(asc(ev.id));
  },

  async insert(tx: Db, values: NewShipment): Promise<ShipmentRecord> {
    const [row] = await tx.insert(s).values(values).returning();
    return row!;
  },

  async update(tx: Db, id: number, values: Partial<NewShipment>): Promise<ShipmentRecord> {
    const [row] = await tx
      .update(s)
      .set({ ...values, version: sql`${s.version} + 1`, updatedAt: new Date() })
      .where(eq(s.id, id))
      .returning();
    return row!;
  },

  /** Replaces a draft's items. */
  async replaceItems(tx: Db, shipment: Pick<ShipmentRecord, 'id' | 'supplierId'>, items: NewItem[]) {
    await tx.delete(it).where(eq(it.shipmentId, shipment.id));
    if (items.length === 0) return;
    await tx
      .insert(it)
      .values(items.map((i, sort) => ({ ...i, sort, shipmentId: shipment.id, supplierId: shipment.supplierId })));
  },

  async receiveItem(tx: Db, shipmentId: number, itemId: number, receivedQuantity: number, note: string) {
    await tx
      .update(it)
      .set({ receivedQuantity, receiptNote: note })
      .where(and(eq(it.id, itemId), eq(it.shipmentId, shipmentId)));
  },

  async addEvent(
    tx: Db,
    e: { shipment: ShipmentRecord; from: ShipmentState | null; to: ShipmentState; note: string },
    actor: { id: number; name: string },
  ) {
    await tx.insert(ev).values({
      shipmentId: e.shipment.id,
      supplierId: e.shipment.supplierId,
      fromState: e.from,
      toState: e.to,
      note: e.note,
      actorId: actor.id || null,
      actorName: actor.name,
    });
  },

  /** Products (and their variants) by id, with the owner and purchase price, for a shipment's checks. */
  async productsByIds(db: Db, ids: number[]) {
    if (ids.length === 0) return { products: [], variants: [] };
    const list = await db
      .select({
        id: products.id,
        supplierId: products.supplierId,
        supplyPrice: products.supplyPrice,
        costPrice: products.costPrice,
        currency: products.currency,
        name: products.name,
        sku: products.sku,
      })
      .from(products)
      .where(inArray(products.id, ids));
    const variants = await db
      .select({ id: productVariants.id, productId: productVariants.productId, sku: productVariants.sku })
      .from(productVariants)
      .where(inArray(productVariants.productId, ids))
      .orderBy(asc(productVariants.productId), asc(productVariants.sort), asc(productVariants.id));
    return { products: list, variants };
  },

  /** A supplier's products to ship (by name, number or SKU), at most 50. */
  async supplierProducts(db: Db, supplierId: number, keyword: string | undefined, lang: Language) {
    const w: SQL[] = [eq(products.supplierId, supplierId)];
    if (keyword) w.push(ilike(products.searchText, likePattern(keyword.toLowerCase())));
    const rows = await db
      .select({
        id: products.id,
        name: products.name,
        sku: products.sku,
        supplyPrice: products.supplyPrice,
        costPrice: products.costPrice,
        currency: products.currency,
        hasTemplate: sql<boolean>`exists (select 1 from ${tpl} where ${tpl.productId} = ${products.id})`,
      })
      .from(products)
      .where(and(...w))
      .orderBy(asc(products.id))
      .limit(50);
    const { variants } = await this.productsByIds(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({
      ...r,
      name: localName(r.name, lang),
      variants: variants.filter((v) => v.productId === r.id).map((v) => ({ id: v.id, sku: v.sku })),
    }));
  },

  async productOwner(db: Db, productId: number): Promise<number | null | undefined> {
    const [row] = await db.select({ supplierId: products.supplierId }).from(products).where(eq(products.id, productId));
    return row ? row.supplierId : undefined;
  },

  async template(db: Db, productId: number) {
    const [row] = await db.select().from(tpl).where(eq(tpl.productId, productId));
    return row;
  },

  async saveTemplate(tx: Db, supplierId: number, productId: number, declaration: StoredDeclaration) {
    await tx
      .insert(tpl)
      .values({ supplierId, productId, declaration })
      .onConflictDoUpdate({
        target: tpl.productId,
        set: { declaration, updatedAt: new Date(), version: sql`${tpl.version} + 1` },
      });
  },

  async warehouse(db: Db, id: number) {
    const [row] = await db.select().from(warehouses).where(eq(warehouses.id, id));
    return row;
  },

  async provider(db: Db, id: number) {
    const [row] = await db.select().from(logisticsProviders).where(eq(logisticsProviders.id, id));
    return row;
  },

  async supplierExists(db: Db, id: number): Promise<boolean> {
    const [row] = await db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, id));
    return row !== undefined;
  },

  /** Enabled country codes among `codes`. */
  async enabledCountries(db: Db, codes: string[]): Promise<Set<string>> {
    if (codes.length === 0) return new Set();
    const rows = await db
      .select({ code: countries.code })
      .from(countries)
      .where(and(inArray(countries.code, codes), eq(countries.enabled, true)));
    return new Set(rows.map((r) => r.code));
  },

  /** Every currency with its rate to the default one and its decimals. */
  async currencies(db: Db) {
    return db.select({ code: currencies.code, rate: currencies.rate, decimals: currencies.decimals }).from(currencies);
  },

  async options(db: Db, ownerId: number | null, lang: Language) {
    const wh = await db
      .select({ id: warehouses.id, name: warehouses.name, code: warehouses.code, country: warehouses.country })
      .from(warehouses)
      .where(eq(warehouses.enabled, true))
      .orderBy(asc(warehouses.id));
    const pv = await db
      .select({
        id: logisticsProviders.id,
        name: logisticsProviders.name,
        code: logisticsProviders.code,
        battery: logisticsProviders.carriesBatteries,
      })
      .from(logisticsProviders)
      .where(eq(logisticsProviders.enabled, true))
      .orderBy(asc(logisticsProviders.sort), asc(logisticsProviders.id));
    const sp = await db
      .select({ id: suppliers.id, name: suppliers.name })
      .from(suppliers)
      .where(ownerId === null ? undefined : eq(suppliers.id, ownerId))
      .orderBy(asc(suppliers.name));
    const ct = await db
      .select({ code: countries.code, names: countries.names })
      .from(countries)
      .where(eq(countries.enabled, true))
      .orderBy(asc(countries.sort), asc(countries.code));
    const cur = await db
      .select({ code: currencies.code })
      .from(currencies)
      .where(eq(currencies.enabled, true))
      .orderBy(desc(currencies.isBase), asc(currencies.code));
    return {
      warehouses: wh,
      providers: pv,
      suppliers: sp,
      countries: ct.map((c) => ({ code: c.code, name: localName(c.names, lang) })),
      currencies: cur.map((c) => c.code),
    };
  },
};

/** What the demo data needs besides the queries above. */
export const shipmentSeedRepository = {
  async hasShipments(db: Db): Promise<boolean> {
    const [row] = await db.select({ id: s.id }).from(s).limit(1);
    return row !== undefined;
  },
  async supplierId(db: Db, name: string): Promise<number | undefined> {
    const [row] = await db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.name, name));
    return row?.id;
  },
};
