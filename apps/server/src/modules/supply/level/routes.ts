import type { FastifyInstance } from 'fastify';
import { groupApi } from '@shop/shared/api/supply-group';
import { bandApi, levelApi } from '@shop/shared/api/supply-level';
import { standingApi } from '@shop/shared/api/supply-score';
import { defineRoute } from '../../../platform/http/define-route.ts';

export function levelRoutes(app: FastifyInstance): void {
  defineRoute(app, levelApi.list, ({ query, services }) => services.supplierLevels.list(query));
  defineRoute(app, levelApi.info, ({ query, services }) => services.supplierLevels.info(query.id));
  defineRoute(app, levelApi.add, ({ body, ctx, services }) => services.supplierLevels.add(ctx, body));
  defineRoute(app, levelApi.edit, ({ body, ctx, services }) => services.supplierLevels.edit(ctx, body));
  defineRoute(app, levelApi.status, ({ body, ctx, services }) =>
    services.supplierLevels.setStatus(ctx, body.id, body.status, body.version),
  );
  defineRoute(app, levelApi.del, ({ body, ctx, services }) => services.supplierLevels.remove(ctx, body.id));

  defineRoute(app, bandApi.list, ({ query, services }) => services.supplierLevels.bandList(query));
  defineRoute(app, bandApi.add, ({ body, ctx, services }) => services.supplierLevels.bandAdd(ctx, body.bands));
  defineRoute(app, bandApi.edit, ({ body, ctx, services }) =>
    services.supplierLevels.bandEdit(ctx, body.id, body.version, body.bands),
  );
  defineRoute(app, bandApi.preview, ({ query, services }) => services.supplierLevels.preview(query.id));
  defineRoute(app, bandApi.publish, ({ body, ctx, services }) =>
    services.supplierLevels.publish(ctx, body.id, body.version),
  );
  defineRoute(app, bandApi.del, ({ body, ctx, services }) => services.supplierLevels.bandRemove(ctx, body.id));

  defineRoute(app, groupApi.list, ({ query, services }) => services.supplierGroups.list(query));
  defineRoute(app, groupApi.info, ({ query, services }) => services.supplierGroups.info(query.id));
  defineRoute(app, groupApi.members, ({ query, services }) => services.supplierGroups.members(query));
  defineRoute(app, groupApi.candidates, ({ query, services }) =>
    services.supplierGroups.candidates(query.id, query.keyword),
  );
  defineRoute(app, groupApi.add, ({ body, ctx, services }) => services.supplierGroups.add(ctx, body));
  defineRoute(app, groupApi.edit, ({ body, ctx, services }) => services.supplierGroups.edit(ctx, body));
  defineRoute(app, groupApi.status, ({ body, ctx, services }) =>
    services.supplierGroups.setStatus(ctx, body.id, body.status, body.version),
  );
  defineRoute(app, groupApi.del, ({ body, ctx, services }) => services.supplierGroups.remove(ctx, body.id));
  defineRoute(app, groupApi.addMembers, ({ body, ctx, services }) =>
    services.supplierGroups.setMembers(ctx, body.id, body.supplierIds, true),
  );
  defineRoute(app, groupApi.removeMembers, ({ body, ctx, services }) =>
    services.supplierGroups.setMembers(ctx, body.id, body.supplierIds, false),
  );

  defineRoute(app, standingApi.read, ({ query, ctx, services }) =>
    services.supplierStanding.read(ctx, query.supplierId, query),
  );
  defineRoute(app, standingApi.own, ({ query, ctx, services }) => services.supplierStanding.own(ctx, query));
  defineRoute(app, standingApi.ownScore, ({ query, ctx, services }) =>
    services.supplierStanding.ownScore(ctx, query.id),
  );
  defineRoute(app, standingApi.overrideScore, ({ body, ctx, services }) =>
    services.supplierStanding.overrideScore(ctx, body),
  );
  defineRoute(app, standingApi.overrideLevel, ({ body, ctx, services }) =>
    services.supplierStanding.overrideLevel(ctx, body),
  );
}
