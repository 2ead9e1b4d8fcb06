import type { FastifyInstance } from 'fastify';
import { reviewApi } from '@shop/shared';
import { defineRoute } from '../../../platform/http/define-route.ts';

export function reviewRoutes(app: FastifyInstance): void {
  defineRoute(app, reviewApi.list, ({ query, ctx, services }) => services.reviews.list(ctx.scope, query));
  defineRoute(app, reviewApi.info, ({ query, ctx, services }) => services.reviews.info(ctx.scope, query.id));
  defineRoute(app, reviewApi.audit, ({ body, ctx, services }) => services.reviews.audit(ctx, body.ids, body.status));
  defineRoute(app, reviewApi.reply, ({ body, ctx, services }) => services.reviews.reply(ctx, body));
}
