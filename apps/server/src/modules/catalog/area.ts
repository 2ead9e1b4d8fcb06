import path from 'node:path';
import { defineServerArea } from '../../platform/area.ts';
import { categoryRoutes } from './category/routes.ts';
import { CategoryService } from './category/service.ts';
import { dictionaryRoutes } from './dictionary/routes.ts';
import { DICTIONARIES, DictionaryService } from './dictionary/service.ts';
import { registerCatalogFigures } from './figures.ts';
import { importRoutes } from './import/routes.ts';
import { ImportService } from './import/service.ts';
import { inventoryRoutes } from './inventory/routes.ts';
import { InventoryService } from './inventory/service.ts';
import { productRoutes } from './product/routes.ts';
import { ProductService } from './product/service.ts';
import { reviewRoutes } from './review/routes.ts';
import { ReviewService } from './review/service.ts';
import { shopSearchRoutes } from './search/routes.ts';
import { ShopSearchService } from './search/service.ts';
import { storeInfo } from '../setting/store/sections.ts';

/**
 * The catalog: products, categories, stock, reviews, the attribute dictionaries, the product import and the shop
 * front's search.
 */
export const catalogArea = defineServerArea({
  name: 'catalog',
  services: ({ db, files, live, jobs, config, settings }) => ({
    products: new ProductService(db, files, live, storeInfo(settings).baseUrl),
    categories: new CategoryService(db),
    inventory: new InventoryService(db, live),
    reviews: new ReviewService(db),
    /** by url segment: stockstatus, attributegroup, attribute, option, filter */
    dictionaries: Object.fromEntries(DICTIONARIES.map((k) => [k.url, new DictionaryService(db, k)])) as Record<
      string,
      DictionaryService
    >,
    imports: new ImportService(db, jobs, live, path.resolve(config.DATA_DIR)),
    shopSearch: new ShopSearchService(db),
  }),
  routes: [
    productRoutes,
    inventoryRoutes,
    categoryRoutes,
    reviewRoutes,
    dictionaryRoutes,
    importRoutes,
    shopSearchRoutes,
  ],
  figures: registerCatalogFigures,
  jobs: ({ jobs, shopSearch }) => {
    // shop searches older than their keeping time, nightly
    jobs.schedule('catalog.search.prune', '40 3 * * *', async () => ({
      result: { deleted: await shopSearch.prune() },
    }));
  },
});
