import type { FastifyInstance } from 'fastify';
import { IMAGE_LIMITS } from '@shop/shared';
import { AppError } from '../http/app-error.ts';
import { defineRoute } from '../http/define-route.ts';
import { formatBytes } from './file-service.ts';

export function uploadRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'POST', url: '/admin/upload/feedback', permission: 'help_suggest_add',
    summary: 'Upload a feedback image (multipart field "file"; JPG or PNG, at most 10 MB)',
    bodyLimit: IMAGE_LIMITS.largeBytes + 64 * 1024,
    handler: async ({ req, ctx, services }) => {
      if (!req.isMultipart()) throw new AppError('upload.img_error');
      const limit = IMAGE_LIMITS.largeBytes;
      let buffer: Buffer;
      try {
        const file = await req.file({ limits: { fileSize: limit, files: 1 } });
        if (!file) throw new AppError('upload.img_error');
        buffer = await file.toBuffer();
      } catch (err) {
        if (err instanceof AppError) throw err;
        const code = (err as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new AppError('upload.img_size', { limit: formatBytes(limit) });
        throw new AppError('upload.img_error');
      }
      return services.files.storeImage(ctx, buffer, limit);
    },
  });
}
