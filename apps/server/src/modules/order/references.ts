import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { OrderAddressData, OrderDraftBody } from '@shop/shared';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { inventoryRepository } from '../catalog/inventory/repository.ts';
import { stockLevels } from '../catalog/inventory/table.ts';
import { productVariants, products } from '../catalog/product/table.ts';
import { customerGroups, customers } from '../customer/table.ts';
import { currencies, shippingMethods, taxRules } from '../setting/commerce/table.ts';
import { convert, type CurrencyRate } from './money.ts';
import type { ShippingRule, TaxRuleInput } from './pricing.ts';

export interface Goods {
  productId: number; variantId: number | null; supplierId: number | null; warehouseId: number;
  sku: string; name: Record<'zh-CN' | 'en' | 'es' | 'ja', string>; image: string; weight: number;
  /** current price converted to the order currency */
  unitPrice: number; available: number; onShelf: boolean;
}

export async function currencyOf(db: Db, code: string): Promise<CurrencyRate> {
  const [c] = await db.select().from(currencies).where(and(eq(currencies.code, code), eq(currencies.enabled, true)));
  if (!c) throw new AppError('order.currency_unknown', { currency: code }, { fields: [{ field: 'currency', key: 'invalid' }] });
  return { code: c.code, rate: Number(c.rate), decimals: c.decimals };
}

export async function baseCurrency(db: Db): Promise<CurrencyRate> {
  const [c] = await db.select().from(currencies).where(eq(currencies.isBase, true));
  return c ? { code: c.code, rate: Number(c.rate), decimals: c.decimals } : { code: 'USD', rate: 1, decimals: 2 };
}

/** Rates of every currency, for converting product prices. Unknown ones count as the base. */
export async function rateTable(db: Db): Promise<Map<string, CurrencyRate>> {
  const rows = await db.select().from(currencies);
  return new Map(rows.map((c) => [c.code, { code: c.code, rate: Number(c.rate), decimals: c.decimals }]));
}

export async function customerOf(db: Db, id: number) {
  const [c] = await db.select({ id: customers.id, name: customers.name, email: customers.email, groupId: customers.groupId, enabled: customers.enabled, discount: customerGroups.discountPercent })
    .from(customers).innerJoin(customerGroups, eq(customerGroups.id, customers.groupId)).where(eq(customers.id, id));
  if (!c || !c.enabled) throw new AppError('order.customer_unavailable', {}, { fields: [{ field: 'customerId', key: 'invalid' }] });
  return c;
}

export async function groupDiscount(db: Db, groupId: number | null): Promise<number> {
  if (groupId === null) return 0;
  const [g] = await db.select({ d: customerGroups.discountPercent }).from(customerGroups).where(eq(customerGroups.id, groupId));
  return g?.d ?? 0;
}

/** The shipping method's fees converted to the order currency. */
export async function shippingOf(db: Db, id: number, base: CurrencyRate, to: CurrencyRate): Promise<ShippingRule> {
  const [m] = await db.select().from(shippingMethods).where(and(eq(shippingMethods.id, id), eq(shippingMethods.enabled, true)));
  if (!m) throw new AppError('order.shipping_unknown', {}, { fields: [{ field: 'shippingMethodId', key: 'invalid' }] });
  return { baseFee: convert(m.baseFee, base, to), perKgFee: convert(m.perKgFee, base, to), freeOver: m.freeOver === null ? null : convert(m.freeOver, base, to) };
}

/** Tax rules matching the address and customer group, in priority order; fixed amounts converted. */
export async function taxesOf(db: Db, address: OrderAddressData, groupId: number | null, base: CurrencyRate, to: CurrencyRate): Promise<TaxRuleInput[]> {
  const rows = await db.select().from(taxRules).where(and(
    eq(taxRules.enabled, true),
    or(eq(taxRules.country, ''), eq(taxRules.country, address.country)),
    or(eq(taxRules.region, ''), sql`lower(${taxRules.region}) = ${address.region.toLowerCase()}`),
    groupId === null ? sql`${taxRules.groupId} is null` : or(sql`${taxRules.groupId} is null`, eq(taxRules.groupId, groupId)),
  )).orderBy(asc(taxRules.priority), asc(taxRules.id));
  return rows.map((r) => ({ type: r.type, rate: r.type === 'fixed' ? convert(r.rate, base, to) : r.rate }));
}

/**
 * The goods of order lines: product or variant (a multi-specification product needs its
 * variant), current price converted to the order currency, the warehouse the stock is taken
 * from (the product's, else the default one) and the stock available there.
 */
export async function goodsOf(db: Db, items: OrderDraftBody['lines'], to: CurrencyRate): Promise<Goods[]> {
  const ids = [...new Set(items.map((i) => i.productId))];
  const prods = ids.length ? await db.select().from(products).where(inArray(products.id, ids)) : [];
  const variantIds = items.flatMap((i) => (i.variantId ? [i.variantId] : []));
  const vars = variantIds.length ? await db.select().from(productVariants).where(inArray(productVariants.id, variantIds)) : [];
  const rates = await rateTable(db);
  const fallbackWarehouse = await inventoryRepository.defaultWarehouse(db);
  const out: Goods[] = [];
  for (const [i, item] of items.entries()) {
    const p = prods.find((x) => x.id === item.productId);
    if (!p) throw new AppError('order.product_unavailable', { sku: `#${item.productId}` }, { fields: [{ field: `lines.${i}.productId`, key: 'invalid' }] });
    const v = item.variantId ? vars.find((x) => x.id === item.variantId && x.productId === p.id) : undefined;
    if (item.variantId && !v) throw new AppError('order.product_unavailable', { sku: p.sku }, { fields: [{ field: `lines.${i}.variantId`, key: 'invalid' }] });
    if (p.specMode === 'multi' && !v) throw new AppError('stock.variant_required', {}, { fields: [{ field: `lines.${i}.variantId`, key: 'required' }] });
    const warehouseId = p.warehouseId ?? fallbackWarehouse;
    const from = rates.get(p.currency) ?? to;
    const [level] = await db.select({ q: stockLevels.quantity }).from(stockLevels).where(and(
      eq(stockLevels.productId, p.id), v ? eq(stockLevels.variantId, v.id) : sql`${stockLevels.variantId} is null`, eq(stockLevels.warehouseId, warehouseId),
    ));
    out.push({
      productId: p.id, variantId: v?.id ?? null, supplierId: p.supplierId, warehouseId,
      sku: v?.sku ?? p.sku, name: p.name, image: p.images[0] ?? '', weight: p.weight,
      unitPrice: convert(v?.price ?? p.price, from, to), available: level?.q ?? 0, onShelf: p.onShelf,
    });
  }
  return out;
}
