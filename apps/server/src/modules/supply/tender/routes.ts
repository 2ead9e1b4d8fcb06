import type { FastifyInstance } from 'fastify';
import { demandApi } from '@shop/shared/api/supply-demand';
import { tenderApi } from '@shop/shared/api/supply-tender';
import { defineRoute } from '../../../platform/http/define-route.ts';

export function demandRoutes(app: FastifyInstance): void {
  const api = demandApi;
  defineRoute(app, api.list, ({ query, ctx, services }) => services.demands.list(ctx, query));
  defineRoute(app, api.info, ({ query, ctx, services }) => services.demands.info(ctx, query.id));
  defineRoute(app, api.options, ({ query, ctx, services }) => services.demands.options(ctx, query.keyword));
  defineRoute(app, api.suggestions, ({ query, ctx, services }) => services.demands.suggestions(ctx, query.threshold));
  defineRoute(app, api.add, ({ body, ctx, services }) => services.demands.add(ctx, body));
  defineRoute(app, api.edit, ({ body, ctx, services }) => services.demands.edit(ctx, body));
  defineRoute(app, api.close, ({ body, ctx, services }) => services.demands.close(ctx, body.id));
  defineRoute(app, api.respond, ({ body, ctx, services }) => services.demands.respond(ctx, body));
  defineRoute(app, api.withdraw, ({ body, ctx, services }) => services.demands.withdraw(ctx, body.id));
}

export function tenderRoutes(app: FastifyInstance): void {
  const api = tenderApi;
  defineRoute(app, api.list, ({ query, ctx, services }) => services.tenders.list(ctx, query));
  defineRoute(app, api.info, ({ query, ctx, services }) => services.tenders.info(ctx, query.id));
  defineRoute(app, api.own, ({ query, ctx, services }) => services.tenders.own(ctx, query.id));
  defineRoute(app, api.eligible, ({ query, ctx, services }) => services.tenders.eligible(ctx, query));
  defineRoute(app, api.add, ({ body, ctx, services }) => services.tenders.add(ctx, body));
  defineRoute(app, api.invite, ({ body, ctx, services }) => services.tenders.invite(ctx, body));
  defineRoute(app, api.bid, ({ body, ctx, services }) => services.tenders.bid(ctx, body));
  defineRoute(app, api.withdraw, ({ body, ctx, services }) => services.tenders.withdraw(ctx, body.id));
  defineRoute(app, api.receipt, async ({ query, ctx, reply, services }) => {
    const file = await services.tenders.receipt(ctx, query.id);
    reply.header('content-type', 'text/plain; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="${file.name}"`);
    return reply.send(file.text);
  });
  defineRoute(app, api.close, ({ body, ctx, services }) => services.tenderSteps.close(ctx, body));
  defineRoute(app, api.open, ({ body, ctx, services }) => services.tenderSteps.open(ctx, body));
  defineRoute(app, api.award, ({ body, ctx, services }) => services.tenderSteps.award(ctx, body));
  defineRoute(app, api.cancel, ({ body, ctx, services }) => services.tenderSteps.cancel(ctx, body));
}
