import type { FastifyInstance } from 'fastify';
import { inspectionApi, inspectionPointApi } from '@shop/shared/api/supply-inspection';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { defineEvidenceUpload } from '../../../platform/files/routes.ts';

export function inspectionRoutes(app: FastifyInstance): void {
  const api = inspectionApi;
  defineRoute(app, api.list, ({ query, ctx, services }) => services.inspections.list(ctx, query));
  defineRoute(app, api.info, ({ query, ctx, services }) => services.inspections.info(ctx, query.id));
  defineRoute(app, api.choices, ({ ctx, services }) =>
    services.inspectionPoints.choices(ctx.scope.supplierId ?? undefined),
  );
  defineRoute(app, api.result, ({ body, ctx, services }) => services.inspections.result(ctx, body));
  defineEvidenceUpload(app, api.upload);
  defineRoute(app, api.confirmDraft, ({ body, ctx, services }) =>
    services.inspections.confirmDraft(ctx, body, services.violations),
  );
  defineRoute(app, api.dismissDraft, ({ body, ctx, services }) => services.inspections.dismissDraft(ctx, body));
  defineRoute(app, api.request, ({ body, ctx, services }) => services.inspections.request(ctx, body));
  defineRoute(app, api.cancel, ({ body, ctx, services }) => services.inspections.cancel(ctx, body.id));
  const points = inspectionPointApi;
  defineRoute(app, points.list, ({ query, services }) => services.inspectionPoints.list(query));
  defineRoute(app, points.add, ({ body, ctx, services }) => services.inspectionPoints.add(ctx, body));
  defineRoute(app, points.edit, ({ body, ctx, services }) => services.inspectionPoints.edit(ctx, body));
  defineRoute(app, points.status, ({ body, ctx, services }) =>
    services.inspectionPoints.setStatus(ctx, body.id, body.status, body.version),
  );
  defineRoute(app, points.override, ({ body, ctx, services }) => services.inspectionPoints.override(ctx, body));
}
