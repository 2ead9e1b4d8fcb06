import { lazy } from 'react';
import type { RouteEntry } from '../../../app/route-types.ts';
import { DETAIL_PATH, LIST_PATH } from './paths.ts';

export const productRoutes: RouteEntry[] = [
  {
    path: LIST_PATH,
    titleKey: 'route:product',
    permission: 'catalog_product_index',
    menu: { area: 'catalog_product', order: 10 },
    element: lazy(() => import('./list-page.tsx').then((m) => ({ default: m.ProductListPage }))),
  },
  {
    // With ?id=<id> one product: edited by holders of catalog_product_edit, shown read-only to
    // the others; without an id the "new product" form, which the screen keeps for catalog_product_add.
    path: DETAIL_PATH,
    titleKey: 'route:product_detail',
    permission: 'catalog_product_index',
    element: lazy(() => import('./detail-page.tsx').then((m) => ({ default: m.ProductDetailPage }))),
  },
];
