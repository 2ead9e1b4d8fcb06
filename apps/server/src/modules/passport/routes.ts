import type { FastifyInstance } from 'fastify';
import { AUTH, loginBody } from '@shop/shared';
import { defineRoute } from '../../platform/http/define-route.ts';
import { issueCsrfToken, verifyCsrfToken } from './csrf.ts';

export function passportRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET', url: '/api/verify/csrf', public: true, summary: 'A CSRF token for the login form',
    handler: async ({ req, reply }) => ({ csrf_token: issueCsrfToken(req, reply) }),
  });
  defineRoute(app, {
    method: 'POST', url: '/admin/passport/login', public: true, summary: 'Sign in; answers the session code sent later as the ak header',
    schema: { body: loginBody },
    rateLimit: { max: app.services.config.LOGIN_IP_LIMIT, timeWindow: AUTH.ipLoginWindowMs },
    handler: async ({ body, req, ctx, services }) => {
      verifyCsrfToken(req, body.csrf_token);
      const ua = req.headers['user-agent'];
      return services.passport.login(body, { ip: ctx.ip, userAgent: typeof ua === 'string' ? ua : null, requestId: ctx.requestId, lang: ctx.lang });
    },
  });
  defineRoute(app, {
    method: 'POST', url: '/admin/passport/logout', permission: 'profile', summary: 'Sign out: the session code stops working',
    handler: ({ ctx, services }) => services.passport.logout(ctx),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/admin/power', permission: 'profile', summary: 'The permission map of the signed-in account',
    handler: async ({ ctx }) => Object.fromEntries([...ctx.scope.permissions].map((k) => [k, true])),
  });
}
