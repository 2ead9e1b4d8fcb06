import { lazy } from 'react';
import type { RouteEntry } from '../../../app/route-types.ts';

export const reviewRoutes: RouteEntry[] = [
  {
    path: '/product/comment',
    titleKey: 'perm:catalog_review_index',
    permission: 'catalog_review_index',
    menu: { area: 'catalog_product', order: 80 },
    element: lazy(() => import('./list-page.tsx').then((m) => ({ default: m.ReviewListPage }))),
  },
  {
    path: '/product/reviewInfo/:id',
    titleKey: 'perm:catalog_review_info',
    permission: 'catalog_review_info',
    element: lazy(() => import('./info-page.tsx').then((m) => ({ default: m.ReviewInfoPage }))),
  },
];
