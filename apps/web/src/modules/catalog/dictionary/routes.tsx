import { lazy } from 'react';
import type { RouteEntry } from '../../../app/route-types.ts';

const page = (
  name: 'StockStatusListPage' | 'AttributeGroupListPage' | 'AttributeListPage' | 'OptionListPage' | 'FilterListPage',
) => lazy(() => import('./list-page.tsx').then((m) => ({ default: m[name] })));

export const dictionaryRoutes: RouteEntry[] = [
  {
    path: '/apply/status',
    titleKey: 'perm:catalog_attribute_index',
    permission: 'catalog_attribute_index',
    menu: { area: 'catalog_product', order: 50 },
    element: page('AttributeListPage'),
  },
  {
    path: '/product/attributeGroup',
    titleKey: 'perm:catalog_attribute_index',
    permission: 'catalog_attribute_index',
    element: page('AttributeGroupListPage'),
  },
  {
    path: '/product/option',
    titleKey: 'perm:catalog_option_index',
    permission: 'catalog_option_index',
    menu: { area: 'catalog_product', order: 60 },
    element: page('OptionListPage'),
  },
  {
    path: '/product/filter',
    titleKey: 'perm:catalog_filter_index',
    permission: 'catalog_filter_index',
    menu: { area: 'catalog_product', order: 70 },
    element: page('FilterListPage'),
  },
  {
    path: '/product/stockstatus',
    titleKey: 'perm:catalog_stock_status_index',
    permission: 'catalog_stock_status_index',
    menu: { area: 'catalog_product', order: 40 },
    element: page('StockStatusListPage'),
  },
];
