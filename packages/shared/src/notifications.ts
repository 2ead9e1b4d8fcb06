import { z } from 'zod';
import { pageQuery } from './api/common.ts';
import { LANGUAGES, type Language } from './constants.ts';
import { partsOf } from './area.ts';
import { SHARED_AREAS } from './areas/index.ts';
import { interpolate } from './locales/index.ts';

/**
 * Notifications: what an area tells a staff user or a supplier (an application decided, a tender
 * awarded...). Rows store a message key and its params, never rendered text, so each reader sees
 * them in their own language: the console renders them with these texts, the server renders the
 * e-mail copy with them.
 */

/** `area.thing.event`: lower case, dot separated (kinds and message keys alike). */
export const NOTIFICATION_KEY = /^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$/;

/** Params are scalars: they are interpolated into a text, and stored as jsonb. */
export const notificationParams = z.record(
  z.string().regex(/^\w{1,40}$/),
  z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]),
);
export type NotificationParams = z.infer<typeof notificationParams>;

export const notificationMessage = z.object({
  key: z.string().max(100).regex(NOTIFICATION_KEY),
  params: notificationParams.default({}),
});
export type NotificationMessage = z.input<typeof notificationMessage>;

/** A console path ('/supply/tender/info?id=7'): never another site, never a script URL. */
export const consolePath = z
  .string()
  .max(500)
  .regex(/^\/(?![/\\])[^\s]*$/);

/** One row of a reader's inbox. */
export const notificationItem = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.object({ key: z.string(), params: notificationParams }),
  body: z.object({ key: z.string(), params: notificationParams }).nullable(),
  link: z.string().nullable(),
  entity: z.object({ type: z.string(), id: z.number().int() }).nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

export const notificationListQuery = pageQuery.extend({
  /** only unread ones */
  unread: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});
export type NotificationListQuery = z.infer<typeof notificationListQuery>;

/** Live channel message: a new notification for the socket's user, with their unread count after it. */
export interface NotificationLiveMessage {
  type: 'notification';
  data: { item: NotificationItem; unread: number };
}

/**
 * The platform's texts of notification keys, per language. An area that sends a kind declares its
 * title (and body) keys in its shared entity's `notices`, in every language; a test checks that
 * each language has every key. `notify.mail.*` frame the e-mail copy.
 */
const CORE_NOTICES: Record<Language, Record<string, string>> = {
  'zh-CN': {
    'notify.message': '{{from}} 给您发来消息：{{subject}}',
    'notify.mail.open': '在管理后台查看：{{url}}',
    'notify.mail.open_link': '在管理后台查看',
    'notify.mail.footer': '这封邮件由商城管理后台自动发送，因为这条通知发给了您的账号。',
  },
  en: {
    'notify.message': '{{from}} sent you a message: {{subject}}',
    'notify.mail.open': 'Open it in the console: {{url}}',
    'notify.mail.open_link': 'Open it in the console',
    'notify.mail.footer': 'The shop console sent this e-mail because this notification was addressed to your account.',
  },
  es: {
    'notify.message': '{{from}} te ha enviado un mensaje: {{subject}}',
    'notify.mail.open': 'Ábrelo en la consola: {{url}}',
    'notify.mail.open_link': 'Ábrelo en la consola',
    'notify.mail.footer':
      'La consola de la tienda envió este correo porque esta notificación iba dirigida a tu cuenta.',
  },
  ja: {
    'notify.message': '{{from}} さんからメッセージが届きました：{{subject}}',
    'notify.mail.open': '管理コンソールで開く：{{url}}',
    'notify.mail.open_link': '管理コンソールで開く',
    'notify.mail.footer':
      'この通知があなたのアカウント宛てに送られたため、ショップの管理コンソールがこのメールを送信しました。',
  },
};

/** The platform's notification texts and every area's and entity's `notices`, per language. */
export const NOTIFICATION_TEXTS: Record<Language, Record<string, string>> = Object.fromEntries(
  LANGUAGES.map((lang) => [
    lang,
    Object.assign({}, CORE_NOTICES[lang], ...SHARED_AREAS.flatMap(partsOf).map((p) => p.notices?.[lang] ?? {})),
  ]),
) as Record<Language, Record<string, string>>;

/** A key's text in a language (else English, else the key itself, as i18next does), params filled in. */
export function renderNotification(lang: Language, message: { key: string; params?: Record<string, unknown> }): string {
  const text = NOTIFICATION_TEXTS[lang][message.key] ?? NOTIFICATION_TEXTS.en[message.key] ?? message.key;
  return interpolate(text, message.params ?? {});
}
