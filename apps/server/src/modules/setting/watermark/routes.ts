import type { FastifyInstance } from 'fastify';
import { watermarkApi } from '@shop/shared';
import { defineRoute } from '../../../platform/http/define-route.ts';

export function watermarkRoutes(app: FastifyInstance): void {
  defineRoute(app, watermarkApi.info, ({ services }) => services.watermark.get());
  defineRoute(app, watermarkApi.edit, ({ body, ctx, services }) => services.watermark.edit(ctx, body));
}
