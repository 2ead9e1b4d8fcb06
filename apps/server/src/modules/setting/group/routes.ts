import type { FastifyInstance } from 'fastify';
import { groupAddBody, groupEditBody, groupListQuery, idBody, idQuery, permissionTree, statusBody } from '@shop/shared';
import { defineRoute } from '../../../platform/http/define-route.ts';

export function groupRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET', url: '/admin/setting/group', permission: 'setting_group_index', summary: 'List management groups',
    schema: { query: groupListQuery },
    handler: ({ query, services }) => services.groups.list(query),
  });
  defineRoute(app, {
    method: 'GET', url: '/admin/setting/group/info', permission: 'setting_group_index', summary: 'A management group with its permissions',
    schema: { query: idQuery },
    handler: ({ query, services }) => services.groups.info(query.id),
  });
  defineRoute(app, {
    method: 'GET', url: '/admin/setting/group/tree', permission: 'setting_group_index', summary: 'The assignable permission tree',
    handler: async () => ({ list: permissionTree() }),
  });
  defineRoute(app, {
    method: 'GET', url: '/admin/api/group', permission: 'setting_admin_index', summary: 'Groups to choose from on the administrator form',
    handler: ({ services }) => services.groups.options(),
  });
  defineRoute(app, {
    method: 'POST', url: '/admin/setting/group/add', permission: 'setting_group_add', summary: 'Add a management group',
    schema: { body: groupAddBody },
    handler: ({ body, ctx, services }) => services.groups.add(ctx, body),
  });
  defineRoute(app, {
    method: 'POST', url: '/admin/setting/group/edit', permission: 'setting_group_edit', summary: 'Edit a management group',
    schema: { body: groupEditBody },
    handler: ({ body, ctx, services }) => services.groups.edit(ctx, body),
  });
  defineRoute(app, {
    method: 'POST', url: '/admin/setting/group/status', permission: 'setting_group_status', summary: 'Enable or disable a group',
    schema: { body: statusBody },
    handler: ({ body, ctx, services }) => services.groups.setStatus(ctx, body.id, body.status),
  });
  defineRoute(app, {
    method: 'POST', url: '/admin/setting/group/del', permission: 'setting_group_del', summary: 'Delete a group that no administrator uses',
    schema: { body: idBody },
    handler: ({ body, ctx, services }) => services.groups.remove(ctx, body.id),
  });
}
