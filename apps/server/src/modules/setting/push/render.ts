import { formatMinor, type Language } from '@shop/shared';
import { fillTemplate, type PushVariable } from '@shop/shared/api/push-template';
import type { MailMessage } from '../../../platform/mail/mailer.ts';

export interface BlockProduct {
  id: number;
  name: Record<string, string>;
  price: number;
  currency: string;
}

/** What a push's message is made of in one language, prepared once per send. */
export interface Prepared {
  subject: string;
  body: string;
  storeName: string;
  productsHtml: string;
  productsText: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** Plain text of the HTML body (the text/plain part): paragraphs and breaks kept as lines, links kept as text. */
export function htmlToText(html: string): string {
  return html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, '$2 ($1)')
    .replace(/<(br|\/p|\/div|\/li|\/tr|\/h\d)\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const productName = (p: BlockProduct, language: Language) =>
  p.name[language] || Object.values(p.name).find((n) => n) || `#${p.id}`;

/** The {{products}} block: a small table of the products (name linked to the store, price), in HTML and text. */
export function productBlock(list: BlockProduct[], language: Language, storeUrl: string) {
  const link = (p: BlockProduct) => new URL(`product/${p.id}`, storeUrl.endsWith('/') ? storeUrl : `${storeUrl}/`).href;
  const cells = list.map(
    (p) =>
      `<tr><td style="padding:6px 12px"><a href="${escapeHtml(link(p))}">${escapeHtml(productName(p, language))}` +
      `</a></td><td style="padding:6px 12px;text-align:right">${escapeHtml(formatMinor(p.price, p.currency))} ` +
      `${escapeHtml(p.currency)}</td></tr>`,
  );
  return {
    html: list.length ? `<table style="border-collapse:collapse">${cells.join('')}</table>` : '',
    text: list
      .map((p) => `- ${productName(p, language)}: ${formatMinor(p.price, p.currency)} ${p.currency}`)
      .join('\n'),
  };
}

/** One recipient's message: the variables filled (escaped in the HTML part). */
export function renderMessage(
  prepared: Prepared,
  to: { email: string; name: string },
  unsubscribeUrl: string,
): Omit<MailMessage, 'to'> {
  const values = (html: boolean): Record<PushVariable, string> => {
    const esc = html ? escapeHtml : (s: string) => s;
    return {
      customer_name: esc(to.name || to.email),
      store_name: esc(prepared.storeName),
      products: html ? prepared.productsHtml : prepared.productsText,
      unsubscribe_url: esc(unsubscribeUrl),
    };
  };
  const html = fillTemplate(prepared.body, values(true));
  return {
    subject: fillTemplate(prepared.subject, values(false)).replace(/[\r\n]+/g, ' '),
    html,
    text: htmlToText(fillTemplate(prepared.body, { ...values(true), products: escapeHtml(prepared.productsText) })),
  };
}
