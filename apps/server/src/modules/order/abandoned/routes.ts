import type { FastifyInstance } from 'fastify';
import { abandonedApi } from '@shop/shared';
import { defineRoute } from '../../../platform/http/define-route.ts';

export function abandonedRoutes(app: FastifyInstance): void {
  defineRoute(app, abandonedApi.list, ({ query, services }) => services.abandoned.list(query));
  defineRoute(app, abandonedApi.stats, ({ query, services }) => services.abandoned.stats(query));
  defineRoute(app, abandonedApi.info, ({ query, services }) => services.abandoned.info(query.id));
  defineRoute(app, abandonedApi.recall, async ({ body, ctx, reply, services }) => {
    const queued = await services.abandoned.recall(ctx, body.ids);
    // Start the job after the answer (and its Idempotency-Key record) is written.
    reply.raw.once('finish', () => services.jobs.wake());
    return queued;
  });
}
