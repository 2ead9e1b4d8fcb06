import type { FastifyInstance } from 'fastify';
import { mailTestApi, type Language } from '@shop/shared';
import { defineRoute } from '../../../platform/http/define-route.ts';

const TEXTS: Record<Language, { subject: string; text: string }> = {
  'zh-CN': { subject: '测试邮件', text: '这是一封测试邮件：邮件设置可以正常发信。' },
  en: { subject: 'Test e-mail', text: 'This is a test e-mail: the mail settings can send mail.' },
  es: { subject: 'Correo de prueba', text: 'Este es un correo de prueba: la configuración de correo puede enviar.' },
  ja: { subject: 'テストメール', text: 'これはテストメールです。メール設定で送信できます。' },
};

/** POST /admin/setting/mail/test: one message with the saved mail settings, answering the SMTP server's reply. */
export function mailTestRoute(app: FastifyInstance): void {
  defineRoute(app, mailTestApi, ({ body, services, ctx }) => {
    const t = TEXTS[ctx.lang];
    return services.mailer.test({ to: body.to, subject: t.subject, text: t.text, html: `<p>${t.text}</p>` });
  });
}
