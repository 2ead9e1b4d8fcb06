import type { FastifyInstance } from 'fastify';
import { approvalQueueApi } from '@shop/shared/api/supply-queue';
import { defineRoute } from '../../../platform/http/define-route.ts';

export function approvalQueueRoutes(app: FastifyInstance): void {
  defineRoute(app, approvalQueueApi.list, ({ query, ctx, services }) => services.approvalQueueService.list(ctx, query));
  defineRoute(app, approvalQueueApi.counts, ({ services }) => services.approvalQueueService.counts());
  defineRoute(app, approvalQueueApi.decide, ({ body, ctx, services }) =>
    services.approvalQueueService.decide(ctx, body),
  );
}
