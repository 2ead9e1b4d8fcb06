import type { FastifyInstance } from 'fastify';
import {
  idBody, idQuery, okData, statusBody, warehouseAddBody, warehouseDefaultBody, warehouseEditBody, warehouseInfo,
  warehouseListData, warehouseListQuery,
} from '@shop/shared';
import { defineRoute } from '../../../platform/http/define-route.ts';

export function warehouseRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET', url: '/admin/setting/warehouse', permission: 'setting_warehouse', summary: 'List warehouses (search, status, sort, pager)',
    schema: { query: warehouseListQuery, data: warehouseListData },
    handler: ({ query, services }) => services.warehouses.list(query),
  });
  defineRoute(app, {
    method: 'GET', url: '/admin/setting/warehouse/info', permission: 'setting_warehouse', summary: 'One warehouse with what refers to it',
    schema: { query: idQuery, data: warehouseInfo },
    handler: ({ query, services }) => services.warehouses.info(query.id),
  });
  defineRoute(app, {
    method: 'POST', url: '/admin/setting/warehouse/add', permission: 'setting_warehouse_add', summary: 'Add a warehouse (the first enabled one becomes the default)',
    schema: { body: warehouseAddBody, data: warehouseInfo },
    handler: ({ body, ctx, services }) => services.warehouses.add(ctx, body),
  });
  defineRoute(app, {
    method: 'POST', url: '/admin/setting/warehouse/edit', permission: 'setting_warehouse_edit', summary: 'Edit a warehouse (version checked)',
    schema: { body: warehouseEditBody, data: warehouseInfo },
    handler: ({ body, ctx, services }) => services.warehouses.edit(ctx, body),
  });
  defineRoute(app, {
    method: 'POST', url: '/admin/setting/warehouse/default', permission: 'setting_warehouse_edit', summary: 'Make an enabled warehouse the default one',
    schema: { body: warehouseDefaultBody, data: warehouseInfo },
    handler: ({ body, ctx, services }) => services.warehouses.makeDefault(ctx, body.id, body.version),
  });
  defineRoute(app, {
    method: 'POST', url: '/admin/setting/warehouse/status', permission: 'setting_warehouse_status', summary: 'Enable or disable a warehouse (not the default one)',
    schema: { body: statusBody, data: warehouseInfo },
    handler: ({ body, ctx, services }) => services.warehouses.setStatus(ctx, body.id, body.status, body.version),
  });
  defineRoute(app, {
    method: 'POST', url: '/admin/setting/warehouse/del', permission: 'setting_warehouse_del', summary: 'Delete a warehouse nothing refers to (not the default one)',
    schema: { body: idBody, data: okData },
    handler: ({ body, ctx, services }) => services.warehouses.remove(ctx, body.id),
  });
}
