import type { FastifyInstance } from 'fastify';
import { agreementApi as api, signInAgreementApi } from '@shop/shared/api/agreement';
import { defineRoute } from '../../../platform/http/define-route.ts';

export function agreementRoutes(app: FastifyInstance): void {
  defineRoute(app, api.current, ({ query, services }) => services.agreements.current(query.kind));
  defineRoute(app, api.info, ({ query, services }) => services.agreements.info(query.id));
  defineRoute(app, api.publish, ({ body, ctx, services }) => services.agreements.publish(ctx, body));
  defineRoute(app, signInAgreementApi.read, ({ ctx, services }) => services.agreements.forSignIn(ctx));
  // A passed supplier is enabled by its first acceptance, in the same transaction; sessions then see it.
  defineRoute(app, signInAgreementApi.accept, async ({ body, ctx, services }) => {
    try {
      return await services.agreements.accept(ctx, body.id, (tx) => services.suppliers.enableOnAgreement(tx, ctx));
    } finally {
      services.sessions.invalidate();
    }
  });
}
