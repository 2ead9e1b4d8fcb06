import type { FastifyInstance } from 'fastify';
import { currencyApi as api } from '@shop/shared/api/currency';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { registerSelectList } from '../../../platform/lookup/select-lists.ts';
import { currencyRepository } from './repository.ts';

export function currencyRoutes(app: FastifyInstance): void {
  registerSelectList('currencies', { load: ({ db }) => currencyRepository.options(db) });
  defineRoute(app, api.list, ({ query, services }) => services.currencies.list(query));
  defineRoute(app, api.info, ({ query, services }) => services.currencies.info(query.code));
  defineRoute(app, api.add, ({ body, ctx, services }) => services.currencies.add(ctx, body));
  defineRoute(app, api.edit, ({ body, ctx, services }) => services.currencies.edit(ctx, body));
  defineRoute(app, api.status, ({ body, ctx, services }) =>
    services.currencies.setStatus(ctx, body.code, body.status, body.version),
  );
  defineRoute(app, api.del, ({ body, ctx, services }) => services.currencies.remove(ctx, body.code));
  defineRoute(app, api.makeDefault, ({ body, ctx, services }) =>
    services.currencies.makeDefault(ctx, body.code, body.version),
  );
  defineRoute(app, api.history, ({ query, services }) => services.currencies.history(query));
  defineRoute(app, api.display, ({ services }) => services.currencies.display());
}
