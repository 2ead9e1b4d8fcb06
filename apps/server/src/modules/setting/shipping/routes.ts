import type { FastifyInstance } from 'fastify';
import { shippingAreaApi } from '@shop/shared/api/shipping-area';
import { shippingTemplateApi as api } from '@shop/shared/api/shipping';
import { defineRoute } from '../../../platform/http/define-route.ts';

export function shippingRoutes(app: FastifyInstance): void {
  defineRoute(app, api.list, ({ query, services }) => services.shippingTemplates.list(query));
  defineRoute(app, api.info, ({ query, services }) => services.shippingTemplates.info(query.id));
  defineRoute(app, api.add, ({ body, ctx, services }) => services.shippingTemplates.add(ctx, body));
  defineRoute(app, api.edit, ({ body, ctx, services }) => services.shippingTemplates.edit(ctx, body));
  defineRoute(app, api.status, ({ body, ctx, services }) =>
    services.shippingTemplates.setStatus(ctx, body.id, body.status, body.version),
  );
  defineRoute(app, api.del, ({ body, ctx, services }) => services.shippingTemplates.remove(ctx, body.id));
  defineRoute(app, api.calculate, ({ query, services }) => services.shippingTemplates.calculate(query));
  defineRoute(app, shippingAreaApi.info, ({ query, services }) => services.shippingAreas.info(query.id));
  defineRoute(app, shippingAreaApi.add, ({ body, ctx, services }) => services.shippingAreas.add(ctx, body));
  defineRoute(app, shippingAreaApi.edit, ({ body, ctx, services }) => services.shippingAreas.edit(ctx, body));
  defineRoute(app, shippingAreaApi.del, ({ body, ctx, services }) => services.shippingAreas.remove(ctx, body.id));
}
