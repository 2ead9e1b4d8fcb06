import type { FastifyInstance } from 'fastify';
import { feedbackApi } from '@shop/shared';
import { defineRoute } from '../../../platform/http/define-route.ts';

export function feedbackRoutes(app: FastifyInstance): void {
  defineRoute(app, feedbackApi.add, ({ body, ctx, services }) => services.feedback.add(ctx, body));
  defineRoute(app, feedbackApi.list, ({ query, services }) => services.feedback.list(query));
  defineRoute(app, feedbackApi.info, ({ query, services }) => services.feedback.info(query.id));
  defineRoute(app, feedbackApi.status, ({ body, ctx, services }) => services.feedback.setStatus(ctx, body));
}
