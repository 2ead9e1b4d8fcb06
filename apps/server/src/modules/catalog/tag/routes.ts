import type { FastifyInstance } from 'fastify';
import { idBody, idQuery, okData, statusBody, tagAddBody, tagEditBody, tagInfo, tagListData, tagListQuery } from '@shop/shared';
import { defineRoute } from '../../../platform/http/define-route.ts';

export function tagRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET', url: '/admin/setting/tag', permission: 'tag', summary: 'List product tags (search, status, sort, pager)',
    schema: { query: tagListQuery, data: tagListData },
    handler: ({ query, services }) => services.tags.list(query),
  });
  defineRoute(app, {
    method: 'GET', url: '/admin/setting/tag/info', permission: 'tag', summary: 'One tag with the number of products carrying it',
    schema: { query: idQuery, data: tagInfo },
    handler: ({ query, services }) => services.tags.info(query.id),
  });
  defineRoute(app, {
    method: 'POST', url: '/admin/setting/tag/add', permission: 'tag_add', summary: "Add a tag ('Tag already exists' for a taken name)",
    schema: { body: tagAddBody, data: tagInfo },
    handler: ({ body, ctx, services }) => services.tags.add(ctx, body),
  });
  defineRoute(app, {
    method: 'POST', url: '/admin/setting/tag/edit', permission: 'tag_edit', summary: 'Edit a tag (version checked)',
    schema: { body: tagEditBody, data: tagInfo },
    handler: ({ body, ctx, services }) => services.tags.edit(ctx, body),
  });
  defineRoute(app, {
    method: 'POST', url: '/admin/setting/tag/status', permission: 'tag_status', summary: 'Enable or disable a tag (products keep a disabled tag)',
    schema: { body: statusBody, data: tagInfo },
    handler: ({ body, ctx, services }) => services.tags.setStatus(ctx, body.id, body.status, body.version),
  });
  defineRoute(app, {
    method: 'POST', url: '/admin/setting/tag/del', permission: 'tag_del', summary: 'Delete a tag no product carries',
    schema: { body: idBody, data: okData },
    handler: ({ body, ctx, services }) => services.tags.remove(ctx, body.id),
  });
}
