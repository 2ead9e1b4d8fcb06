import type { PlatformServices } from '../../platform/area.ts';
import type { InventoryService } from './inventory/service.ts';
import { productRepository } from './product/repository.ts';
import type { ReviewService } from './review/service.ts';

/** The catalog's top-bar counter and dashboard figures; each respects the supplier scope. */
export function registerCatalogFigures(
  s: PlatformServices & { inventory: InventoryService; reviews: ReviewService },
): void {
  s.counters.register('stock_warning', (scope) => s.inventory.lowStockCount(scope));
  s.dashboard.register({
    area: 'catalog_product',
    key: 'products_on_shelf',
    permission: 'catalog_product_index',
    value: (scope) => productRepository.onShelfCount(s.db, scope),
  });
  s.dashboard.register({
    area: 'catalog_product',
    key: 'low_stock',
    permission: 'catalog_product_inventory',
    value: (scope) => s.inventory.lowStockCount(scope),
  });
  s.dashboard.register({
    area: 'catalog_product',
    key: 'reviews_to_be_reviewed',
    permission: 'catalog_review_index',
    value: (scope) => s.reviews.pendingCount(scope),
  });
}
