import type { FastifyInstance, FastifyReply } from 'fastify';
import { INVOICE_LIMITS, invoiceAuditApi as audit, invoiceOwnApi as own } from '@shop/shared/api/supply-invoice';
import { formatBytes } from '../../../platform/files/file-service.ts';
import { readUploadedFile } from '../../../platform/files/routes.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';

/** Multipart overhead allowed on top of the file's own limit. */
const ENVELOPE_BYTES = 64 * 1024;

const UPLOAD_ERRORS = {
  tooLarge: (maxBytes: number) => new AppError('invoice.file_size', { limit: formatBytes(maxBytes) }),
  malformed: () => new AppError('invoice.file_error'),
};

/** An invoice file, shown in the browser (a PDF viewer, an image), under a plain name. */
function sendFile(reply: FastifyReply, file: { data: Buffer; mime: string }, id: number) {
  const ext = file.mime === 'application/pdf' ? 'pdf' : file.mime === 'image/png' ? 'png' : 'jpg';
  reply.header('content-type', file.mime);
  reply.header('content-disposition', `inline; filename="invoice-${id}.${ext}"`);
  reply.header('x-content-type-options', 'nosniff');
  reply.header('cache-control', 'private, no-store');
  return reply.send(file.data);
}

export function invoiceRoutes(app: FastifyInstance): void {
  defineRoute(app, audit.list, ({ query, services }) => services.invoices.list(query));
  defineRoute(app, audit.info, ({ query, services }) => services.invoices.info(query.id));
  defineRoute(app, audit.file, async ({ query, reply, services }) =>
    sendFile(reply, await services.invoices.file(query.id), query.id),
  );
  defineRoute(app, audit.decide, ({ body, ctx, services }) => services.invoices.decide(ctx, body));
  defineRoute(app, audit.suppliers, ({ services }) => services.invoices.supplierOptions());

  defineRoute(app, own.list, ({ query, ctx, services }) => services.invoices.ownList(ctx, query));
  defineRoute(app, own.info, ({ query, ctx, services }) => services.invoices.ownInfo(ctx, query.id));
  defineRoute(app, own.file, async ({ query, ctx, reply, services }) =>
    sendFile(reply, await services.invoices.ownFile(ctx, query.id), query.id),
  );
  defineRoute(app, own.expected, ({ query, ctx, services }) => services.invoices.ownExpected(ctx, query.period));
  defineRoute(
    app,
    own.upload,
    async ({ req, ctx, services }) => {
      const { data, filename } = await readUploadedFile(req, INVOICE_LIMITS.fileMaxBytes, 'file', UPLOAD_ERRORS);
      return services.invoices.upload(ctx, data, filename);
    },
    { bodyLimit: INVOICE_LIMITS.fileMaxBytes + ENVELOPE_BYTES },
  );
  defineRoute(app, own.add, ({ body, ctx, services }) => services.invoices.add(ctx, body));
  defineRoute(app, own.withdraw, ({ body, ctx, services }) => services.invoices.withdraw(ctx, body.id));
}
