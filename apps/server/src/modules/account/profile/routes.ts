import type { FastifyInstance } from 'fastify';
import { profileApi } from '@shop/shared';
import { defineRoute } from '../../../platform/http/define-route.ts';

export function profileRoutes(app: FastifyInstance): void {
  defineRoute(app, profileApi.info, ({ ctx, services }) => services.profile.info(ctx));
  defineRoute(app, profileApi.edit, ({ body, ctx, services }) => services.profile.edit(ctx, body));
  defineRoute(app, profileApi.password, ({ body, ctx, services }) =>
    services.profile.changePassword(ctx, body.currentPassword, body.newPassword),
  );
  defineRoute(app, profileApi.sessions, ({ ctx, services }) => services.profile.sessions(ctx));
  defineRoute(app, profileApi.revokeSession, ({ body, ctx, services }) => services.profile.revoke(ctx, body));
}
