import { type PermissionDef, area } from '../../permission-tree.ts';

export const orderPermissions: readonly PermissionDef[] = [
  ...area('catalog_order', [
    { key: 'catalog_order_index', routes: ['/order/management'], supplier: true, api: ['GET /admin/order', 'GET /admin/order/export', 'GET /admin/order/choices', 'POST /admin/order/export/start', 'GET /admin/order/export/job', 'GET /admin/order/export/file'] },
    { key: 'catalog_order_orderinfo', routes: ['/order/orderInfo/:id'], supplier: true, api: ['GET /admin/order/info'] },
    { key: 'catalog_order_update', routes: ['/order/orderEdit/:id'], api: ['POST /admin/order/edit/quote', 'POST /admin/order/edit', 'POST /admin/order/complete', 'GET /admin/order/edit/pick/products', 'GET /admin/order/edit/pick/customers'] },
    { key: 'catalog_order_addorder', routes: ['/order/orderAdd'], api: ['POST /admin/order/quote', 'POST /admin/order/add', 'GET /admin/order/pick/products', 'GET /admin/order/pick/customers'] },
    { key: 'catalog_order_pay', api: ['POST /admin/order/pay'] },
    { key: 'catalog_order_cancel', api: ['POST /admin/order/cancel'] },
    { key: 'catalog_order_split', api: ['POST /admin/order/split'] },
    { key: 'catalog_order_merge', api: ['POST /admin/order/merge'] },
    { key: 'catalog_order_shipping', routes: ['/order/ship/:oid/:pid'], supplier: true, api: ['POST /admin/order/ship', 'POST /admin/order/shipment/cancel'] },
    { key: 'catalog_order_waybill', routes: ['/order/transportation'], supplier: true },
    {
      key: 'catalog_order_abandoned', routes: ['/order/abandoned'],
      api: ['GET /admin/order/abandoned', 'GET /admin/order/abandoned/stats', 'GET /admin/order/abandoned/info', 'POST /admin/order/abandoned/recall'],
    },
    {
      key: 'catalog_order_logistics', routes: ['/order/logistics'], supplier: true,
      api: [
        'GET /admin/order/logistics', 'GET /admin/order/logistics/info', 'GET /admin/order/logistics/choices', 'GET /admin/order/logistics/import/template',
        'POST /admin/order/logistics/track', 'POST /admin/order/logistics/import',
      ],
    },
  ], { supplier: true }),
];
