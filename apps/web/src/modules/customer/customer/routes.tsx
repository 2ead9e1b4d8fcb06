import { lazy } from 'react';
import type { RouteEntry } from '../../../app/route-types.ts';
import { INFO_PATH, LIST_PATH } from './paths.ts';

export const customerRoutes: RouteEntry[] = [
  {
    path: LIST_PATH,
    titleKey: 'perm:customer_customer_index',
    permission: 'customer_customer_index',
    menu: { area: 'customer_customer', order: 10 },
    element: lazy(() => import('./list-page.tsx').then((m) => ({ default: m.CustomerListPage }))),
  },
  {
    path: INFO_PATH,
    titleKey: 'perm:customer_customer_info',
    permission: 'customer_customer_info',
    element: lazy(() => import('./info-page.tsx').then((m) => ({ default: m.CustomerInfoPage }))),
  },
];
