import { lazy } from 'react';
import type { RouteEntry } from '../../../app/route-types.ts';

export const tagRoutes: RouteEntry[] = [
  {
    path: '/tag',
    titleKey: 'perm:tag',
    permission: 'tag',
    menu: { area: 'shezhi', order: 40 },
    element: lazy(() => import('./list-page.tsx').then((m) => ({ default: m.TagListPage }))),
  },
];
