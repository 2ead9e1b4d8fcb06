import { and, asc, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Language, Localized } from '@shop/shared';
import type { ProductPickQuery, ProductPickRow, SelectOption } from '@shop/shared/api/lookup';
import type { Db } from '../../../platform/db/database.ts';
import { likePattern, offsetOf } from '../../../platform/db/pagination.ts';
import { supplierCond } from '../../../platform/db/scope.ts';
import type { Scope } from '../../../platform/http/context.ts';
import { products } from '../../catalog/product/table.ts';
import { customerGroups } from '../../customer/table.ts';
import { logisticsProviders } from '../commerce/table.ts';
import { paymentMethods } from '../payment/table.ts';
import { shippingMethods } from '../shipping/table.ts';
import { tags } from '../tag/table.ts';
import { warehouses } from '../warehouse/table.ts';

/** A localized name in the caller's language, else the first one written. */
export function localizedIn(names: Localized, lang: Language): string {
  return names[lang] || names.en || names['zh-CN'] || names.es || names.ja;
}

/** The look-ups' reads: enabled records as options, and the product picker's page. */
export const lookupRepository = {
  async shippingTemplates(db: Db, lang: Language): Promise<{ id: number; name: string }[]> {
    const rows = await db
      .select({ id: shippingMethods.id, name: shippingMethods.name })
      .from(shippingMethods)
      .where(eq(shippingMethods.enabled, true))
      .orderBy(asc(shippingMethods.sort), asc(shippingMethods.id));
    return rows.map((r) => ({ id: r.id, name: localizedIn(r.name, lang) }));
  },

  async customerGroups(db: Db, lang: Language): Promise<SelectOption[]> {
    const rows = await db
      .select({ id: customerGroups.id, name: customerGroups.name })
      .from(customerGroups)
      .orderBy(asc(customerGroups.sort), asc(customerGroups.id));
    return rows.map((r) => ({ value: r.id, label: localizedIn(r.name, lang) }));
  },

  async warehouses(db: Db): Promise<SelectOption[]> {
    const rows = await db
      .select({ id: warehouses.id, name: warehouses.name })
      .from(warehouses)
      .where(eq(warehouses.enabled, true))
      .orderBy(asc(warehouses.name), asc(warehouses.id));
    return rows.map((r) => ({ value: r.id, label: r.name }));
  },

  async logisticsProviders(db: Db): Promise<SelectOption[]> {
    const rows = await db
      .select({ id: logisticsProviders.id, name: logisticsProviders.name })
      .from(logisticsProviders)
      .where(eq(logisticsProviders.enabled, true))
      .orderBy(asc(logisticsProviders.sort), asc(logisticsProviders.id));
    return rows.map((r) => ({ value: r.id, label: r.name }));
  },

  async paymentMethods(db: Db, lang: Language): Promise<SelectOption[]> {
    const rows = await db
      .select({ id: paymentMethods.id, name: paymentMethods.name })
      .from(paymentMethods)
      .where(eq(paymentMethods.enabled, true))
      .orderBy(asc(paymentMethods.id));
    return rows.map((r) => ({ value: r.id, label: localizedIn(r.name, lang) }));
  },

  async tags(db: Db): Promise<SelectOption[]> {
    const rows = await db
      .select({ id: tags.id, name: tags.name })
      .from(tags)
      .where(eq(tags.enabled, true))
      .orderBy(asc(tags.sort), asc(tags.id));
    return rows.map((r) => ({ value: r.id, label: r.name }));
  },

  /** Products by name, number or SKU (the search text the product list uses), the caller's supplier only. */
  async productPage(
    db: Db,
    scope: Scope,
    lang: Language,
    q: ProductPickQuery,
  ): Promise<{ list: ProductPickRow[]; total: number }> {
    const w: SQL[] = [];
    const own = supplierCond(products.supplierId, scope);
    if (own) w.push(own);
    if (q.keyword) w.push(ilike(products.searchText, likePattern(q.keyword.toLowerCase())));
    const where = w.length ? and(...w) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select({
          id: products.id,
          supplierId: products.supplierId,
          number: products.number,
          sku: products.sku,
          name: products.name,
          price: products.price,
          currency: products.currency,
          stock: products.stock,
          onShelf: products.onShelf,
          images: products.images,
        })
        .from(products)
        .where(where)
        .orderBy(desc(products.id))
        .limit(q.pageSize)
        .offset(offsetOf(q)),
      db
        .select({ n: sql<number>`count(*)` })
        .from(products)
        .where(where),
    ]);
    return {
      list: rows.map((r) => ({
        id: r.id,
        supplierId: r.supplierId,
        number: r.number,
        sku: r.sku,
        name: localizedIn(r.name, lang),
        price: r.price,
        currency: r.currency,
        stock: r.stock,
        onShelf: r.onShelf,
        image: r.images[0] ?? '',
      })),
      total: Number(total?.n ?? 0),
    };
  },
};
