import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import {
  batchResult, changePriceResult, idQuery, productAddBody, productChangePriceBody, productDelBody, productEditBody, productFilters,
  productInfo, productListData, productListQuery, productOptionsData, productStatusBody, productTagsBody, productWarningBody, type Language,
} from '@shop/shared';
import { defineRoute } from '../../../platform/http/define-route.ts';

const CSV_HEADERS: Record<Language, string[]> = {
  'zh-CN': ['编号', '商品编号', 'SKU', '名称', '分类', '供应商', '价格', '币种', '库存', '上架', '更新时间 (UTC)'],
  en: ['ID', 'Number', 'SKU', 'Name', 'Category', 'Supplier', 'Price', 'Currency', 'Stock', 'On shelf', 'Updated (UTC)'],
  es: ['ID', 'Número', 'SKU', 'Nombre', 'Categoría', 'Proveedor', 'Precio', 'Moneda', 'Stock', 'A la venta', 'Actualizado (UTC)'],
  ja: ['ID', '商品番号', 'SKU', '名称', 'カテゴリ', 'サプライヤー', '価格', '通貨', '在庫', '販売中', '更新日時 (UTC)'],
};

export function productRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET', url: '/admin/catalog/product', permission: 'catalog_product_index', summary: 'List products (search, filters, sort, pager)',
    schema: { query: productListQuery, data: productListData },
    handler: ({ query, ctx, services }) => services.products.list(ctx.scope, query),
  });
  defineRoute(app, {
    method: 'GET', url: '/admin/catalog/product/info', permission: 'catalog_product_index', summary: 'One product with variants',
    schema: { query: idQuery, data: productInfo },
    handler: ({ query, ctx, services }) => services.products.info(ctx.scope, query.id),
  });
  // The same choices under three keys: the list's filters, and the add and edit forms, so that a
  // right to add or edit products works without the right to list them (like the picture uploads).
  defineRoute(app, {
    method: 'GET', url: '/admin/catalog/product/options', permission: 'catalog_product_index', summary: "Choices of the product list's filters",
    schema: { data: productOptionsData },
    handler: ({ ctx, services }) => services.products.options(ctx.scope),
  });
  defineRoute(app, {
    method: 'GET', url: '/admin/catalog/product/options/add', permission: 'catalog_product_add', summary: 'Choices of the add-product form',
    schema: { data: productOptionsData },
    handler: ({ ctx, services }) => services.products.options(ctx.scope),
  });
  defineRoute(app, {
    method: 'GET', url: '/admin/catalog/product/options/edit', permission: 'catalog_product_edit', summary: 'Choices of the edit-product form',
    schema: { data: productOptionsData },
    handler: ({ ctx, services }) => services.products.options(ctx.scope),
  });
  defineRoute(app, {
    method: 'GET', url: '/admin/catalog/product/export', permission: 'catalog_product_index', summary: 'The filtered product list as CSV',
    schema: { query: productFilters }, raw: true,
    handler: async ({ query, ctx, reply, services }) => {
      const stamp = new Date().toISOString().slice(0, 10);
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="products-${stamp}.csv"`);
      return reply.send(Readable.from(services.products.exportCsv(ctx.scope, query, CSV_HEADERS[ctx.lang], ctx.lang)));
    },
  });
  defineRoute(app, {
    method: 'POST', url: '/admin/catalog/product/add', permission: 'catalog_product_add', summary: 'Add a product',
    schema: { body: productAddBody, data: productInfo }, bodyLimit: 4 * 1024 * 1024,
    handler: ({ body, ctx, services }) => services.products.add(ctx, body),
  });
  defineRoute(app, {
    method: 'POST', url: '/admin/catalog/product/edit', permission: 'catalog_product_edit', summary: 'Edit a product (version checked)',
    schema: { body: productEditBody, data: productInfo }, bodyLimit: 4 * 1024 * 1024,
    handler: ({ body, ctx, services }) => services.products.edit(ctx, body),
  });
  defineRoute(app, {
    method: 'POST', url: '/admin/catalog/product/del', permission: 'catalog_product_del', summary: 'Delete products of one supplier',
    schema: { body: productDelBody, data: batchResult },
    handler: ({ body, ctx, services }) => services.products.remove(ctx, body.ids),
  });
  defineRoute(app, {
    method: 'POST', url: '/admin/catalog/product/status', permission: 'catalog_product_status', summary: 'Put products on or off shelf',
    schema: { body: productStatusBody, data: batchResult },
    handler: ({ body, ctx, services }) => services.products.setShelf(ctx, body.ids, body.onShelf),
  });
  defineRoute(app, {
    method: 'POST', url: '/admin/catalog/product/tags', permission: 'catalog_product_edit', summary: 'Set, add or remove tags of products',
    schema: { body: productTagsBody, data: batchResult },
    handler: ({ body, ctx, services }) => services.products.setTags(ctx, body),
  });
  defineRoute(app, {
    method: 'POST', url: '/admin/catalog/product/warning', permission: 'catalog_product_edit', summary: 'Set the low-stock threshold of products',
    schema: { body: productWarningBody, data: batchResult },
    handler: ({ body, ctx, services }) => services.products.setWarning(ctx, body.ids, body.lowStockThreshold),
  });
  defineRoute(app, {
    method: 'POST', url: '/admin/catalog/product/changeprice', permission: 'catalog_product_edit', summary: 'Change prices; zero or negative results are not applied',
    schema: { body: productChangePriceBody, data: changePriceResult },
    handler: ({ body, ctx, services }) => services.products.changePrice(ctx, body),
  });
}
