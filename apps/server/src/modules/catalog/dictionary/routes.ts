import type { FastifyInstance } from 'fastify';
import { dictionaryApis } from '@shop/shared';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { DICTIONARIES } from './service.ts';

/** list / info / add / edit / del under /admin/catalog/<entity> for every catalog dictionary. */
export function dictionaryRoutes(app: FastifyInstance): void {
  for (const kind of DICTIONARIES) {
    const api = dictionaryApis[kind.url];
    const service = (s: FastifyInstance['services']) => s.dictionaries[kind.url]!;
    defineRoute(app, api.list, ({ query, services }) => service(services).list(query));
    defineRoute(app, api.info, ({ query, services }) => service(services).info(query.id));
    defineRoute(app, api.add, ({ body, ctx, services }) => service(services).add(ctx, body));
    defineRoute(app, api.edit, ({ body, ctx, services }) => service(services).edit(ctx, body));
    defineRoute(app, api.del, ({ body, ctx, services }) => service(services).remove(ctx, body.id));
  }
}
