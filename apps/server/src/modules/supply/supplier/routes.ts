import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { supplierApi } from '@shop/shared';
import { SUPPLIER_FILE_MAX_BYTES, supplierRegisterApi as api } from '@shop/shared/api/supply-supplier';
import { supplierOwnApi as own, supplierViewAsApi } from '@shop/shared/api/supply-supplier-own';
import { formatBytes } from '../../../platform/files/file-service.ts';
import { readUploadedFile } from '../../../platform/files/routes.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';

const DOCUMENT_ERRORS = {
  tooLarge: () => new AppError('supplier.file_size', { limit: formatBytes(SUPPLIER_FILE_MAX_BYTES) }),
  malformed: () => new AppError('supplier.file_type'),
};
const uploadOptions = { bodyLimit: SUPPLIER_FILE_MAX_BYTES + 64 * 1024 };

async function uploaded(req: FastifyRequest): Promise<Buffer> {
  return (await readUploadedFile(req, SUPPLIER_FILE_MAX_BYTES, 'file', DOCUMENT_ERRORS)).data;
}

/** A document answered inline with its type; never cached by shared caches. */
function sendFile(reply: FastifyReply, file: { data: Buffer; mime: string; name: string }) {
  reply.header('content-type', file.mime);
  reply.header('content-disposition', `inline; filename="${file.name}"`);
  reply.header('cache-control', 'private, no-store');
  reply.header('x-content-type-options', 'nosniff');
  return reply.send(file.data);
}

export function supplierRoutes(app: FastifyInstance): void {
  defineRoute(app, supplierApi.options, ({ services }) => services.suppliers.options());

  defineRoute(app, api.list, ({ query, services }) => services.suppliers.list(query));
  defineRoute(app, api.info, ({ query, services }) => services.suppliers.info(query.id));
  defineRoute(app, api.add, ({ body, ctx, services }) => services.suppliers.add(ctx, body));
  defineRoute(app, api.edit, ({ body, ctx, services }) => services.suppliers.edit(ctx, body));
  defineRoute(app, api.move, ({ body, ctx, services }) => services.suppliers.move(ctx, body));
  defineRoute(app, api.trail, ({ query, services }) => services.suppliers.trail(query));
  defineRoute(app, api.documents, ({ query, services }) => services.supplierDocuments.list(query.id));
  defineRoute(
    app,
    api.upload,
    async ({ req, query, ctx, services }) => services.supplierDocuments.upload(ctx, query, await uploaded(req)),
    uploadOptions,
  );
  defineRoute(app, api.file, async ({ query, reply, services }) =>
    sendFile(reply, await services.supplierDocuments.file(query.id, null)),
  );
  defineRoute(app, api.changes, ({ query, services }) => services.profileChanges.page(query));
  defineRoute(app, api.decide, ({ body, ctx, services }) =>
    services.profileChanges.decide(ctx, body.id, body.decision, body.reason),
  );
  defineRoute(app, api.changeFile, async ({ query, reply, services }) =>
    sendFile(reply, await services.profileChanges.file(query.id, query.kind, null)),
  );
  defineRoute(app, supplierViewAsApi.viewAs, ({ body, ctx, services }) => services.profileChanges.viewAs(ctx, body.id));

  // The merchant center: the caller's own supplier only.
  const ownId = (scope: { supplierId: number | null }) => {
    if (scope.supplierId === null) throw new AppError('common.forbidden');
    return scope.supplierId;
  };
  defineRoute(app, own.view, ({ ctx, services }) => services.profileChanges.view(ownId(ctx.scope)));
  defineRoute(app, own.edit, ({ body, ctx, services }) => services.profileChanges.submit(ctx, body));
  defineRoute(
    app,
    own.upload,
    async ({ req, ctx, services }) => {
      ownId(ctx.scope);
      return services.supplierDocumentStore.save(await uploaded(req));
    },
    uploadOptions,
  );
  defineRoute(app, own.file, async ({ query, ctx, reply, services }) =>
    sendFile(reply, await services.supplierDocuments.file(query.id, ownId(ctx.scope))),
  );
  defineRoute(app, own.changeFile, async ({ query, ctx, reply, services }) =>
    sendFile(reply, await services.profileChanges.file(query.id, query.kind, ownId(ctx.scope))),
  );
  defineRoute(app, own.standing, ({ ctx, services }) => services.suppliers.standing(ctx));
}
