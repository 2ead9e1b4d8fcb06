import type { FastifyInstance } from 'fastify';
import { inventoryApi } from '@shop/shared';
import { defineRoute } from '../../../platform/http/define-route.ts';

export function inventoryRoutes(app: FastifyInstance): void {
  defineRoute(app, inventoryApi.list, ({ query, ctx, services }) => services.inventory.list(ctx.scope, query));
  defineRoute(app, inventoryApi.ledger, ({ query, ctx, services }) => services.inventory.ledger(ctx.scope, query));
  defineRoute(app, inventoryApi.warehouses, ({ services }) => services.warehouses.choices());
  defineRoute(app, inventoryApi.adjust, ({ body, ctx, services }) => services.inventory.adjust(ctx, body));
}
