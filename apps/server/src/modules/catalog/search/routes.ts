import type { FastifyInstance } from 'fastify';
import { SHOP_SEARCH_LIMITS, shopSearchApi } from '@shop/shared/api/catalog-shop-search';
import { defineRoute } from '../../../platform/http/define-route.ts';

/** The shop front's search: public, limited per IP. */
export function shopSearchRoutes(app: FastifyInstance): void {
  defineRoute(
    app,
    shopSearchApi.search,
    ({ query, ctx, services }) => services.shopSearch.search(query.lang ?? ctx.lang, query),
    { rateLimit: SHOP_SEARCH_LIMITS.rate },
  );
}
