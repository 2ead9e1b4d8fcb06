import type { Language, Localized } from '@shop/shared';
import { minorUnitExponent } from '@shop/shared';
import type { MailMessage } from '../../../platform/mail/mailer.ts';
import { nameIn } from '../../catalog/scope.ts';
import type { CheckoutLine } from '../table.ts';

interface Texts {
  subject: string;
  greeting: (name: string) => string;
  intro: string;
  total: string;
  action: string;
  closing: string;
}

/** The recall e-mail in each interface language; the store sends it in its default language. */
const TEXTS: Record<Language, Texts> = {
  'zh-CN': {
    subject: '您的购物车还在等您',
    greeting: (name) => (name ? `${name}，您好：` : '您好：'),
    intro: '您在结账时留下了以下商品，我们为您保留着：',
    total: '合计',
    action: '返回商店完成购买',
    closing: '如果您已经下单，请忽略这封邮件。',
  },
  en: {
    subject: 'Your cart is waiting for you',
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    intro: 'You left these items at checkout. We kept them for you:',
    total: 'Total',
    action: 'Return to the store to complete your order',
    closing: 'If you have already ordered, please ignore this e-mail.',
  },
  es: {
    subject: 'Tu carrito te está esperando',
    greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    intro: 'Dejaste estos artículos en el pago. Los hemos guardado para ti:',
    total: 'Total',
    action: 'Vuelve a la tienda para completar tu pedido',
    closing: 'Si ya has hecho el pedido, ignora este correo.',
  },
  ja: {
    subject: 'カートの商品がお待ちしています',
    greeting: (name) => (name ? `${name} 様` : 'お客様'),
    intro: 'ご購入手続きの途中で、次の商品がカートに残っています：',
    total: '合計',
    action: 'ストアに戻ってご注文を完了する',
    closing: 'すでにご注文済みの場合は、このメールを破棄してください。',
  },
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function formatAmount(minor: number, currency: string, lang: Language): string {
  const e = minorUnitExponent(currency);
  try {
    return new Intl.NumberFormat(lang, {
      style: 'currency',
      currency,
      minimumFractionDigits: e,
      maximumFractionDigits: e,
    }).format(minor / 10 ** e);
  } catch {
    return `${(minor / 10 ** e).toFixed(e)} ${currency}`;
  }
}

/** The recall e-mail of one checkout: its lines and value, and a link to the store. */
export function recallMail(
  c: { email: string; name: string; lines: CheckoutLine[]; currency: string; value: number },
  lang: Language,
  storeUrl: string,
): MailMessage {
  const t = TEXTS[lang];
  const lines = c.lines.map((l) => ({
    name: nameIn(l.name as Localized, lang) || l.sku,
    quantity: l.quantity,
    amount: formatAmount(l.unitPrice * l.quantity, c.currency, lang),
  }));
  const total = formatAmount(c.value, c.currency, lang);
  const text = [
    t.greeting(c.name),
    '',
    t.intro,
    '',
    ...lines.map((l) => `- ${l.name} × ${l.quantity}  ${l.amount}`),
    '',
    `${t.total}: ${total}`,
    '',
    `${t.action}: ${storeUrl}`,
    '',
    t.closing,
  ].join('\n');
  const rows = lines
    .map(
      (l) =>
        `<tr><td>${escapeHtml(l.name)}</td><td style="text-align:right">× ${l.quantity}</td><td ` +
        `style="text-align:right">${escapeHtml(l.amount)}</td></tr>`,
    )
    .join('');
  const html =
    `<!doctype html><html lang="${lang}"><body style="font-family:sans-serif;color:#222">` +
    `<p>${escapeHtml(t.greeting(c.name))}</p><p>${escapeHtml(t.intro)}</p>` +
    `<table cellpadding="6" style="border-collapse:collapse">${rows}` +
    `<tr><th style="text-align:left">${escapeHtml(t.total)}</th><td></td><th ` +
    `style="text-align:right">${escapeHtml(total)}</th></tr></table>` +
    `<p><a href="${escapeHtml(storeUrl)}">${escapeHtml(t.action)}</a></p><p ` +
    `style="color:#666">${escapeHtml(t.closing)}</p></body></html>`;
  return { to: c.email, subject: t.subject, text, html };
}
