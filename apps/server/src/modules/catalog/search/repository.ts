import { eq, inArray, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Language } from '@shop/shared';
import type { ShopSearchQuery } from '@shop/shared/api/catalog-shop-search';
import type { Db } from '../../../platform/db/database.ts';
import type { Scope } from '../../../platform/http/context.ts';
import { suppliers } from '../../../platform/identity/table.ts';
import { productListQuery } from '../product/repository.ts';
import { products } from '../product/table.ts';
import { shopSearches } from './table.ts';

/** The shop front reads as no one in particular: every owner's products, no supplier scope. */
const SHOP_SCOPE: Scope = {
  adminId: 0,
  sessionId: 0,
  username: 'shop',
  truename: 'shop',
  supplierId: null,
  isSuper: false,
  permissions: new Set(),
};

/** Sold by the platform, or by a supplier in good standing (not one only passed, restricted or disabled). */
function ownerSelling(db: Db): SQL {
  const selling = db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.state, 'enabled'));
  return or(isNull(products.supplierId), inArray(products.supplierId, selling))!;
}

export const shopSearchRepository = {
  /**
   * A page of sellable products (on the shelf, see `ownerSelling`) whose names, number or SKUs
   * hold the keyword, newest first: the product list's own statements, narrowed.
   */
  async search(db: Db, keyword: string, q: Pick<ShopSearchQuery, 'page' | 'pageSize'>) {
    const filters = { keyword: keyword || undefined, shelf: 'on' as const, page: q.page, pageSize: q.pageSize };
    const { page, count } = await productListQuery(db, SHOP_SCOPE, filters, [ownerSelling(db)]);
    const [rows, counted] = await Promise.all([page, count]);
    return {
      list: rows.map((r) => ({ id: r.id, name: r.name, price: r.price, currency: r.currency, image: r.image })),
      total: Number(counted?.[0]?.n ?? 0),
    };
  },

  async record(db: Db, values: { keyword: string; lang: Language; results: number }): Promise<void> {
    await db.insert(shopSearches).values(values);
  },

  /** Deletes the searches made before `before`; answers how many. */
  async prune(db: Db, before: Date): Promise<number> {
    const gone = await db
      .delete(shopSearches)
      .where(lt(shopSearches.createdAt, before))
      .returning({ id: shopSearches.id });
    return gone.length;
  },
};
