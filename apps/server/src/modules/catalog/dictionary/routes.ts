import type { FastifyInstance } from 'fastify';
import { dictionaryAddBody, dictionaryEditBody, dictionaryListData, dictionaryListQuery, dictionaryRow, idBody, idQuery, okData } from '@shop/shared';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { DICTIONARIES } from './service.ts';

/** list / info / add / edit / del under /admin/catalog/<entity> for every catalog dictionary. */
export function dictionaryRoutes(app: FastifyInstance): void {
  for (const kind of DICTIONARIES) {
    const base = `/admin/catalog/${kind.url}`;
    const service = (s: FastifyInstance['services']) => s.dictionaries[kind.url]!;
    defineRoute(app, {
      method: 'GET', url: base, permission: kind.read, summary: `List ${kind.entity} entries`,
      schema: { query: dictionaryListQuery, data: dictionaryListData },
      handler: ({ query, services }) => service(services).list(query),
    });
    defineRoute(app, {
      method: 'GET', url: `${base}/info`, permission: kind.read, summary: `One ${kind.entity} entry`,
      schema: { query: idQuery, data: dictionaryRow },
      handler: ({ query, services }) => service(services).info(query.id),
    });
    defineRoute(app, {
      method: 'POST', url: `${base}/add`, permission: kind.write, summary: `Add a ${kind.entity} entry`,
      schema: { body: dictionaryAddBody, data: dictionaryRow },
      handler: ({ body, ctx, services }) => service(services).add(ctx, body),
    });
    defineRoute(app, {
      method: 'POST', url: `${base}/edit`, permission: kind.write, summary: `Edit a ${kind.entity} entry (version checked)`,
      schema: { body: dictionaryEditBody, data: dictionaryRow },
      handler: ({ body, ctx, services }) => service(services).edit(ctx, body),
    });
    defineRoute(app, {
      method: 'POST', url: `${base}/del`, permission: kind.write, summary: `Delete a ${kind.entity} entry nothing uses`,
      schema: { body: idBody, data: okData },
      handler: ({ body, ctx, services }) => service(services).remove(ctx, body.id),
    });
  }
}
