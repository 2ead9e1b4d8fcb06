import type { FastifyInstance } from 'fastify';
import { logisticsProviderApi as api } from '@shop/shared/api/logistics-provider';
import { defineRoute } from '../../../platform/http/define-route.ts';

export function logisticsProviderRoutes(app: FastifyInstance): void {
  defineRoute(app, api.list, ({ query, services }) => services.logisticsProviders.list(query));
  defineRoute(app, api.info, ({ query, services }) => services.logisticsProviders.info(query.id));
  defineRoute(app, api.add, ({ body, ctx, services }) => services.logisticsProviders.add(ctx, body));
  defineRoute(app, api.edit, ({ body, ctx, services }) => services.logisticsProviders.edit(ctx, body));
  defineRoute(app, api.status, ({ body, ctx, services }) =>
    services.logisticsProviders.setStatus(ctx, body.id, body.status, body.version),
  );
  defineRoute(app, api.del, ({ body, ctx, services }) => services.logisticsProviders.remove(ctx, body.id));
}
