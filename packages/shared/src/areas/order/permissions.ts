import { type PermissionDef, area } from '../../permission-tree.ts';

export const orderPermissions: readonly PermissionDef[] = [
  ...area(
    'catalog_order',
    [
      { key: 'catalog_order_index', routes: ['/order/management'], supplier: true },
      { key: 'catalog_order_orderinfo', routes: ['/order/orderInfo/:id'], supplier: true },
      { key: 'catalog_order_update', routes: ['/order/orderEdit/:id'] },
      { key: 'catalog_order_addorder', routes: ['/order/orderAdd'] },
      { key: 'catalog_order_pay' },
      { key: 'catalog_order_cancel' },
      { key: 'catalog_order_split' },
      { key: 'catalog_order_merge' },
      { key: 'catalog_order_shipping', routes: ['/order/ship/:oid/:pid'], supplier: true },
      { key: 'catalog_order_waybill', routes: ['/order/transportation'], supplier: true },
      { key: 'catalog_order_abandoned', routes: ['/order/abandoned'] },
      { key: 'catalog_order_logistics', routes: ['/order/logistics'], supplier: true },
    ],
    { supplier: true },
  ),
];
