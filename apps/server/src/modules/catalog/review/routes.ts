import type { FastifyInstance } from 'fastify';
import { batchResult, idQuery, reviewAuditBody, reviewInfo, reviewListData, reviewListQuery, reviewReplyBody } from '@shop/shared';
import { defineRoute } from '../../../platform/http/define-route.ts';

export function reviewRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET', url: '/admin/catalog/review', permission: 'catalog_review_index', summary: 'List product reviews',
    schema: { query: reviewListQuery, data: reviewListData },
    handler: ({ query, ctx, services }) => services.reviews.list(ctx.scope, query),
  });
  defineRoute(app, {
    method: 'GET', url: '/admin/catalog/review/info', permission: 'catalog_review_info', summary: 'One review with its reply',
    schema: { query: idQuery, data: reviewInfo },
    handler: ({ query, ctx, services }) => services.reviews.info(ctx.scope, query.id),
  });
  defineRoute(app, {
    method: 'POST', url: '/admin/catalog/review/audit', permission: 'catalog_review_audit', summary: 'Pass or fail reviews, or set audited ones back to be reviewed',
    schema: { body: reviewAuditBody, data: batchResult },
    handler: ({ body, ctx, services }) => services.reviews.audit(ctx, body.ids, body.status),
  });
  defineRoute(app, {
    method: 'POST', url: '/admin/catalog/review/reply', permission: 'catalog_review_reply', summary: 'Reply to a review (a supplier: to reviews of its own products)',
    schema: { body: reviewReplyBody, data: reviewInfo },
    handler: ({ body, ctx, services }) => services.reviews.reply(ctx, body),
  });
}
