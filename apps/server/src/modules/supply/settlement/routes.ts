import type { FastifyInstance } from 'fastify';
import { amountApi as amount, settlementApi as api } from '@shop/shared/api/supply-settlement';
import { defineEvidenceUpload } from '../../../platform/files/routes.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { statementCsv, statementPdf } from './statement.ts';

export function settlementRoutes(app: FastifyInstance): void {
  defineRoute(app, api.list, ({ query, ctx, services }) => services.settlements.list(ctx, query));
  defineRoute(app, api.info, ({ query, ctx, services }) => services.settlements.info(ctx, query.id));
  defineRoute(app, api.lines, ({ query, ctx, services }) => services.settlements.lines(ctx, query));
  defineRoute(app, api.statement, async ({ query, ctx, reply, services }) => {
    const { batch, lines } = await services.settlements.allLines(ctx, query.id);
    const pdf = query.format === 'pdf';
    const data = pdf ? await statementPdf(batch, lines, ctx.lang) : statementCsv(batch, lines, ctx.lang);
    reply.header('content-type', pdf ? 'application/pdf' : 'text/csv; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="statement-${batch.id}-${batch.period}.${query.format}"`);
    reply.header('cache-control', 'private, no-store');
    return reply.send(data);
  });
  defineRoute(app, api.run, ({ body, services }) => services.settlements.run(body.period));
  defineRoute(app, api.settle, ({ body, ctx, services }) => services.settlements.settle(ctx, body));
  defineEvidenceUpload(app, api.upload);
  defineRoute(app, api.rates, ({ services }) => services.commissionRates.list());
  defineRoute(app, api.rate, ({ body, ctx, services }) => services.commissionRates.save(ctx, body));

  defineRoute(app, amount.balance, ({ query, ctx, services }) => services.settlements.balance(ctx, query.supplierId));
  defineRoute(app, amount.ledger, ({ query, ctx, services }) => services.settlements.ledger(ctx, query));
  defineRoute(app, amount.withdrawals, ({ query, ctx, services }) => services.withdrawals.list(ctx, query));
  defineRoute(app, amount.withdraw, ({ body, ctx, services }) => services.withdrawals.request(ctx, body));
  defineRoute(app, amount.decide, ({ body, ctx, services }) => services.withdrawals.decide(ctx, body));
  defineRoute(app, amount.dispute, async ({ body, ctx, services }) => {
    if (ctx.scope.supplierId != null) throw new AppError('common.forbidden');
    await services.withdrawals.dispute(ctx, body.supplierId, body.dispute);
    return services.settlements.balance(ctx, body.supplierId);
  });
}
