import type { OrderAddressData, OrderDraftBody } from '@shop/shared';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { inventoryRepository } from '../catalog/inventory/repository.ts';
import { convert, type CurrencyRate } from './money.ts';
import type { TaxRuleTerm } from '../setting/tax/compute.ts';
import { taxRepository } from '../setting/tax/repository.ts';
import { orderReferenceRepository as refs } from './reference-repository.ts';

export interface Goods {
  productId: number;
  variantId: number | null;
  supplierId: number | null;
  warehouseId: number;
  sku: string;
  name: Record<'zh-CN' | 'en' | 'es' | 'ja', string>;
  image: string;
  weight: number;
  /** current price converted to the order currency */
  unitPrice: number;
  available: number;
  onShelf: boolean;
  /** the product's tax class, or the default class */
  taxClassId: number;
}

export async function currencyOf(db: Db, code: string): Promise<CurrencyRate> {
  const c = await refs.currency(db, code);
  if (!c)
    throw new AppError(
      'order.currency_unknown',
      { currency: code },
      { fields: [{ field: 'currency', key: 'invalid' }] },
    );
  return { code: c.code, rate: Number(c.rate), decimals: c.decimals };
}

export async function baseCurrency(db: Db): Promise<CurrencyRate> {
  const c = await refs.baseCurrency(db);
  return c ? { code: c.code, rate: Number(c.rate), decimals: c.decimals } : { code: 'USD', rate: 1, decimals: 2 };
}

/** Rates of every currency, for converting product prices. Unknown ones count as the base. */
export async function rateTable(db: Db): Promise<Map<string, CurrencyRate>> {
  const rows = await refs.allCurrencies(db);
  return new Map(rows.map((c) => [c.code, { code: c.code, rate: Number(c.rate), decimals: c.decimals }]));
}

export async function customerOf(db: Db, id: number) {
  const c = await refs.customer(db, id);
  if (!c || !c.enabled)
    throw new AppError('order.customer_unavailable', {}, { fields: [{ field: 'customerId', key: 'invalid' }] });
  return c;
}

export async function groupDiscount(db: Db, groupId: number | null): Promise<number> {
  if (groupId === null) return 0;
  return (await refs.groupDiscount(db, groupId)) ?? 0;
}

/**
 * The tax rules that apply at the address for the customer group, of every class (the calculator's
 * query), fixed amounts converted from the default currency into the order's.
 */
export async function taxesOf(
  db: Db,
  address: OrderAddressData,
  groupId: number | null,
  base: CurrencyRate,
  to: CurrencyRate,
): Promise<TaxRuleTerm[]> {
  const rows = await taxRepository.applicable(db, { country: address.country, region: address.regionCode, groupId });
  return rows.map((r) => (r.type === 'fixed' ? { ...r, rate: convert(r.rate, base, to) } : r));
}

/**
 * The goods of order lines: product or variant (a multi-specification product needs its
 * variant), current price converted to the order currency, the warehouse the stock is taken
 * from (the product's, else the default one) and the stock available there.
 */
export async function goodsOf(db: Db, items: OrderDraftBody['lines'], to: CurrencyRate): Promise<Goods[]> {
  const ids = [...new Set(items.map((i) => i.productId))];
  const prods = ids.length ? await refs.products(db, ids) : [];
  const variantIds = items.flatMap((i) => (i.variantId ? [i.variantId] : []));
  const vars = variantIds.length ? await refs.variants(db, variantIds) : [];
  const rates = await rateTable(db);
  const fallbackWarehouse = await inventoryRepository.defaultWarehouse(db);
  const defaultTaxClass = (await taxRepository.defaultClassId(db)) ?? 0;
  const out: Goods[] = [];
  for (const [i, item] of items.entries()) {
    const p = prods.find((x) => x.id === item.productId);
    if (!p)
      throw new AppError(
        'order.product_unavailable',
        { sku: `#${item.productId}` },
        { fields: [{ field: `lines.${i}.productId`, key: 'invalid' }] },
      );
    const v = item.variantId ? vars.find((x) => x.id === item.variantId && x.productId === p.id) : undefined;
    if (item.variantId && !v)
      throw new AppError(
        'order.product_unavailable',
        { sku: p.sku },
        { fields: [{ field: `lines.${i}.variantId`, key: 'invalid' }] },
      );
    if (p.specMode === 'multi' && !v)
      throw new AppError(
        'stock.variant_required',
        {},
        { fields: [{ field: `lines.${i}.variantId`, key: 'required' }] },
      );
    const warehouseId = p.warehouseId ?? fallbackWarehouse;
    const from = rates.get(p.currency) ?? to;
    const available = await refs.stock(db, p.id, v?.id ?? null, warehouseId);
    out.push({
      productId: p.id,
      variantId: v?.id ?? null,
      supplierId: p.supplierId,
      warehouseId,
      sku: v?.sku ?? p.sku,
      name: p.name,
      image: p.images[0] ?? '',
      weight: p.weight,
      unitPrice: convert(v?.price ?? p.price, from, to),
      available: available ?? 0,
      onShelf: p.onShelf,
      taxClassId: p.taxClassId ?? defaultTaxClass,
    });
  }
  return out;
}
