import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { orderApi } from '@shop/shared';
import { defineRoute } from '../../platform/http/define-route.ts';
import { pickCustomers, pickProducts } from './pickers.ts';

export function orderRoutes(app: FastifyInstance): void {
  defineRoute(app, orderApi.list, ({ query, ctx, services }) => services.orders.list(ctx.scope, query));
  defineRoute(app, orderApi.export, async ({ query, ctx, reply, services }) => {
    const stamp = new Date().toISOString().slice(0, 10);
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="orders-${stamp}.csv"`);
    return reply.send(Readable.from(services.orders.exportCsv(ctx.scope, query, ctx.lang)));
  });
  defineRoute(app, orderApi.exportStart, async ({ body, ctx, reply, services }) => {
    const started = await services.orderExports.start(ctx, body);
    reply.raw.once('finish', () => services.jobs.wake());
    return started;
  });
  defineRoute(app, orderApi.exportJob, ({ query, ctx, services }) =>
    services.orderExports.job(ctx.scope, ctx.lang, query.id),
  );
  defineRoute(app, orderApi.exportFile, async ({ query, ctx, reply, services }) => {
    const file = await services.orderExports.file(ctx.scope, query.id);
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="${file.name}"`);
    return reply.send(file.stream);
  });
  defineRoute(app, orderApi.choices, ({ ctx, services }) => services.orders.choices(ctx.scope));
  defineRoute(app, orderApi.info, ({ query, ctx, services }) => services.orders.info(ctx.scope, query.id));
  defineRoute(app, orderApi.quote, ({ body, ctx, services }) => services.orders.quote(ctx.scope, body));
  defineRoute(app, orderApi.add, ({ body, ctx, services }) => services.orders.add(ctx, body));
  defineRoute(app, orderApi.editQuote, ({ body, ctx, services }) => services.orders.quote(ctx.scope, body));
  defineRoute(app, orderApi.edit, ({ body, ctx, services }) => services.orders.edit(ctx, body));
  defineRoute(app, orderApi.pay, ({ body, ctx, services }) =>
    services.orders.pay(ctx, body.id, body.version, body.note, body.paymentMethodId),
  );
  defineRoute(app, orderApi.cancel, ({ body, ctx, services }) =>
    services.orders.cancel(ctx, body.id, body.version, body.cancelRemark),
  );
  defineRoute(app, orderApi.complete, ({ body, ctx, services }) =>
    services.orders.complete(ctx, body.id, body.version, body.note),
  );
  defineRoute(app, orderApi.ship, ({ body, ctx, services }) => services.orders.ship(ctx, body));
  defineRoute(app, orderApi.shipmentCancel, ({ body, ctx, services }) =>
    services.orders.cancelShipment(ctx, body.shipmentId, body.reason),
  );
  defineRoute(app, orderApi.split, ({ body, ctx, services }) => services.orders.split(ctx, body));
  defineRoute(app, orderApi.merge, ({ body, ctx, services }) => services.orders.merge(ctx, body.ids, body.reason));
  // The order form's pickers, once for adding and once for editing (each endpoint holds one permission key).
  for (const [products, customers] of [
    [orderApi.pickProducts, orderApi.pickCustomers],
    [orderApi.editPickProducts, orderApi.editPickCustomers],
  ] as const) {
    defineRoute(app, products, ({ query, services }) => pickProducts(services.db, query.keyword, query.page));
    defineRoute(app, customers, ({ query, services }) => pickCustomers(services.db, query.keyword, query.page));
  }
}
