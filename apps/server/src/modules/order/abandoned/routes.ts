import type { FastifyInstance } from 'fastify';
import {
  abandonedFilters, abandonedInfo, abandonedListData, abandonedListQuery, abandonedRecallBody, abandonedRecallData, abandonedStatsData, idQuery,
} from '@shop/shared';
import { defineRoute } from '../../../platform/http/define-route.ts';

export function abandonedRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET', url: '/admin/order/abandoned', permission: 'catalog_order_abandoned',
    summary: 'Abandoned checkouts: search by e-mail or name, recall status, converted, last activity and value range (one currency), sort, pager',
    schema: { query: abandonedListQuery, data: abandonedListData },
    handler: ({ query, services }) => services.abandoned.list(query),
  });
  defineRoute(app, {
    method: 'GET', url: '/admin/order/abandoned/stats', permission: 'catalog_order_abandoned',
    summary: 'Recall and conversion figures of the filtered abandoned checkouts; whether mail is configured',
    schema: { query: abandonedFilters, data: abandonedStatsData },
    handler: ({ query, services }) => services.abandoned.stats(query),
  });
  defineRoute(app, {
    method: 'GET', url: '/admin/order/abandoned/info', permission: 'catalog_order_abandoned',
    summary: 'One abandoned checkout with its lines, recall history and converting order',
    schema: { query: idQuery, data: abandonedInfo },
    handler: ({ query, services }) => services.abandoned.info(query.id),
  });
  defineRoute(app, {
    method: 'POST', url: '/admin/order/abandoned/recall', permission: 'catalog_order_abandoned',
    summary: 'Queue recall e-mails for up to 100 abandoned checkouts (refused whole when mail is not configured, or any is converted, recalled in the last 24 h or still active)',
    schema: { body: abandonedRecallBody, data: abandonedRecallData },
    handler: async ({ body, ctx, reply, services }) => {
      const queued = await services.abandoned.recall(ctx, body.ids);
      // Start the job after the answer (and its Idempotency-Key record) is written.
      reply.raw.once('finish', () => services.jobs.wake());
      return queued;
    },
  });
}
