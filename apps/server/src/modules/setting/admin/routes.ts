import type { FastifyInstance } from 'fastify';
import { adminApi } from '@shop/shared';
import { defineRoute } from '../../../platform/http/define-route.ts';

export function adminRoutes(app: FastifyInstance): void {
  defineRoute(app, adminApi.list, ({ query, services }) => services.admins.list(query));
  defineRoute(app, adminApi.info, ({ query, services }) => services.admins.info(query.id));
  defineRoute(app, adminApi.add, ({ body, ctx, services }) => services.admins.add(ctx, body));
  defineRoute(app, adminApi.edit, ({ body, ctx, services }) => services.admins.edit(ctx, body));
  defineRoute(app, adminApi.status, ({ body, ctx, services }) => services.admins.setStatus(ctx, body.id, body.status));
  defineRoute(app, adminApi.password, ({ body, ctx, services }) =>
    services.admins.resetPassword(ctx, body.id, body.password),
  );
  defineRoute(app, adminApi.del, ({ body, ctx, services }) => services.admins.remove(ctx, body.id));
}
