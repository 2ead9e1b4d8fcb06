import { lazy } from 'react';
import type { RouteEntry } from '../../../app/route-types.ts';

export const customerGroupRoutes: RouteEntry[] = [
  {
    path: '/setting/vip',
    titleKey: 'perm:customer_group_index',
    permission: 'customer_group_index',
    menu: { area: 'customer_customer', order: 20 },
    element: lazy(() => import('./list-page.tsx').then((m) => ({ default: m.CustomerGroupListPage }))),
  },
];
