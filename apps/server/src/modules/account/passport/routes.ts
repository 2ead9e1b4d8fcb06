import type { FastifyInstance } from 'fastify';
import { AUTH, authApi } from '@shop/shared';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { issueCsrfToken, verifyCsrfToken } from './csrf.ts';

export function passportRoutes(app: FastifyInstance): void {
  defineRoute(app, authApi.csrf, async ({ req, reply }) => ({ csrf_token: issueCsrfToken(req, reply) }));
  defineRoute(
    app,
    authApi.login,
    async ({ body, req, ctx, services }) => {
      verifyCsrfToken(req, body.csrf_token);
      const ua = req.headers['user-agent'];
      return services.passport.login(body, {
        ip: ctx.ip,
        userAgent: typeof ua === 'string' ? ua : null,
        requestId: ctx.requestId,
        lang: ctx.lang,
      });
    },
    { rateLimit: { max: app.services.config.LOGIN_IP_LIMIT, timeWindow: AUTH.ipLoginWindowMs } },
  );
  defineRoute(app, authApi.store, ({ services }) => services.passport.brand());
  defineRoute(app, authApi.logout, ({ ctx, services }) => services.passport.logout(ctx));
  defineRoute(app, authApi.power, async ({ ctx }) =>
    Object.fromEntries([...ctx.scope.permissions].map((k) => [k, true])),
  );
}
