import type { Db } from '../../platform/db/database.ts';
import { inventoryRepository } from '../catalog/inventory/repository.ts';
import { postalAddress } from '../customer/repository.ts';
import { orderReferenceRepository as refs } from './reference-repository.ts';

const PAGE = 20;

/**
 * Goods staff can put on an order: products on shelf, one entry per SKU (a multi-specification
 * product's variants), with the stock available in the warehouse the order would take it from.
 */
export async function pickProducts(db: Db, keyword: string | undefined, page: number) {
  const rows = await refs.productsOnShelf(db, keyword, PAGE + 1, (page - 1) * PAGE);
  const hasMore = rows.length > PAGE;
  const list = rows.slice(0, PAGE);
  const multi = list.filter((p) => p.specMode === 'multi').map((p) => p.id);
  const variants = multi.length ? await refs.variantsOf(db, multi) : [];
  const fallback = await inventoryRepository.defaultWarehouse(db);
  const ids = list.map((p) => p.id);
  const levels = ids.length ? await refs.stockOf(db, ids) : [];
  const availableOf = (productId: number, variantId: number | null, warehouseId: number) =>
    levels.find(
      (l) => l.productId === productId && (l.variantId ?? null) === variantId && l.warehouseId === warehouseId,
    )?.quantity ?? 0;
  return {
    hasMore,
    list: list.flatMap(
      (
        p,
      ): {
        productId: number;
        variantId: number | null;
        sku: string;
        price: number;
        available: number;
        name: typeof p.name;
        image: string | null;
        supplierId: number | null;
        supplierName: string | null;
        currency: string;
      }[] => {
        const w = p.warehouseId ?? fallback;
        const base = {
          productId: p.id,
          name: p.name,
          image: p.image,
          supplierId: p.supplierId,
          supplierName: p.supplierName,
          currency: p.currency,
        };
        if (p.specMode !== 'multi')
          return [{ ...base, variantId: null, sku: p.sku, price: p.price, available: availableOf(p.id, null, w) }];
        return variants
          .filter((v) => v.productId === p.id)
          .map((v) => ({
            ...base,
            variantId: v.id,
            sku: v.sku,
            price: v.price,
            available: availableOf(p.id, v.id, w),
          }));
      },
    ),
  };
}

/** Enabled customers matching a name, email or phone, with their group's discount and their addresses. */
export async function pickCustomers(db: Db, keyword: string | undefined, page: number) {
  const rows = await refs.enabledCustomers(db, keyword, PAGE + 1, (page - 1) * PAGE);
  const list = rows.slice(0, PAGE);
  const ids = list.map((c) => c.id);
  const addresses = ids.length ? await refs.addressesOf(db, ids) : [];
  return {
    hasMore: rows.length > PAGE,
    list: list.map((c) => ({
      ...c,
      addresses: addresses
        .filter((a) => a.customerId === c.id)
        .map((a) => ({ id: a.id, ...postalAddress(a), isDefault: a.isDefault })),
    })),
  };
}
