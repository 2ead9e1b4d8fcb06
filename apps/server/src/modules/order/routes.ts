import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  idQuery, orderAddBody, orderCancelBody, orderChoicesData, orderEditBody, orderFilters, orderInfo, orderListData, orderListQuery,
  orderMergeBody, orderMergeData, orderNoteBody, orderPayBody, orderQuoteBody, orderQuoteData, orderShipBody, orderSplitBody, orderSplitData,
  orderCustomerPickData, orderExportJobData, orderExportStartData, orderPickQuery, orderProductPickData, shipmentCancelBody, type Language,
} from '@shop/shared';
import { defineRoute } from '../../platform/http/define-route.ts';
import { ORDER_CSV_HEADERS, orderLabel } from './csv.ts';
import { pickCustomers, pickProducts } from './pickers.ts';

export function orderRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET', url: '/admin/order', permission: 'catalog_order_index', summary: 'List orders (search, filters, views, sort, pager)',
    schema: { query: orderListQuery, data: orderListData },
    handler: ({ query, ctx, services }) => services.orders.list(ctx.scope, query),
  });
  defineRoute(app, {
    method: 'GET', url: '/admin/order/export', permission: 'catalog_order_index', summary: 'The filtered order list as CSV (streamed in batches)',
    schema: { query: orderFilters }, raw: true,
    handler: async ({ query, ctx, reply, services }) => {
      const stamp = new Date().toISOString().slice(0, 10);
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="orders-${stamp}.csv"`);
      return reply.send(Readable.from(services.orders.exportCsv(ctx.scope, query, ctx.lang)));
    },
  });
  defineRoute(app, {
    method: 'POST', url: '/admin/order/export/start', permission: 'catalog_order_index', summary: 'Start a CSV export of the filtered list as a job (large lists)',
    schema: { body: orderFilters, data: orderExportStartData },
    handler: async ({ body, ctx, reply, services }) => {
      const started = await services.orderExports.start(ctx, body);
      reply.raw.once('finish', () => services.jobs.wake());
      return started;
    },
  });
  defineRoute(app, {
    method: 'GET', url: '/admin/order/export/job', permission: 'catalog_order_index', summary: 'An export job: state and rows written of total',
    schema: { query: idQuery, data: orderExportJobData },
    handler: ({ query, ctx, services }) => services.orderExports.job(ctx.scope, ctx.lang, query.id),
  });
  defineRoute(app, {
    method: 'GET', url: '/admin/order/export/file', permission: 'catalog_order_index', summary: 'The CSV file of a finished export job',
    schema: { query: idQuery }, raw: true,
    handler: async ({ query, ctx, reply, services }) => {
      const file = await services.orderExports.file(ctx.scope, query.id);
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="${file.name}"`);
      return reply.send(file.stream);
    },
  });
  defineRoute(app, {
    method: 'GET', url: '/admin/order/choices', permission: 'catalog_order_index', summary: 'Currencies, shipping methods and logistics providers',
    schema: { data: orderChoicesData },
    handler: ({ ctx, services }) => services.orders.choices(ctx.scope),
  });
  defineRoute(app, {
    method: 'GET', url: '/admin/order/info', permission: 'catalog_order_orderinfo', summary: 'One order with lines, shipments, history and lineage',
    schema: { query: idQuery, data: orderInfo },
    handler: ({ query, ctx, services }) => services.orders.info(ctx.scope, query.id),
  });
  defineRoute(app, {
    method: 'POST', url: '/admin/order/quote', permission: 'catalog_order_addorder', summary: 'Price a new order without saving it',
    schema: { body: orderQuoteBody, data: orderQuoteData },
    handler: ({ body, ctx, services }) => services.orders.quote(ctx.scope, body),
  });
  defineRoute(app, {
    method: 'POST', url: '/admin/order/add', permission: 'catalog_order_addorder', summary: 'Create an order for a customer (stock taken)',
    schema: { body: orderAddBody, data: orderInfo },
    handler: ({ body, ctx, services }) => services.orders.add(ctx, body),
  });
  defineRoute(app, {
    method: 'POST', url: '/admin/order/edit/quote', permission: 'catalog_order_update', summary: 'Price an edit and show the difference',
    schema: { body: orderQuoteBody.extend({ orderId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }), data: orderQuoteData },
    handler: ({ body, ctx, services }) => services.orders.quote(ctx.scope, body),
  });
  defineRoute(app, {
    method: 'POST', url: '/admin/order/edit', permission: 'catalog_order_update', summary: 'Edit an unshipped order (version checked; stock adjusted)',
    schema: { body: orderEditBody, data: orderInfo },
    handler: ({ body, ctx, services }) => services.orders.edit(ctx, body),
  });
  defineRoute(app, {
    method: 'POST', url: '/admin/order/pay', permission: 'catalog_order_pay', summary: 'Mark paid (mixed suppliers: split by supplier)',
    schema: { body: orderPayBody, data: orderInfo },
    handler: ({ body, ctx, services }) => services.orders.pay(ctx, body.id, body.version, body.note),
  });
  defineRoute(app, {
    method: 'POST', url: '/admin/order/cancel', permission: 'catalog_order_cancel', summary: 'Cancel an unshipped order with a remark (restocks)',
    schema: { body: orderCancelBody, data: orderInfo },
    handler: ({ body, ctx, services }) => services.orders.cancel(ctx, body.id, body.version, body.cancelRemark),
  });
  defineRoute(app, {
    method: 'POST', url: '/admin/order/complete', permission: 'catalog_order_update', summary: 'Complete a paid, delivered order',
    schema: { body: orderNoteBody, data: orderInfo },
    handler: ({ body, ctx, services }) => services.orders.complete(ctx, body.id, body.version, body.note),
  });
  defineRoute(app, {
    method: 'POST', url: '/admin/order/ship', permission: 'catalog_order_shipping', summary: 'Ship a package: waybill, date, provider, lines and quantities',
    schema: { body: orderShipBody, data: orderInfo },
    handler: ({ body, ctx, services }) => services.orders.ship(ctx, body),
  });
  defineRoute(app, {
    method: 'POST', url: '/admin/order/shipment/cancel', permission: 'catalog_order_shipping', summary: 'Cancel a shipment not yet delivered',
    schema: { body: shipmentCancelBody, data: orderInfo },
    handler: ({ body, ctx, services }) => services.orders.cancelShipment(ctx, body.shipmentId, body.reason),
  });
  defineRoute(app, {
    method: 'POST', url: '/admin/order/split', permission: 'catalog_order_split', summary: 'Split by chosen lines and quantities',
    schema: { body: orderSplitBody, data: orderSplitData },
    handler: ({ body, ctx, services }) => services.orders.split(ctx, body),
  });
  defineRoute(app, {
    method: 'POST', url: '/admin/order/merge', permission: 'catalog_order_merge', summary: 'Merge live splits of one order (they are voided, not deleted)',
    schema: { body: orderMergeBody, data: orderMergeData },
    handler: ({ body, ctx, services }) => services.orders.merge(ctx, body.ids, body.reason),
  });
  // The order form's pickers, once for adding and once for editing (each route holds one permission key).
  for (const [prefix, permission] of [['/admin/order', 'catalog_order_addorder'], ['/admin/order/edit', 'catalog_order_update']] as const) {
    defineRoute(app, {
      method: 'GET', url: `${prefix}/pick/products`, permission, summary: 'Goods on shelf with live stock, for the order form',
      schema: { query: orderPickQuery, data: orderProductPickData },
      handler: ({ query, services }) => pickProducts(services.db, query.keyword, query.page),
    });
    defineRoute(app, {
      method: 'GET', url: `${prefix}/pick/customers`, permission, summary: 'Enabled customers with addresses, for the order form',
      schema: { query: orderPickQuery, data: orderCustomerPickData },
      handler: ({ query, services }) => pickCustomers(services.db, query.keyword, query.page),
    });
  }
}
