import { lazy } from 'react';
import type { RouteEntry } from '../../../app/route-types.ts';

export const adminRoutes: RouteEntry[] = [
  {
    path: '/admin',
    titleKey: 'route:admin',
    permission: 'setting_admin_index',
    menu: { area: 'shezhi', order: 10 },
    element: lazy(() => import('./list-page.tsx').then((m) => ({ default: m.AdminListPage }))),
  },
];
