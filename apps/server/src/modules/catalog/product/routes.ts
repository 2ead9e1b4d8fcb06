import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { productApi, type Language } from '@shop/shared';
import { defineRoute } from '../../../platform/http/define-route.ts';

const CSV_HEADERS: Record<Language, string[]> = {
  'zh-CN': ['编号', '商品编号', 'SKU', '名称', '分类', '供应商', '价格', '币种', '库存', '上架', '更新时间 (UTC)'],
  en: [
    'ID',
    'Number',
    'SKU',
    'Name',
    'Category',
    'Supplier',
    'Price',
    'Currency',
    'Stock',
    'On shelf',
    'Updated (UTC)',
  ],
  es: [
    'ID',
    'Número',
    'SKU',
    'Nombre',
    'Categoría',
    'Proveedor',
    'Precio',
    'Moneda',
    'Stock',
    'A la venta',
    'Actualizado (UTC)',
  ],
  ja: ['ID', '商品番号', 'SKU', '名称', 'カテゴリ', 'サプライヤー', '価格', '通貨', '在庫', '販売中', '更新日時 (UTC)'],
};

export function productRoutes(app: FastifyInstance): void {
  defineRoute(app, productApi.list, ({ query, ctx, services }) => services.products.list(ctx.scope, query));
  defineRoute(app, productApi.info, ({ query, ctx, services }) => services.products.info(ctx.scope, query.id));
  // The same choices under three keys: the list's filters, and the add and edit forms, so that a
  // right to add or edit products works without the right to list them (like the picture uploads).
  defineRoute(app, productApi.options, ({ ctx, services }) => services.products.options(ctx.scope));
  defineRoute(app, productApi.optionsAdd, ({ ctx, services }) => services.products.options(ctx.scope));
  defineRoute(app, productApi.optionsEdit, ({ ctx, services }) => services.products.options(ctx.scope));
  defineRoute(app, productApi.export, async ({ query, ctx, reply, services }) => {
    const stamp = new Date().toISOString().slice(0, 10);
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="products-${stamp}.csv"`);
    return reply.send(Readable.from(services.products.exportCsv(ctx.scope, query, CSV_HEADERS[ctx.lang], ctx.lang)));
  });
  defineRoute(app, productApi.add, ({ body, ctx, services }) => services.products.add(ctx, body), {
    bodyLimit: 4 * 1024 * 1024,
  });
  defineRoute(app, productApi.edit, ({ body, ctx, services }) => services.products.edit(ctx, body), {
    bodyLimit: 4 * 1024 * 1024,
  });
  defineRoute(app, productApi.del, ({ body, ctx, services }) => services.products.remove(ctx, body.ids));
  defineRoute(app, productApi.status, ({ body, ctx, services }) =>
    services.products.setShelf(ctx, body.ids, body.onShelf),
  );
  defineRoute(app, productApi.tags, ({ body, ctx, services }) => services.products.setTags(ctx, body));
  defineRoute(app, productApi.warning, ({ body, ctx, services }) =>
    services.products.setWarning(ctx, body.ids, body.lowStockThreshold),
  );
  defineRoute(app, productApi.changePrice, ({ body, ctx, services }) => services.products.changePrice(ctx, body));
}
