import { lazy } from 'react';
import type { RouteEntry } from '../../../app/route-types.ts';

const CategoryForm = lazy(() => import('./form-page.tsx').then((m) => ({ default: m.CategoryFormPage })));

export const categoryRoutes: RouteEntry[] = [
  {
    path: '/product/classify',
    titleKey: 'perm:catalog_category_index',
    permission: 'catalog_category_index',
    menu: { area: 'catalog_product', order: 20 },
    element: lazy(() => import('./tree-page.tsx').then((m) => ({ default: m.CategoryTreePage }))),
  },
  {
    path: '/product/classifyAdd/:pid',
    titleKey: 'perm:catalog_category_add',
    permission: 'catalog_category_add',
    element: CategoryForm,
  },
  {
    path: '/product/classifyEdit/:pid/:cid',
    titleKey: 'perm:catalog_category_edit',
    permission: 'catalog_category_edit',
    element: CategoryForm,
  },
];
