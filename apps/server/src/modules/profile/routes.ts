import type { FastifyInstance } from 'fastify';
import { passwordChangeBody, profileEditBody, revokeSessionBody } from '@shop/shared';
import { defineRoute } from '../../platform/http/define-route.ts';

export function profileRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET', url: '/admin/profile', permission: 'profile', summary: 'The signed-in account',
    handler: ({ ctx, services }) => services.profile.info(ctx),
  });
  defineRoute(app, {
    method: 'POST', url: '/admin/profile/edit', permission: 'profile', summary: 'Edit own name, contact and avatar',
    schema: { body: profileEditBody },
    handler: ({ body, ctx, services }) => services.profile.edit(ctx, body),
  });
  defineRoute(app, {
    method: 'POST', url: '/admin/profile/password', permission: 'profile', summary: 'Change own password (ends other sessions)',
    schema: { body: passwordChangeBody },
    handler: ({ body, ctx, services }) => services.profile.changePassword(ctx, body.currentPassword, body.newPassword),
  });
  defineRoute(app, {
    method: 'GET', url: '/admin/profile/sessions', permission: 'profile', summary: 'Own live sessions',
    handler: ({ ctx, services }) => services.profile.sessions(ctx),
  });
  defineRoute(app, {
    method: 'POST', url: '/admin/profile/sessions/revoke', permission: 'profile', summary: 'End another own session, or all others',
    schema: { body: revokeSessionBody },
    handler: ({ body, ctx, services }) => services.profile.revoke(ctx, body),
  });
}
