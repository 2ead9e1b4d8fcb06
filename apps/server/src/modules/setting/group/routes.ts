import type { FastifyInstance } from 'fastify';
import { groupApi, permissionTree } from '@shop/shared';
import { defineRoute } from '../../../platform/http/define-route.ts';

export function groupRoutes(app: FastifyInstance): void {
  defineRoute(app, groupApi.list, ({ query, services }) => services.groups.list(query));
  defineRoute(app, groupApi.info, ({ query, services }) => services.groups.info(query.id));
  defineRoute(app, groupApi.tree, async () => ({ list: permissionTree() }));
  defineRoute(app, groupApi.options, ({ services }) => services.groups.options(), { etag: true });
  defineRoute(app, groupApi.add, ({ body, ctx, services }) => services.groups.add(ctx, body));
  defineRoute(app, groupApi.edit, ({ body, ctx, services }) => services.groups.edit(ctx, body));
  defineRoute(app, groupApi.status, ({ body, ctx, services }) => services.groups.setStatus(ctx, body.id, body.status));
  defineRoute(app, groupApi.del, ({ body, ctx, services }) => services.groups.remove(ctx, body.id));
}
