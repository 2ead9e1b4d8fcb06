import type { FastifyInstance } from 'fastify';
import { lookupApi, type SelectOption } from '@shop/shared/api/lookup';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { registerSelectList, selectListDef } from '../../../platform/lookup/select-lists.ts';
import { geoRepository, nameIn } from '../geo/repository.ts';
import { lookupRepository } from './repository.ts';

/** The option lists of this area; other areas register theirs from their own routes. */
function registerSettingLists(): void {
  registerSelectList('countries', {
    load: async ({ db, ctx }) => {
      const countries = await geoRepository.countries(db, true);
      return countries.map((c) => ({ value: c.code, label: nameIn(c.names, ctx.lang) }));
    },
  });
  registerSelectList('customerGroups', { load: ({ db, ctx }) => lookupRepository.customerGroups(db, ctx.lang) });
  registerSelectList('warehouses', { load: ({ db }) => lookupRepository.warehouses(db) });
  registerSelectList('logisticsProviders', { load: ({ db }) => lookupRepository.logisticsProviders(db) });
  registerSelectList('paymentMethods', { load: ({ db, ctx }) => lookupRepository.paymentMethods(db, ctx.lang) });
  registerSelectList('shippingTemplates', {
    load: async ({ db, ctx }) =>
      (await lookupRepository.shippingTemplates(db, ctx.lang)).map((s) => ({ value: s.id, label: s.name })),
  });
  registerSelectList('tags', { load: ({ db }) => lookupRepository.tags(db) });
}

/** The shared look-ups of the spec (GET /admin/api/getcountryzone ... POST /admin/api/selectlist), with ETags. */
export function lookupRoutes(app: FastifyInstance): void {
  registerSettingLists();
  const etag = { etag: true };
  defineRoute(app, lookupApi.countryZone, ({ ctx, services }) => services.geo.zones(ctx.lang), etag);
  defineRoute(app, lookupApi.allCountry, ({ ctx, services }) => services.geo.allCountries(ctx.lang), etag);
  defineRoute(
    app,
    lookupApi.shipping,
    async ({ ctx, services }) => ({ list: await lookupRepository.shippingTemplates(services.db, ctx.lang) }),
    etag,
  );
  defineRoute(
    app,
    lookupApi.group,
    async ({ ctx, services }) => ({ list: await lookupRepository.customerGroups(services.db, ctx.lang) }),
    etag,
  );
  defineRoute(
    app,
    lookupApi.product,
    async ({ body, ctx, services }) => ({
      ...(await lookupRepository.productPage(services.db, ctx.scope, ctx.lang, body)),
      page: body.page,
      pageSize: body.pageSize,
    }),
    etag,
  );
  defineRoute(
    app,
    lookupApi.selectList,
    async ({ body, ctx, services }) => {
      const lists: Record<string, SelectOption[]> = {};
      for (const name of body.names) {
        const def = selectListDef(name);
        if (!def) throw new AppError('lookup.list_unknown', { name }, { fields: [{ field: 'names', key: 'invalid' }] });
        if (def.permission && !ctx.scope.permissions.has(def.permission)) {
          throw new AppError('lookup.list_forbidden', { name });
        }
      }
      for (const name of body.names) lists[name] = await selectListDef(name)!.load({ db: services.db, ctx });
      return { lists };
    },
    etag,
  );
}
