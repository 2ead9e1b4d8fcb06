import type { FastifyInstance } from 'fastify';
import { bindAdminQuery } from '@shop/shared';
import { defineRoute } from '../../platform/http/define-route.ts';

export function apiRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET', url: '/admin/api/message', permission: 'profile', summary: 'The top bar\'s message counters',
    handler: ({ ctx, services }) => services.counters.counts(ctx.scope),
  });
  defineRoute(app, {
    method: 'GET', url: '/admin/api/BindAdmin', permission: 'profile', summary: 'Bind a live-channel client id to the signed-in session',
    schema: { query: bindAdminQuery },
    handler: ({ query, ctx, services }) => services.live.bind(ctx.scope, query.client_id),
  });
  defineRoute(app, {
    method: 'GET', url: '/admin/api/dashboard', permission: 'profile', summary: 'Dashboard tiles for the areas the account may open',
    handler: ({ ctx, services }) => services.dashboard.tiles(ctx.scope),
  });
}
