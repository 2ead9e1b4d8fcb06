import type { FastifyInstance } from 'fastify';
import { logisticsApi, TRACKING_IMPORT } from '@shop/shared';
import { formatBytes } from '../../../platform/files/file-service.ts';
import { readUploadedFile } from '../../../platform/files/routes.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { trackingTemplate } from './tracking-csv.ts';

const FILE_ERRORS = {
  tooLarge: (maxBytes: number) =>
    new AppError(
      'import.failed',
      {},
      { fields: [{ field: 'file', key: 'too_big', params: { limit: formatBytes(maxBytes) } }] },
    ),
  malformed: () => new AppError('import.failed', {}, { fields: [{ field: 'file', key: 'required' }] }),
};

export function logisticsRoutes(app: FastifyInstance): void {
  defineRoute(app, logisticsApi.list, ({ query, ctx, services }) => services.logistics.list(ctx.scope, query));
  defineRoute(app, logisticsApi.info, ({ query, ctx, services }) => services.logistics.info(ctx.scope, query.id));
  defineRoute(app, logisticsApi.choices, ({ ctx, services }) => services.logistics.choices(ctx.scope));
  defineRoute(app, logisticsApi.track, ({ body, ctx, services }) => services.logistics.track(ctx, body));
  defineRoute(
    app,
    logisticsApi.import,
    async ({ req, query, ctx, services }) => {
      const file = await readUploadedFile(req, TRACKING_IMPORT.maxBytes, 'file', FILE_ERRORS);
      return services.logistics.import(ctx, file.data, query.dryRun);
    },
    { bodyLimit: TRACKING_IMPORT.maxBytes + 64 * 1024 },
  );
  defineRoute(app, logisticsApi.importTemplate, async ({ reply }) => {
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', 'attachment; filename="tracking-import-template.csv"');
    return reply.send(trackingTemplate());
  });
}
