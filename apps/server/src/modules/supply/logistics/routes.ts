import type { FastifyInstance } from 'fastify';
import { shipmentApi as api } from '@shop/shared/api/supply-logistics';
import { defineRoute } from '../../../platform/http/define-route.ts';

export function logisticsRoutes(app: FastifyInstance): void {
  defineRoute(app, api.list, ({ query, ctx, services }) => services.shipments.list(ctx, query));
  defineRoute(app, api.info, ({ query, ctx, services }) => services.shipments.info(ctx, query.id));
  defineRoute(app, api.add, ({ body, ctx, services }) => services.shipments.add(ctx, body));
  defineRoute(app, api.edit, ({ body, ctx, services }) => services.shipments.edit(ctx, body));
  defineRoute(app, api.move, ({ body, ctx, services }) => services.shipments.move(ctx, body));
  defineRoute(app, api.receive, ({ body, ctx, services }) => services.shipments.receive(ctx, body));
  defineRoute(app, api.options, ({ ctx, services }) => services.shipments.options(ctx));
  defineRoute(app, api.products, ({ query, ctx, services }) => services.shipments.products(ctx, query));
  defineRoute(app, api.template, ({ query, ctx, services }) => services.shipments.template(ctx, query.productId));
}
