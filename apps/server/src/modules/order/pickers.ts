import { and, asc, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { likePattern } from '../../platform/db/pagination.ts';
import { inventoryRepository } from '../catalog/inventory/repository.ts';
import { stockLevels } from '../catalog/inventory/table.ts';
import { productVariants, products } from '../catalog/product/table.ts';
import { customerAddresses, customerGroups, customers } from '../customer/table.ts';
import { suppliers } from '../system/supplier/table.ts';

const PAGE = 20;

/**
 * Goods staff can put on an order: products on shelf, one entry per SKU (a multi-specification
 * product's variants), with the stock available in the warehouse the order would take it from.
 */
export async function pickProducts(db: Db, keyword: string | undefined, page: number) {
  const where = and(eq(products.onShelf, true), ...(keyword ? [ilike(products.searchText, likePattern(keyword.toLowerCase()))] : []));
  const rows = await db.select({
    id: products.id, name: products.name, sku: products.sku, image: sql<string | null>`${products.images}->>0`, supplierId: products.supplierId, supplierName: suppliers.name,
    price: products.price, currency: products.currency, specMode: products.specMode, warehouseId: products.warehouseId,
  }).from(products).leftJoin(suppliers, eq(suppliers.id, products.supplierId)).where(where).orderBy(desc(products.id)).limit(PAGE + 1).offset((page - 1) * PAGE);
  const hasMore = rows.length > PAGE;
  const list = rows.slice(0, PAGE);
  const multi = list.filter((p) => p.specMode === 'multi').map((p) => p.id);
  const variants = multi.length ? await db.select().from(productVariants).where(inArray(productVariants.productId, multi)).orderBy(asc(productVariants.sort)) : [];
  const fallback = await inventoryRepository.defaultWarehouse(db);
  const ids = list.map((p) => p.id);
  const levels = ids.length ? await db.select().from(stockLevels).where(inArray(stockLevels.productId, ids)) : [];
  const availableOf = (productId: number, variantId: number | null, warehouseId: number) =>
    levels.find((l) => l.productId === productId && (l.variantId ?? null) === variantId && l.warehouseId === warehouseId)?.quantity ?? 0;
  return {
    hasMore,
    list: list.flatMap((p): { productId: number; variantId: number | null; sku: string; price: number; available: number; name: typeof p.name; image: string | null; supplierId: number | null; supplierName: string | null; currency: string }[] => {
      const w = p.warehouseId ?? fallback;
      const base = { productId: p.id, name: p.name, image: p.image, supplierId: p.supplierId, supplierName: p.supplierName, currency: p.currency };
      if (p.specMode !== 'multi') return [{ ...base, variantId: null, sku: p.sku, price: p.price, available: availableOf(p.id, null, w) }];
      return variants.filter((v) => v.productId === p.id).map((v) => ({ ...base, variantId: v.id, sku: v.sku, price: v.price, available: availableOf(p.id, v.id, w) }));
    }),
  };
}

/** Enabled customers matching a name, email or phone, with their group's discount and their addresses. */
export async function pickCustomers(db: Db, keyword: string | undefined, page: number) {
  const where = and(eq(customers.enabled, true), ...(keyword ? [ilike(customers.searchText, likePattern(keyword.toLowerCase()))] : []));
  const rows = await db.select({
    id: customers.id, name: customers.name, email: customers.email, groupId: customers.groupId, groupName: customerGroups.name, discountPercent: customerGroups.discountPercent,
  }).from(customers).innerJoin(customerGroups, eq(customerGroups.id, customers.groupId)).where(where).orderBy(desc(customers.id)).limit(PAGE + 1).offset((page - 1) * PAGE);
  const list = rows.slice(0, PAGE);
  const ids = list.map((c) => c.id);
  const addresses = ids.length ? await db.select().from(customerAddresses).where(inArray(customerAddresses.customerId, ids)).orderBy(desc(customerAddresses.isDefault), asc(customerAddresses.id)) : [];
  return {
    hasMore: rows.length > PAGE,
    list: list.map((c) => ({
      ...c,
      addresses: addresses.filter((a) => a.customerId === c.id).map((a) => ({
        id: a.id, name: a.name, phone: a.phone, country: a.country, region: a.region, city: a.city, line1: a.line1, line2: a.line2, postcode: a.postcode, isDefault: a.isDefault,
      })),
    })),
  };
}
