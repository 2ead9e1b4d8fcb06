import { lazy } from 'react';
import type { RouteEntry } from '../../../app/route-types.ts';

export const systemRoutes: RouteEntry[] = [
  {
    path: '/404',
    titleKey: 'route:not_found',
    permission: null,
    element: lazy(() => import('./not-found-page.tsx').then((m) => ({ default: m.NotFoundPage }))),
  },
  {
    path: '/customize',
    titleKey: 'route:customize',
    permission: 'shezhi_theme',
    shell: false,
    element: lazy(() => import('./customize-page.tsx').then((m) => ({ default: m.CustomizePage }))),
  },
];
