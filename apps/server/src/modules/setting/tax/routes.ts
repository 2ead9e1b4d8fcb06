import type { FastifyInstance } from 'fastify';
import { taxClassApi, taxRuleApi } from '@shop/shared/api/tax';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { registerSelectList } from '../../../platform/lookup/select-lists.ts';
import { taxRepository } from './repository.ts';

export function taxRoutes(app: FastifyInstance): void {
  // the classes as options (POST /admin/api/selectlist): the default one first, its value the class id
  registerSelectList('taxClasses', {
    load: async ({ db }) => (await taxRepository.choices(db)).map((c) => ({ value: c.id, label: c.name })),
  });
  defineRoute(app, taxClassApi.list, ({ query, services }) => services.taxes.classList(query));
  defineRoute(app, taxClassApi.info, ({ query, services }) => services.taxes.classInfo(query.id));
  defineRoute(app, taxClassApi.add, ({ body, ctx, services }) => services.taxes.addClass(ctx, body));
  defineRoute(app, taxClassApi.edit, ({ body, ctx, services }) => services.taxes.editClass(ctx, body));
  defineRoute(app, taxClassApi.default, ({ body, ctx, services }) =>
    services.taxes.makeDefault(ctx, body.id, body.version),
  );
  defineRoute(app, taxClassApi.del, ({ body, ctx, services }) => services.taxes.removeClass(ctx, body.id));
  defineRoute(app, taxRuleApi.list, ({ query, services }) => services.taxes.ruleList(query));
  defineRoute(app, taxRuleApi.info, ({ query, services }) => services.taxes.ruleInfo(query.id));
  defineRoute(app, taxRuleApi.add, ({ body, ctx, services }) => services.taxes.addRule(ctx, body));
  defineRoute(app, taxRuleApi.edit, ({ body, ctx, services }) => services.taxes.editRule(ctx, body));
  defineRoute(app, taxRuleApi.status, ({ body, ctx, services }) =>
    services.taxes.setRuleStatus(ctx, body.id, body.status, body.version),
  );
  defineRoute(app, taxRuleApi.del, ({ body, ctx, services }) => services.taxes.removeRule(ctx, body.id));
  defineRoute(app, taxRuleApi.calculate, ({ body, services }) => services.taxes.calculate(body));
}
