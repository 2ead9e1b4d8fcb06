import { lazy } from 'react';
import type { RouteEntry } from '../../../app/route-types.ts';
import { LIST_PATH } from './paths.ts';

export const abandonedRoutes: RouteEntry[] = [
  {
    path: LIST_PATH,
    titleKey: 'perm:catalog_order_abandoned',
    permission: 'catalog_order_abandoned',
    // In the order area, after the order screens.
    menu: { area: 'catalog_order', order: 80 },
    element: lazy(() => import('./list-page.tsx').then((m) => ({ default: m.AbandonedListPage }))),
  },
];
