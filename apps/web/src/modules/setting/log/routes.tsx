import { lazy } from 'react';
import type { RouteEntry } from '../../../app/route-types.ts';

export const logRoutes: RouteEntry[] = [
  {
    path: '/log',
    titleKey: 'route:log',
    permission: 'log',
    menu: { area: 'shezhi', order: 30 },
    element: lazy(() => import('./list-page.tsx').then((m) => ({ default: m.LogListPage }))),
  },
];
