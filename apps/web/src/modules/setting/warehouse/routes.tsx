import { lazy } from 'react';
import type { RouteEntry } from '../../../app/route-types.ts';

export const warehouseRoutes: RouteEntry[] = [
  {
    path: '/warehouse',
    titleKey: 'perm:setting_warehouse',
    permission: 'setting_warehouse',
    menu: { area: 'shezhi', order: 50 },
    element: lazy(() => import('./list-page.tsx').then((m) => ({ default: m.WarehouseListPage }))),
  },
];
