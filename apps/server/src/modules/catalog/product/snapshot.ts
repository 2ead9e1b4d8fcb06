import type { ProductRecord, VariantRecord } from './repository.ts';

/** A product as its audit rows keep it: its columns but the search text and timestamps, and its variants if given. */
export function snapshot(p: ProductRecord, variants?: VariantRecord[]) {
  const { searchText: _s, createdAt: _c, updatedAt: _u, ...rest } = p;
  if (!variants) return rest;
  return { ...rest, variants: variants.map(({ id, sku, price, optionValues }) => ({ id, sku, price, optionValues })) };
}

/** Stock at or below the warning threshold: the products the low-stock count and its live update follow. */
export const lowOnStock = (stock: number, threshold: number) => stock <= threshold;
