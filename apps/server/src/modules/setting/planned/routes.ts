import type { FastifyInstance } from 'fastify';
import { plannedApi } from '@shop/shared/api/planned';
import { defineRoute } from '../../../platform/http/define-route.ts';

export function plannedRoutes(app: FastifyInstance): void {
  defineRoute(app, plannedApi.list, ({ query, services }) => services.planned.list(query));
  defineRoute(app, plannedApi.info, ({ query, services }) => services.planned.info(query.id));
  defineRoute(app, plannedApi.add, ({ body, ctx, services }) => services.planned.add(ctx, body));
  defineRoute(app, plannedApi.edit, ({ body, ctx, services }) => services.planned.edit(ctx, body));
  defineRoute(app, plannedApi.status, ({ body, ctx, services }) =>
    services.planned.setStatus(ctx, body.id, body.status, body.version),
  );
  defineRoute(app, plannedApi.del, ({ body, ctx, services }) => services.planned.remove(ctx, body.id));
  defineRoute(app, plannedApi.preview, ({ body, services }) => services.planned.preview(body));
}
