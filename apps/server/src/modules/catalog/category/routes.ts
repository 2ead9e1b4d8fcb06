import type { FastifyInstance } from 'fastify';
import { categoryAddBody, categoryEditBody, categoryInfo, categoryListData, categoryListQuery, categorySortBody, idBody, idQuery, okData, statusBody } from '@shop/shared';
import { defineRoute } from '../../../platform/http/define-route.ts';

export function categoryRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET', url: '/admin/catalog/category', permission: 'catalog_category_index', summary: 'The category tree in display order',
    schema: { query: categoryListQuery, data: categoryListData },
    handler: ({ query, services }) => services.categories.list(query),
  });
  defineRoute(app, {
    method: 'GET', url: '/admin/catalog/category/info', permission: 'catalog_category_index', summary: 'One category',
    schema: { query: idQuery, data: categoryInfo },
    handler: ({ query, services }) => services.categories.info(query.id),
  });
  defineRoute(app, {
    method: 'POST', url: '/admin/catalog/category/add', permission: 'catalog_category_add', summary: 'Add a category',
    schema: { body: categoryAddBody, data: categoryInfo },
    handler: ({ body, ctx, services }) => services.categories.add(ctx, body),
  });
  defineRoute(app, {
    method: 'POST', url: '/admin/catalog/category/edit', permission: 'catalog_category_edit', summary: 'Edit a category (version checked)',
    schema: { body: categoryEditBody, data: categoryInfo },
    handler: ({ body, ctx, services }) => services.categories.edit(ctx, body),
  });
  defineRoute(app, {
    method: 'POST', url: '/admin/catalog/category/status', permission: 'catalog_category_edit', summary: 'Enable or disable a category',
    schema: { body: statusBody, data: categoryInfo },
    handler: ({ body, ctx, services }) => services.categories.setStatus(ctx, body.id, body.status),
  });
  defineRoute(app, {
    method: 'POST', url: '/admin/catalog/category/sort', permission: 'catalog_category_edit', summary: 'Reorder the children of one parent (drag and drop)',
    schema: { body: categorySortBody, data: categoryListData },
    handler: ({ body, ctx, services }) => services.categories.sort(ctx, body),
  });
  defineRoute(app, {
    method: 'POST', url: '/admin/catalog/category/del', permission: 'catalog_category_del', summary: 'Delete a category no product or subcategory uses',
    schema: { body: idBody, data: okData },
    handler: ({ body, ctx, services }) => services.categories.remove(ctx, body.id),
  });
}
