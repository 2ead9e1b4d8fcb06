import type { FastifyInstance } from 'fastify';
import { inventoryListData, inventoryListQuery, inventoryWarehousesData, ledgerListData, ledgerListQuery, stockAdjustBody, stockAdjustResult } from '@shop/shared';
import { defineRoute } from '../../../platform/http/define-route.ts';

export function inventoryRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET', url: '/admin/catalog/product/inventory', permission: 'catalog_product_inventory', summary: 'Stock per SKU and warehouse; low=1 for low stock',
    schema: { query: inventoryListQuery, data: inventoryListData },
    handler: ({ query, ctx, services }) => services.inventory.list(ctx.scope, query),
  });
  defineRoute(app, {
    method: 'GET', url: '/admin/catalog/inventory/ledger', permission: 'catalog_product_inventory', summary: 'The stock ledger (by product, variant, warehouse, reason)',
    schema: { query: ledgerListQuery, data: ledgerListData },
    handler: ({ query, ctx, services }) => services.inventory.ledger(ctx.scope, query),
  });
  defineRoute(app, {
    method: 'GET', url: '/admin/catalog/inventory/warehouses', permission: 'catalog_product_inventory', summary: "Warehouses for the stock screen's filter (default first, disabled ones marked)",
    schema: { data: inventoryWarehousesData },
    handler: ({ services }) => services.warehouses.choices(),
  });
  defineRoute(app, {
    method: 'POST', url: '/admin/catalog/inventory/adjust', permission: 'catalog_product_inventory_adjust', summary: 'Adjust the stock of one SKU in one warehouse, with a reason',
    schema: { body: stockAdjustBody, data: stockAdjustResult },
    handler: ({ body, ctx, services }) => services.inventory.adjust(ctx, body),
  });
}
