import type { FastifyInstance } from 'fastify';
import { paymentApi as api } from '@shop/shared/api/payment';
import { defineRoute } from '../../../platform/http/define-route.ts';

export function paymentRoutes(app: FastifyInstance): void {
  defineRoute(app, api.list, ({ query, services }) => services.payments.list(query));
  defineRoute(app, api.info, ({ query, services }) => services.payments.info(query.id));
  defineRoute(app, api.add, ({ body, ctx, services }) => services.payments.add(ctx, body));
  defineRoute(app, api.edit, ({ body, ctx, services }) => services.payments.edit(ctx, body));
  defineRoute(app, api.status, ({ body, ctx, services }) =>
    services.payments.setStatus(ctx, body.id, body.status, body.version),
  );
  defineRoute(app, api.del, ({ body, ctx, services }) => services.payments.remove(ctx, body.id));
}
