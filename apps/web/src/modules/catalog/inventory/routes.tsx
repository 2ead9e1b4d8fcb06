import { lazy } from 'react';
import type { RouteEntry } from '../../../app/route-types.ts';

export const inventoryRoutes: RouteEntry[] = [
  {
    path: '/product/inventory',
    titleKey: 'perm:catalog_product_inventory',
    permission: 'catalog_product_inventory',
    menu: { area: 'catalog_product', order: 30 },
    element: lazy(() => import('./list-page.tsx').then((m) => ({ default: m.InventoryListPage }))),
  },
];
