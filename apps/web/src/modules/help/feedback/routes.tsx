import { lazy } from 'react';
import type { RouteEntry } from '../../../app/route-types.ts';

export const feedbackRoutes: RouteEntry[] = [
  {
    path: '/feedback',
    titleKey: 'route:feedback',
    permission: 'help_suggest',
    menu: { area: 'help', order: 20 },
    element: lazy(() => import('./list-page.tsx').then((m) => ({ default: m.FeedbackListPage }))),
  },
];
