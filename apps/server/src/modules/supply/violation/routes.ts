import type { FastifyInstance } from 'fastify';
import { markApi } from '@shop/shared/api/supply-mark';
import { ownViolationApi, violationApi } from '@shop/shared/api/supply-violation';
import { violationLadderApi, violationTypeApi } from '@shop/shared/api/supply-violation-type';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { defineEvidenceUpload } from '../../../platform/files/routes.ts';

export function violationTypeRoutes(app: FastifyInstance): void {
  const api = violationTypeApi;
  defineRoute(app, api.list, ({ query, services }) => services.violationTypes.list(query));
  defineRoute(app, api.options, ({ services }) => services.violationTypes.options());
  defineRoute(app, api.add, ({ body, ctx, services }) => services.violationTypes.add(ctx, body));
  defineRoute(app, api.edit, ({ body, ctx, services }) => services.violationTypes.edit(ctx, body));
  defineRoute(app, api.status, ({ body, ctx, services }) =>
    services.violationTypes.setStatus(ctx, body.id, body.status, body.version),
  );
  defineRoute(app, api.del, ({ body, ctx, services }) => services.violationTypes.remove(ctx, body.id));
  defineRoute(app, violationLadderApi.info, ({ services }) => services.violationTypes.ladder());
  defineRoute(app, violationLadderApi.save, ({ body, ctx, services }) => services.violationTypes.saveLadder(ctx, body));
}

export function violationRoutes(app: FastifyInstance): void {
  const api = violationApi;
  defineRoute(app, api.list, ({ query, services }) => services.violations.list(query));
  defineRoute(app, api.suppliers, ({ services }) => services.violations.suppliers());
  defineRoute(app, api.standing, ({ query, services }) => services.violations.standing(query.supplierId));
  defineRoute(app, api.add, ({ body, ctx, services }) => services.violations.add(ctx, body));
  defineEvidenceUpload(app, api.upload);
  defineRoute(app, api.decide, ({ body, ctx, services }) => services.violations.decide(ctx, body));
  const own = ownViolationApi;
  defineRoute(app, own.list, ({ query, ctx, services }) => services.violations.ownList(ctx, query));
  defineRoute(app, own.standing, ({ ctx, services }) => services.violations.ownStanding(ctx));
  defineRoute(app, own.appeal, ({ body, ctx, services }) => services.violations.appeal(ctx, body));
  defineEvidenceUpload(app, own.upload);
}

export function markRoutes(app: FastifyInstance): void {
  defineRoute(app, markApi.pending, ({ query, services }) => services.marks.pending(query));
  defineRoute(app, markApi.suppliers, ({ services }) => services.violations.suppliers());
  defineRoute(app, markApi.add, ({ body, ctx, services }) => services.marks.add(ctx, body));
  defineRoute(app, markApi.list, ({ query, services }) => services.marks.list(query));
}
