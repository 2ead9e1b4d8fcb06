import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Language } from '@shop/shared';
import { pushApi, pushLogApi, pushPublicApi } from '@shop/shared/api/push';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { escapeHtml } from './render.ts';

const CSV_HEADERS: Record<Language, string[]> = {
  'zh-CN': [
    '推送ID',
    '推送',
    '邮箱',
    '姓名',
    '语言',
    '状态',
    '尝试次数',
    'SMTP 应答',
    'Message-ID',
    '发送时间',
    '更新时间',
  ],
  en: [
    'Push ID',
    'Push',
    'E-mail',
    'Name',
    'Language',
    'State',
    'Attempts',
    'SMTP answer',
    'Message-ID',
    'Sent at',
    'Updated at',
  ],
  es: [
    'ID de envío',
    'Envío',
    'Correo',
    'Nombre',
    'Idioma',
    'Estado',
    'Intentos',
    'Respuesta SMTP',
    'Message-ID',
    'Enviado',
    'Actualizado',
  ],
  ja: [
    'プッシュID',
    'プッシュ',
    'メール',
    '氏名',
    '言語',
    '状態',
    '試行回数',
    'SMTP 応答',
    'Message-ID',
    '送信日時',
    '更新日時',
  ],
};

const UNSUBSCRIBED: Record<Language, (email: string, store: string) => [string, string]> = {
  'zh-CN': (e, s) => ['已退订', `${e} 已退订，今后不会再收到 ${s} 的推送邮件。`],
  en: (e, s) => ['Unsubscribed', `${e} is unsubscribed and will receive no more e-mail pushes from ${s}.`],
  es: (e, s) => ['Baja confirmada', `${e} se ha dado de baja y no recibirá más correos promocionales de ${s}.`],
  ja: (e, s) => ['配信停止しました', `${e} の配信を停止しました。今後 ${s} からのプッシュメールは届きません。`],
};

export function pushRoutes(app: FastifyInstance): void {
  defineRoute(app, pushApi.options, ({ services }) => services.pushes.options());
  defineRoute(app, pushApi.list, ({ query, services }) => services.pushes.list(query));
  defineRoute(app, pushApi.info, ({ query, services }) => services.pushes.info(query.id));
  defineRoute(app, pushApi.add, ({ body, ctx, services }) => services.pushes.add(ctx, body));
  defineRoute(app, pushApi.edit, ({ body, ctx, services }) => services.pushes.edit(ctx, body));
  defineRoute(app, pushApi.del, ({ body, ctx, services }) => services.pushes.remove(ctx, body.id));
  defineRoute(app, pushApi.send, async ({ body, ctx, reply, services }) => {
    const push = await services.pushes.send(ctx, body.id, body.version);
    // Start the job after the answer (and its Idempotency-Key record) is written.
    reply.raw.once('finish', () => services.jobs.wake());
    return push;
  });
  defineRoute(app, pushApi.stop, ({ body, ctx, services }) => services.pushes.stop(ctx, body.id));
  defineRoute(app, pushApi.preview, ({ body, services }) => services.pushes.preview(body));
  defineRoute(app, pushApi.count, ({ body, services }) => services.pushes.count(body.audience));
  defineRoute(app, pushLogApi.pushes, ({ query, services }) => services.pushes.list(query, true));
  defineRoute(app, pushLogApi.list, ({ query, services }) => services.pushes.log(query));
  defineRoute(app, pushLogApi.export, async ({ query, ctx, reply, services }) => {
    const stamp = new Date().toISOString().slice(0, 10);
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="push-log-${stamp}.csv"`);
    return reply.send(Readable.from(services.pushes.exportCsv(query, CSV_HEADERS[ctx.lang])));
  });
  defineRoute(app, pushPublicApi.unsubscribe, async ({ query, reply, services }) => {
    const { email, store } = await services.pushes.unsubscribe(query.token);
    const lang = store.defaultLanguage;
    const [title, text] = UNSUBSCRIBED[lang](escapeHtml(email), escapeHtml(store.name[lang] || ''));
    reply.header('content-type', 'text/html; charset=utf-8');
    return reply.send(
      `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" ` +
        `content="width=device-width"><title>${title}</title></head><body style="font-family:sans-serif;` +
        `max-width:36rem;margin:4rem auto;padding:0 1rem"><h1>${title}</h1><p>${text}</p></body></html>`,
    );
  });
}
