import { lazy } from 'react';
import type { RouteEntry } from '../../../app/route-types.ts';

export const dashboardRoutes: RouteEntry[] = [
  {
    path: '/dashboard',
    titleKey: 'route:dashboard',
    permission: 'index',
    menu: { area: 'index', order: 0 },
    element: lazy(() => import('./dashboard-page.tsx').then((m) => ({ default: m.DashboardPage }))),
  },
];
