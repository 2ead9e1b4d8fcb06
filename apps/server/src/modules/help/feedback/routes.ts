import type { FastifyInstance } from 'fastify';
import { feedbackAddBody, feedbackListQuery, feedbackStatusBody, idQuery } from '@shop/shared';
import { defineRoute } from '../../../platform/http/define-route.ts';

export function feedbackRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'POST', url: '/admin/help/suggest/add', permission: 'help_suggest_add', summary: 'Send feedback (supplier users)',
    schema: { body: feedbackAddBody },
    handler: ({ body, ctx, services }) => services.feedback.add(ctx, body),
  });
  defineRoute(app, {
    method: 'GET', url: '/admin/help/suggest', permission: 'help_suggest', summary: 'Feedback received',
    schema: { query: feedbackListQuery },
    handler: ({ query, services }) => services.feedback.list(query),
  });
  defineRoute(app, {
    method: 'GET', url: '/admin/help/suggest/info', permission: 'help_suggest', summary: 'One feedback entry',
    schema: { query: idQuery },
    handler: ({ query, services }) => services.feedback.info(query.id),
  });
  defineRoute(app, {
    method: 'POST', url: '/admin/help/suggest/status', permission: 'help_suggest_status', summary: 'Change a feedback entry\'s status, with an optional reply',
    schema: { body: feedbackStatusBody },
    handler: ({ body, ctx, services }) => services.feedback.setStatus(ctx, body),
  });
}
