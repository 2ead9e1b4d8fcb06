import { defineConsoleArea } from '../../app/console-area.ts';
import { categoryRoutes } from './category/routes.tsx';
import { dictionaryRoutes } from './dictionary/routes.tsx';
import { importRoutes } from './import/routes.tsx';
import { inventoryRoutes } from './inventory/routes.tsx';
import { productRoutes } from './product/routes.tsx';
import { reviewRoutes } from './review/routes.tsx';

/** The catalog: products, import, categories, stock, dictionaries and reviews. */
export default defineConsoleArea({
  name: 'catalog',
  routes: [...productRoutes, ...importRoutes, ...categoryRoutes, ...inventoryRoutes, ...dictionaryRoutes, ...reviewRoutes],
});
