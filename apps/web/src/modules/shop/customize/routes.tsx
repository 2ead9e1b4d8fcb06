import { lazy } from 'react';
import type { RouteEntry } from '../../../app/route-types.ts';

export const customizeRoutes: RouteEntry[] = [
  {
    path: '/customize',
    titleKey: 'route:customize',
    permission: 'shezhi_theme',
    shell: false,
    element: lazy(() => import('./customize-page.tsx').then((m) => ({ default: m.CustomizePage }))),
  },
];
