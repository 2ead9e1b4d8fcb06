import type { FastifyInstance } from 'fastify';
import { customerApi, customerGroupApi } from '@shop/shared';
import { defineRoute } from '../../platform/http/define-route.ts';

export function customerRoutes(app: FastifyInstance): void {
  defineRoute(app, customerApi.list, ({ query, services }) => services.customers.list(query));
  defineRoute(app, customerApi.options, ({ services }) => services.customers.options());
  defineRoute(app, customerApi.info, ({ query, services }) => services.customers.info(query.id));
  defineRoute(app, customerApi.add, ({ body, ctx, services }) => services.customers.add(ctx, body));
  defineRoute(app, customerApi.edit, ({ body, ctx, services }) => services.customers.edit(ctx, body));
  defineRoute(app, customerApi.status, ({ body, ctx, services }) =>
    services.customers.setStatus(ctx, body.ids, body.enabled),
  );
  defineRoute(app, customerApi.addressAdd, ({ body, ctx, services }) => services.customerAddresses.add(ctx, body));
  defineRoute(app, customerApi.addressEdit, ({ body, ctx, services }) => services.customerAddresses.edit(ctx, body));
  defineRoute(app, customerApi.addressDel, ({ body, ctx, services }) =>
    services.customerAddresses.remove(ctx, body.id),
  );

  defineRoute(app, customerGroupApi.list, ({ query, services }) => services.customerGroups.list(query));
  defineRoute(app, customerGroupApi.add, ({ body, ctx, services }) => services.customerGroups.add(ctx, body));
  defineRoute(app, customerGroupApi.edit, ({ body, ctx, services }) => services.customerGroups.edit(ctx, body));
  defineRoute(app, customerGroupApi.del, ({ body, ctx, services }) => services.customerGroups.remove(ctx, body.id));
  defineRoute(app, customerGroupApi.setDefault, ({ body, ctx, services }) =>
    services.customerGroups.setDefault(ctx, body.id),
  );
}
