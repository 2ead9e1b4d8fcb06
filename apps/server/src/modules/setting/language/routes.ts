import type { FastifyInstance } from 'fastify';
import { languageApi as api } from '@shop/shared/api/language';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { registerSelectList } from '../../../platform/lookup/select-lists.ts';
import { languageRepository } from './repository.ts';

export function languageRoutes(app: FastifyInstance): void {
  registerSelectList('languages', { load: ({ db }) => languageRepository.options(db) });
  defineRoute(app, api.list, ({ services }) => services.languages.list());
  defineRoute(app, api.status, ({ body, ctx, services }) =>
    services.languages.setStatus(ctx, body.code, body.status, body.version),
  );
  defineRoute(app, api.makeDefault, ({ body, ctx, services }) =>
    services.languages.makeDefault(ctx, body.code, body.version),
  );
  defineRoute(app, api.completeness, ({ services }) => services.languages.completeness());
  defineRoute(app, api.enabled, ({ services }) => services.languages.enabled());
}
