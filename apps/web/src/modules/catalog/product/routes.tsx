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
    // Add, and with ?id=<id> the detail and edit of one product (one route, as the spec names it).
    path: DETAIL_PATH,
    titleKey: 'route:product_detail',
    permission: 'catalog_product_add',
    element: lazy(() => import('./detail-page.tsx').then((m) => ({ default: m.ProductDetailPage }))),
  },
];
