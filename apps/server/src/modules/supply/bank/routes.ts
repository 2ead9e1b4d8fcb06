import type { FastifyInstance } from 'fastify';
import { bankAuditApi as audit, bankOwnApi as own } from '@shop/shared/api/supply-bank';
import { defineRoute } from '../../../platform/http/define-route.ts';

export function bankRoutes(app: FastifyInstance): void {
  defineRoute(app, audit.list, ({ query, services }) => services.bankChanges.list(query));
  defineRoute(app, audit.info, ({ query, services }) => services.bankChanges.info(query.id));
  defineRoute(app, audit.supplier, ({ query, services }) => services.bankChanges.overview(query.supplierId, false));
  defineRoute(app, audit.decide, ({ body, ctx, services }) => services.bankChanges.decide(ctx, body));
  defineRoute(app, own.overview, ({ ctx, services }) => services.bankChanges.ownOverview(ctx));
  defineRoute(app, own.info, ({ query, ctx, services }) => services.bankChanges.ownInfo(ctx, query.id));
  defineRoute(app, own.submit, ({ body, ctx, services }) => services.bankChanges.submit(ctx, body));
  defineRoute(app, own.withdraw, ({ body, ctx, services }) => services.bankChanges.withdraw(ctx, body.id));
}
