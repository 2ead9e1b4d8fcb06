import type { Language } from '@shop/shared';
import { renderNotification } from '@shop/shared/notifications';
import type { MailMessage } from '../mail/mailer.ts';
import type { NotificationRecord } from './table.ts';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/** The absolute console address of a notification's link, when the console's address is known. */
export function consoleUrl(link: string | null, base: string | undefined): string | null {
  if (!link) return null;
  if (!base) return link;
  return new URL(link.replace(/^\/+/, ''), base.endsWith('/') ? base : `${base}/`).toString();
}

/** The e-mail copy of one notification: its title as subject, its body, a link to the console. */
export function notificationMail(
  to: string,
  n: NotificationRecord,
  lang: Language,
  base: string | undefined,
): MailMessage {
  const subject = renderNotification(lang, { key: n.titleKey, params: n.titleParams });
  const body = n.bodyKey ? renderNotification(lang, { key: n.bodyKey, params: n.bodyParams ?? {} }) : '';
  const url = consoleUrl(n.link, base);
  const open = url ? renderNotification(lang, { key: 'notify.mail.open', params: { url } }) : '';
  const footer = renderNotification(lang, { key: 'notify.mail.footer' });
  const text = [subject, body && `\n${body}`, open && `\n${open}`, `\n-- \n${footer}`].filter(Boolean).join('\n');
  // Without the console's address the path is shown as text: a relative link means nothing in a mail client.
  const label = renderNotification(lang, { key: 'notify.mail.open_link' });
  const openHtml = !url
    ? ''
    : url.startsWith('/')
      ? `<p>${escapeHtml(open)}</p>`
      : `<p><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>`;
  const html =
    `<!doctype html><html lang="${lang}"><body style="font-family:sans-serif;color:#222">` +
    `<p><strong>${escapeHtml(subject)}</strong></p>${body ? `<p>${escapeHtml(body)}</p>` : ''}${openHtml}` +
    `<p style="color:#666;font-size:12px">${escapeHtml(footer)}</p></body></html>`;
  return { to, subject, text, html };
}
