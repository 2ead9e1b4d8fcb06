import { lazy } from 'react';
import type { RouteEntry } from '../../app/route-types.ts';
import { ADD_PATH, EDIT_PATH, INFO_PATH, LIST_PATH, SHIP_PATH, WAYBILL_PATH } from './paths.ts';

export const orderRoutes: RouteEntry[] = [
  {
    path: LIST_PATH,
    titleKey: 'perm:catalog_order_index',
    permission: 'catalog_order_index',
    menu: { area: 'catalog_order', order: 10 },
    element: lazy(() => import('./list-page.tsx').then((m) => ({ default: m.OrderListPage }))),
  },
  {
    path: ADD_PATH,
    titleKey: 'perm:catalog_order_addorder',
    permission: 'catalog_order_addorder',
    menu: { area: 'catalog_order', order: 20 },
    element: lazy(() => import('./add-page.tsx').then((m) => ({ default: m.OrderAddPage }))),
  },
  {
    path: INFO_PATH,
    titleKey: 'perm:catalog_order_orderinfo',
    permission: 'catalog_order_orderinfo',
    element: lazy(() => import('./detail-page.tsx').then((m) => ({ default: m.OrderInfoPage }))),
  },
  {
    path: EDIT_PATH,
    titleKey: 'perm:catalog_order_update',
    permission: 'catalog_order_update',
    element: lazy(() => import('./edit-page.tsx').then((m) => ({ default: m.OrderEditPage }))),
  },
  {
    path: SHIP_PATH,
    titleKey: 'perm:catalog_order_shipping',
    permission: 'catalog_order_shipping',
    element: lazy(() => import('./ship-page.tsx').then((m) => ({ default: m.OrderShipPage }))),
  },
  {
    path: WAYBILL_PATH,
    titleKey: 'perm:catalog_order_waybill',
    permission: 'catalog_order_waybill',
    element: lazy(() => import('./waybill-page.tsx').then((m) => ({ default: m.WaybillPage }))),
  },
];
