import { lazy } from 'react';
import type { RouteEntry } from '../../../app/route-types.ts';
import { LIST_PATH } from './paths.ts';

export const logisticsRoutes: RouteEntry[] = [
  {
    path: LIST_PATH,
    titleKey: 'perm:catalog_order_logistics',
    permission: 'catalog_order_logistics',
    // In the order area, after the order screens and the abandoned checkouts.
    menu: { area: 'catalog_order', order: 90 },
    element: lazy(() => import('./list-page.tsx').then((m) => ({ default: m.LogisticsListPage }))),
  },
];
