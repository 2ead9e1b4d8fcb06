import { lazy } from 'react';
import type { RouteEntry } from '../../../app/route-types.ts';

export const groupRoutes: RouteEntry[] = [
  {
    path: '/setting/group',
    titleKey: 'route:group',
    permission: 'setting_group_index',
    menu: { area: 'shezhi', order: 20 },
    element: lazy(() => import('./list-page.tsx').then((m) => ({ default: m.GroupListPage }))),
  },
];
