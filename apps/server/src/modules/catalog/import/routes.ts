import type { FastifyInstance } from 'fastify';
import { IMPORT_LIMITS, productImportApi } from '@shop/shared';
import { AppError } from '../../../platform/http/app-error.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { formatBytes } from '../../../platform/files/file-service.ts';
import { readUploadedFile } from '../../../platform/files/routes.ts';

const IMPORT_FILE_ERRORS = {
  tooLarge: (maxBytes: number) =>
    new AppError(
      'import.failed',
      {},
      { fields: [{ field: 'file', key: 'too_big', params: { limit: formatBytes(maxBytes) } }] },
    ),
  malformed: () => new AppError('import.failed', {}, { fields: [{ field: 'file', key: 'required' }] }),
};

export function importRoutes(app: FastifyInstance): void {
  defineRoute(
    app,
    productImportApi.products,
    async ({ req, reply, query, ctx, services }) => {
      const file = await readUploadedFile(req, IMPORT_LIMITS.maxBytes, 'file', IMPORT_FILE_ERRORS);
      if (query.dryRun) return services.imports.check(ctx, file.data);
      const started = await services.imports.start(ctx, file.data, file.filename.slice(0, 200));
      // Start the job after the answer (and its Idempotency-Key record) is written.
      reply.raw.once('finish', () => services.jobs.wake());
      return started;
    },
    { bodyLimit: IMPORT_LIMITS.maxBytes + 64 * 1024 },
  );
  defineRoute(app, productImportApi.job, ({ query, ctx, services }) =>
    services.imports.job(ctx.scope, ctx.lang, query.id),
  );
  defineRoute(app, productImportApi.template, async ({ query, ctx, reply, services }) => {
    const file = await services.imports.template(query.format, ctx.scope);
    reply.header(
      'content-type',
      query.format === 'xlsx'
        ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
        : 'text/csv; charset=utf-8',
    );
    reply.header('content-disposition', `attachment; filename="product-import-template.${query.format}"`);
    return reply.send(file);
  });
}
