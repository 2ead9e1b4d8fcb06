import { translateError, type ErrorCode } from '@shop/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { CONCURRENT_CHANGE_STATES, pgError } from '../db/pg-error.ts';
import { AppError } from './app-error.ts';

/** Maps every failure to the envelope with the real HTTP status and a translated msg. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    const appError = toAppError(err);
    const status = appError.status;
    if (status >= 500) req.log.error({ err }, 'request failed');
    else if (appError.code === 'common.concurrent_change')
      req.log.warn({ err }, 'request lost a race with another transaction');
    else req.log.info({ code: appError.code, status }, 'request refused');
    const msg = translateError(req.lang ?? 'zh-CN', appError.code, appError.params);
    if (appError.code === 'common.not_logged_in') {
      return reply.code(401).send({ code: 300, msg, data: null });
    }
    const data = appError.fields ? { errors: appError.fields } : (appError.data ?? null);
    if (status === 429 && typeof appError.params.seconds === 'number')
      reply.header('retry-after', String(appError.params.seconds));
    return reply.code(status).send({ code: status, msg, data });
  });
}

const API_PREFIXES = ['/admin/', '/api/', '/files/', '/docs', '/ws'];

/**
 * Unknown API paths answer the 404 envelope; with the built console present, any other GET
 * answers its index.html so the console's own routes (/dashboard, /order/management ...) load.
 */
export function registerNotFound(app: FastifyInstance, webDist: string | null): void {
  app.setNotFoundHandler((req, reply) => {
    if (webDist && req.method === 'GET' && !API_PREFIXES.some((p) => req.url.startsWith(p))) {
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html', webDist);
    }
    const msg = translateError(req.lang ?? 'zh-CN', 'common.not_found');
    return reply.code(404).send({ code: 404, msg, data: null });
  });
}

function toAppError(err: FastifyError | AppError): AppError {
  if (err instanceof AppError) return err;
  const pg = pgError(err);
  if (pg && CONCURRENT_CHANGE_STATES.has(pg.code)) return new AppError('common.concurrent_change');
  const status = (err as FastifyError).statusCode ?? 500;
  const code = (err as FastifyError).code;
  if (status === 413 || code === 'FST_ERR_CTP_BODY_TOO_LARGE' || code === 'FST_REQ_FILE_TOO_LARGE')
    return new AppError('common.too_large');
  if (status === 429) return new AppError('common.rate_limited', { seconds: 60 });
  if (status === 415 || code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return new AppError('common.invalid_input', {}, { fields: [{ field: '_', key: 'invalid_type' }] });
  }
  if (status >= 400 && status < 500) {
    return new AppError('common.invalid_input', {}, { fields: [{ field: '_', key: 'invalid' }] });
  }
  return new AppError('common.server_error' as ErrorCode);
}
