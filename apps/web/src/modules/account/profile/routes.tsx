import { lazy } from 'react';
import type { RouteEntry } from '../../../app/route-types.ts';

// Reached from the user menu; 'profile' is held by every signed-in user.
export const profileRoutes: RouteEntry[] = [
  {
    path: '/profile/index',
    titleKey: 'route:profile',
    permission: 'profile',
    element: lazy(() => import('./index-page.tsx').then((m) => ({ default: m.ProfileIndexPage }))),
  },
  {
    path: '/profile/edit',
    titleKey: 'route:profile_edit',
    permission: 'profile',
    element: lazy(() => import('./edit-page.tsx').then((m) => ({ default: m.ProfileEditPage }))),
  },
];
