import type { FastifyInstance } from 'fastify';
import { tagApi } from '@shop/shared';
import { defineRoute } from '../../../platform/http/define-route.ts';

export function tagRoutes(app: FastifyInstance): void {
  defineRoute(app, tagApi.list, ({ query, services }) => services.tags.list(query));
  defineRoute(app, tagApi.info, ({ query, services }) => services.tags.info(query.id));
  defineRoute(app, tagApi.add, ({ body, ctx, services }) => services.tags.add(ctx, body));
  defineRoute(app, tagApi.edit, ({ body, ctx, services }) => services.tags.edit(ctx, body));
  defineRoute(app, tagApi.status, ({ body, ctx, services }) =>
    services.tags.setStatus(ctx, body.id, body.status, body.version),
  );
  defineRoute(app, tagApi.del, ({ body, ctx, services }) => services.tags.remove(ctx, body.id));
}
