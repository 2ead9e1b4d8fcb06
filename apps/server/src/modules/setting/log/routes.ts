import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { logApi, type Language } from '@shop/shared';
import { defineRoute } from '../../../platform/http/define-route.ts';

const CSV_HEADERS: Record<Language, string[]> = {
  'zh-CN': ['编号', '时间 (UTC)', '操作人', '操作', '对象', '对象编号', 'IP'],
  en: ['ID', 'Time (UTC)', 'Actor', 'Action', 'Entity', 'Entity ID', 'IP'],
  es: ['ID', 'Hora (UTC)', 'Autor', 'Acción', 'Entidad', 'ID de entidad', 'IP'],
  ja: ['ID', '日時 (UTC)', '操作者', '操作', '対象', '対象ID', 'IP'],
};

export function logRoutes(app: FastifyInstance): void {
  defineRoute(app, logApi.list, ({ query, services }) => services.logs.list(query));
  defineRoute(app, logApi.info, ({ query, services }) => services.logs.info(query.id));
  defineRoute(app, logApi.export, async ({ query, ctx, reply, services }) => {
    const stamp = new Date().toISOString().slice(0, 10);
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="operation-log-${stamp}.csv"`);
    return reply.send(Readable.from(services.logs.exportCsv(query, CSV_HEADERS[ctx.lang])));
  });
}
