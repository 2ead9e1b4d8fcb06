import type { FastifyInstance } from 'fastify';
import { categoryApi } from '@shop/shared';
import { defineRoute } from '../../../platform/http/define-route.ts';

export function categoryRoutes(app: FastifyInstance): void {
  defineRoute(app, categoryApi.list, ({ query, services }) => services.categories.list(query));
  defineRoute(app, categoryApi.info, ({ query, services }) => services.categories.info(query.id));
  defineRoute(app, categoryApi.add, ({ body, ctx, services }) => services.categories.add(ctx, body));
  defineRoute(app, categoryApi.edit, ({ body, ctx, services }) => services.categories.edit(ctx, body));
  defineRoute(app, categoryApi.status, ({ body, ctx, services }) =>
    services.categories.setStatus(ctx, body.id, body.status),
  );
  defineRoute(app, categoryApi.sort, ({ body, ctx, services }) => services.categories.sort(ctx, body));
  defineRoute(app, categoryApi.del, ({ body, ctx, services }) => services.categories.remove(ctx, body.id));
}
