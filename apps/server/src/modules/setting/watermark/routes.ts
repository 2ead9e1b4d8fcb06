import type { FastifyInstance } from 'fastify';
import { watermarkData, watermarkEditBody } from '@shop/shared';
import { defineRoute } from '../../../platform/http/define-route.ts';

export function watermarkRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET', url: '/admin/setting/watermark', permission: 'setting_watermark', summary: 'Watermark settings for product pictures',
    schema: { data: watermarkData },
    handler: ({ services }) => services.watermark.get(),
  });
  defineRoute(app, {
    method: 'POST', url: '/admin/setting/watermark/edit', permission: 'setting_watermark',
    summary: 'Change the watermark (image or text, position, opacity, on/off); pictures uploaded afterwards get it',
    schema: { body: watermarkEditBody, data: watermarkData },
    handler: ({ body, ctx, services }) => services.watermark.edit(ctx, body),
  });
}
