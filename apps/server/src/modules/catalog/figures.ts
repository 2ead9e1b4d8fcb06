import { and, eq, sql } from 'drizzle-orm';
import type { PlatformServices } from '../../platform/area.ts';
import type { InventoryService } from './inventory/service.ts';
import { products } from './product/table.ts';
import type { ReviewService } from './review/service.ts';
import { supplierCond } from './scope.ts';

/** The catalog's top-bar counter and dashboard figures; each respects the supplier scope. */
export function registerCatalogFigures(s: PlatformServices & { inventory: InventoryService; reviews: ReviewService }): void {
  s.counters.register('stock_warning', (scope) => s.inventory.lowStockCount(scope));
  s.dashboard.register({
    area: 'catalog_product', key: 'products_on_shelf', permission: 'catalog_product_index',
    value: async (scope) => {
      const [r] = await s.db.select({ n: sql<number>`count(*)::int` }).from(products).where(and(eq(products.onShelf, true), supplierCond(products.supplierId, scope)));
      return Number(r?.n ?? 0);
    },
  });
  s.dashboard.register({ area: 'catalog_product', key: 'low_stock', permission: 'catalog_product_inventory', value: (scope) => s.inventory.lowStockCount(scope) });
  s.dashboard.register({ area: 'catalog_product', key: 'reviews_to_be_reviewed', permission: 'catalog_review_index', value: (scope) => s.reviews.pendingCount(scope) });
}
