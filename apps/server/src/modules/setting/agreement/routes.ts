import type { FastifyInstance } from 'fastify';
import { agreementApi as api, signInAgreementApi } from '@shop/shared/api/agreement';
import { defineRoute } from '../../../platform/http/define-route.ts';

export function agreementRoutes(app: FastifyInstance): void {
  defineRoute(app, api.current, ({ query, services }) => services.agreements.current(query.kind));
  defineRoute(app, api.info, ({ query, services }) => services.agreements.info(query.id));
  defineRoute(app, api.publish, ({ body, ctx, services }) => services.agreements.publish(ctx, body));
  defineRoute(app, signInAgreementApi.read, ({ ctx, services }) => services.agreements.forSignIn(ctx));
  defineRoute(app, signInAgreementApi.accept, ({ body, ctx, services }) => services.agreements.accept(ctx, body.id));
}
