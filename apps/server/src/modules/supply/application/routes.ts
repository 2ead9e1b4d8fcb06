import type { FastifyInstance, FastifyReply } from 'fastify';
import { ONBOARDING_DOCUMENTS } from '@shop/shared';
import { APPLY_LIMITS, applicationApi, applyPublicApi } from '@shop/shared/api/supply-application';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { verifyCsrfToken } from '../../account/passport/csrf.ts';
import { UPLOAD_BODY_LIMIT } from './files.ts';

const MB = 1024 * 1024;

function sendFile(reply: FastifyReply, f: { data: Buffer; name: string; mime: string }) {
  return reply
    .header('content-type', f.mime)
    .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(f.name)}`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(f.data);
}

/** The public form's endpoints (CSRF like the login, per-IP limits) and the staff review's. */
export function applicationRoutes(app: FastifyInstance): void {
  defineRoute(
    app,
    applyPublicApi.form,
    async ({ services }) => ({
      requiredDocuments: (await services.applicants.checklist()).requiredDocuments,
      documents: [...ONBOARDING_DOCUMENTS],
    }),
    { rateLimit: APPLY_LIMITS.read },
  );
  defineRoute(
    app,
    applyPublicApi.upload,
    async ({ req, query, services }) => {
      verifyCsrfToken(req, query.csrf_token);
      const { uploadLargeMb } = await services.system.current();
      return services.applicationFiles.upload(req, Math.min(UPLOAD_BODY_LIMIT, uploadLargeMb * MB));
    },
    { bodyLimit: UPLOAD_BODY_LIMIT, rateLimit: APPLY_LIMITS.upload },
  );
  defineRoute(
    app,
    applyPublicApi.submit,
    async ({ req, body, ctx, services }) => {
      verifyCsrfToken(req, body.csrf_token);
      return services.applicants.submit(ctx, body);
    },
    { rateLimit: APPLY_LIMITS.submit },
  );
  defineRoute(
    app,
    applyPublicApi.status,
    ({ body, services }) => services.applicants.status(body.reference, body.token),
    { rateLimit: APPLY_LIMITS.read },
  );
  defineRoute(
    app,
    applyPublicApi.resubmit,
    async ({ req, body, ctx, services }) => {
      verifyCsrfToken(req, body.csrf_token);
      return services.applicants.resubmit(ctx, body);
    },
    { rateLimit: APPLY_LIMITS.change },
  );
  defineRoute(
    app,
    applyPublicApi.file,
    async ({ query, reply, services }) => {
      const application = await services.applicants.access(query.reference, query.token);
      return sendFile(reply, await services.applicationFiles.read(application.id, query.file));
    },
    { rateLimit: APPLY_LIMITS.read },
  );
  defineRoute(
    app,
    applyPublicApi.activation,
    ({ body, services }) => services.applicants.activation(body.reference, body.token),
    { rateLimit: APPLY_LIMITS.change },
  );
  defineRoute(
    app,
    applyPublicApi.activate,
    async ({ req, body, ctx, services }) => {
      verifyCsrfToken(req, body.csrf_token);
      return services.applicants.activate(ctx, body.reference, body.key, body.password);
    },
    { rateLimit: APPLY_LIMITS.change },
  );

  defineRoute(app, applicationApi.list, ({ query, services }) => services.applicationReview.list(query));
  defineRoute(app, applicationApi.info, ({ query, services }) => services.applicationReview.info(query.id));
  defineRoute(app, applicationApi.decide, ({ body, ctx, services }) => services.applicationReview.decide(ctx, body));
  defineRoute(app, applicationApi.file, async ({ query, reply, services }) =>
    sendFile(reply, await services.applicationFiles.read(query.id, query.file)),
  );
}
