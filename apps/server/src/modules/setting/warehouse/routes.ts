import type { FastifyInstance } from 'fastify';
import { warehouseApi } from '@shop/shared';
import { defineRoute } from '../../../platform/http/define-route.ts';

export function warehouseRoutes(app: FastifyInstance): void {
  defineRoute(app, warehouseApi.list, ({ query, services }) => services.warehouses.list(query));
  defineRoute(app, warehouseApi.info, ({ query, services }) => services.warehouses.info(query.id));
  defineRoute(app, warehouseApi.add, ({ body, ctx, services }) => services.warehouses.add(ctx, body));
  defineRoute(app, warehouseApi.edit, ({ body, ctx, services }) => services.warehouses.edit(ctx, body));
  defineRoute(app, warehouseApi.makeDefault, ({ body, ctx, services }) =>
    services.warehouses.makeDefault(ctx, body.id, body.version),
  );
  defineRoute(app, warehouseApi.status, ({ body, ctx, services }) =>
    services.warehouses.setStatus(ctx, body.id, body.status, body.version),
  );
  defineRoute(app, warehouseApi.del, ({ body, ctx, services }) => services.warehouses.remove(ctx, body.id));
}
