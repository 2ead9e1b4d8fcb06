import type { FastifyInstance } from 'fastify';
import { dashboardApi } from '@shop/shared';
import { defineRoute } from '../../platform/http/define-route.ts';

export function apiRoutes(app: FastifyInstance): void {
  defineRoute(app, dashboardApi.messages, ({ ctx, services }) => services.counters.counts(ctx.scope));
  defineRoute(app, dashboardApi.bindLive, ({ query, ctx, services }) => services.live.bind(ctx.scope, query.client_id));
  defineRoute(app, dashboardApi.tiles, ({ ctx, services }) => services.dashboard.tiles(ctx.scope));
}
