import { lazyPage, route } from '../../../app/route-entry.ts';
import { IMPORT_PATH } from '../product/paths.ts';

const ProductImportPage = lazyPage(() => import('./import-page.tsx'), 'ProductImportPage');

export const importRoutes = [
  // Reached from the product list's toolbar; ?job=<id> shows a running or finished import.
  route(IMPORT_PATH, 'catalog_product_import', ProductImportPage),
];
