import type { FastifyInstance } from 'fastify';
import { adminAddBody, adminEditBody, adminListQuery, adminPasswordBody, idBody, idQuery, statusBody } from '@shop/shared';
import { defineRoute } from '../../../platform/http/define-route.ts';

export function adminRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET', url: '/admin/setting/admin', permission: 'setting_admin_index', summary: 'List administrators',
    schema: { query: adminListQuery },
    handler: ({ query, services }) => services.admins.list(query),
  });
  defineRoute(app, {
    method: 'GET', url: '/admin/setting/admin/info', permission: 'setting_admin_index', summary: 'One administrator',
    schema: { query: idQuery },
    handler: ({ query, services }) => services.admins.info(query.id),
  });
  defineRoute(app, {
    method: 'POST', url: '/admin/setting/admin/add', permission: 'setting_admin_add', summary: 'Add an administrator or supplier user',
    schema: { body: adminAddBody },
    handler: ({ body, ctx, services }) => services.admins.add(ctx, body),
  });
  defineRoute(app, {
    method: 'POST', url: '/admin/setting/admin/edit', permission: 'setting_admin_edit', summary: 'Edit an administrator',
    schema: { body: adminEditBody },
    handler: ({ body, ctx, services }) => services.admins.edit(ctx, body),
  });
  defineRoute(app, {
    method: 'POST', url: '/admin/setting/admin/status', permission: 'setting_admin_status', summary: 'Enable or disable an administrator',
    schema: { body: statusBody },
    handler: ({ body, ctx, services }) => services.admins.setStatus(ctx, body.id, body.status),
  });
  defineRoute(app, {
    method: 'POST', url: '/admin/setting/admin/password', permission: 'setting_admin_password', summary: 'Set a new password for an administrator',
    schema: { body: adminPasswordBody },
    handler: ({ body, ctx, services }) => services.admins.resetPassword(ctx, body.id, body.password),
  });
  defineRoute(app, {
    method: 'POST', url: '/admin/setting/admin/del', permission: 'setting_admin_del', summary: 'Delete an administrator',
    schema: { body: idBody },
    handler: ({ body, ctx, services }) => services.admins.remove(ctx, body.id),
  });
}
