import type { FastifyInstance } from 'fastify';
import { nationApi, regionApi } from '@shop/shared/api/geo';
import { defineRoute } from '../../../platform/http/define-route.ts';

export function geoRoutes(app: FastifyInstance): void {
  defineRoute(app, nationApi.list, ({ query, services }) => services.geo.nations(query));
  defineRoute(app, nationApi.edit, ({ body, ctx, services }) => services.geo.editNation(ctx, body));
  defineRoute(app, nationApi.status, ({ body, ctx, services }) =>
    services.geo.setNationStatus(ctx, body.id, body.status, body.version),
  );
  defineRoute(app, regionApi.list, ({ query, services }) => services.geo.regions(query));
  defineRoute(app, regionApi.edit, ({ body, ctx, services }) => services.geo.editRegion(ctx, body));
  defineRoute(app, regionApi.status, ({ body, ctx, services }) =>
    services.geo.setRegionStatus(ctx, body.id, body.status, body.version),
  );
}
