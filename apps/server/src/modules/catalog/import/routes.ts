import type { FastifyInstance } from 'fastify';
import {
  IMPORT_LIMITS, importCheckData, importJobData, importJobQuery, importQuery, importStartData, importTemplateQuery,
  type ImportCheckData, type ImportStartData,
} from '@shop/shared';
import { AppError } from '../../../platform/http/app-error.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { formatBytes } from '../../../platform/files/file-service.ts';
import { readUploadedFile } from '../../../platform/files/routes.ts';

const IMPORT_FILE_ERRORS = {
  tooLarge: (maxBytes: number) => new AppError('import.failed', {}, { fields: [{ field: 'file', key: 'too_big', params: { limit: formatBytes(maxBytes) } }] }),
  malformed: () => new AppError('import.failed', {}, { fields: [{ field: 'file', key: 'required' }] }),
};

export function importRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'POST', url: '/api/import/products', permission: 'catalog_product_import',
    summary: 'Import products from CSV or XLSX (multipart field "file"). ?dryRun=true lists every row\'s errors and writes nothing; '
      + 'otherwise a clean file is queued as a job (poll GET /api/import/products/job) and written all or nothing',
    bodyLimit: IMPORT_LIMITS.maxBytes + 64 * 1024,
    schema: { query: importQuery, data: importCheckData.or(importStartData) },
    handler: async ({ req, reply, query, ctx, services }): Promise<ImportCheckData | ImportStartData> => {
      const file = await readUploadedFile(req, IMPORT_LIMITS.maxBytes, 'file', IMPORT_FILE_ERRORS);
      if (query.dryRun) return services.imports.check(ctx, file.data);
      const started = await services.imports.start(ctx, file.data, file.filename.slice(0, 200));
      // Start the job after the answer (and its Idempotency-Key record) is written.
      reply.raw.once('finish', () => services.jobs.wake());
      return started;
    },
  });
  defineRoute(app, {
    method: 'GET', url: '/api/import/products/job', permission: 'catalog_product_import',
    summary: 'An import job: state, rows processed of total, errors, result report',
    schema: { query: importJobQuery, data: importJobData },
    handler: ({ query, ctx, services }) => services.imports.job(ctx.scope, ctx.lang, query.id),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/import/products/template', permission: 'catalog_product_import',
    summary: 'The import template (?format=csv or xlsx): the columns the import reads, with an example row',
    schema: { query: importTemplateQuery }, raw: true,
    handler: async ({ query, ctx, reply, services }) => {
      const file = await services.imports.template(query.format, ctx.scope);
      reply.header('content-type', query.format === 'xlsx' ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="product-import-template.${query.format}"`);
      return reply.send(file);
    },
  });
}
