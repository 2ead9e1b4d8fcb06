import { lazy } from 'react';
import type { RouteEntry } from '../../../app/route-types.ts';
import { IMPORT_PATH } from '../product/paths.ts';

export const importRoutes: RouteEntry[] = [
  {
    // Reached from the product list's toolbar; ?job=<id> shows a running or finished import.
    path: IMPORT_PATH,
    titleKey: 'perm:catalog_product_import',
    permission: 'catalog_product_import',
    element: lazy(() => import('./import-page.tsx').then((m) => ({ default: m.ProductImportPage }))),
  },
];
