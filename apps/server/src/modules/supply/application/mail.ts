import { isLanguage, type Language } from '@shop/shared';
import { renderNotification } from '@shop/shared/notifications';
import type { ApplicationItem, ApplicationReasonCode } from '@shop/shared/api/supply-application';
import { APPLICATION_ITEM_WORDS, APPLICATION_REASON_TEXTS } from '@shop/shared/areas/supply/application-words';
import type { Mailer, MailMessage } from '../../../platform/mail/mailer.ts';
import { consoleUrl } from '../../../platform/notify/mail.ts';
import type { StoredDecision } from './table.ts';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/** The console paths of the applicant's pages (public routes). */
export const statusPath = (reference: string, token: string) =>
  `/supplier/apply/status?ref=${encodeURIComponent(reference)}&token=${encodeURIComponent(token)}`;
export const activatePath = (reference: string, key: string) =>
  `/supplier/apply/activate?ref=${encodeURIComponent(reference)}&key=${encodeURIComponent(key)}`;

/** A rejected item as the applicant reads it: its name, the reason's text, the reviewer's note. */
export function rejectionLine(lang: Language, d: StoredDecision): string {
  const item = APPLICATION_ITEM_WORDS[lang][d.item as ApplicationItem] ?? d.item;
  const reason = d.reasonCode ? APPLICATION_REASON_TEXTS[lang][d.reasonCode as ApplicationReasonCode] : '';
  return `- ${item}: ${reason}${d.note ? ` (${d.note})` : ''}`;
}

export type ApplicantMail =
  | { kind: 'received'; reference: string; token: string }
  | { kind: 'failed'; reference: string; token: string | null; rejected: StoredDecision[] }
  | { kind: 'passed'; reference: string; username: string; key: string; until: string };

/**
 * The e-mails to an applicant before there is an account: received, not approved (with the
 * reasons), approved (with the one-time activation link). Sent straight through the mailer and
 * never stored, so the status token and the activation key stay out of every table; without a
 * mail server nothing is sent and the status page shows the same.
 */
export class ApplicantMailer {
  constructor(
    private readonly mailer: Mailer,
    private readonly base: string | undefined,
    private readonly log: { warn: (obj: object, msg: string) => void },
  ) {}

  message(to: string, langText: string, m: ApplicantMail): MailMessage {
    const lang: Language = isLanguage(langText) ? langText : 'en';
    const link = (p: string) => consoleUrl(p, this.base) ?? p;
    const params: Record<string, string> = { reference: m.reference };
    let url: string;
    if (m.kind === 'passed') {
      url = link(activatePath(m.reference, m.key));
      Object.assign(params, { username: m.username, until: m.until });
    } else {
      url = m.token ? link(statusPath(m.reference, m.token)) : '';
      if (m.kind === 'failed') params.reasons = m.rejected.map((d) => rejectionLine(lang, d)).join('\n');
    }
    params.url = url;
    const key = `supply.application.mail_${m.kind}`;
    const subject = renderNotification(lang, { key, params });
    const body = renderNotification(lang, { key: `${key}_body`, params });
    const footer = renderNotification(lang, { key: 'supply.application.mail_footer' });
    const text = `${subject}\n\n${body}\n\n-- \n${footer}`;
    const linked = escapeHtml(body)
      .split('\n')
      .map((line) =>
        line.replace(
          escapeHtml(url),
          url.startsWith('http') ? `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>` : escapeHtml(url),
        ),
      )
      .join('<br>');
    const html =
      `<!doctype html><html lang="${lang}"><body style="font-family:sans-serif;color:#222">` +
      `<p><strong>${escapeHtml(subject)}</strong></p><p>${linked}</p>` +
      `<p style="color:#666;font-size:12px">${escapeHtml(footer)}</p></body></html>`;
    return { to, subject, text, html };
  }

  /** Sends after the commit; never throws (a mail server down does not undo the decision). */
  send(to: string, lang: string, m: ApplicantMail): Promise<void> {
    return (async () => {
      if (!(await this.mailer.configured())) return;
      const session = await this.mailer.open();
      try {
        await session.send(this.message(to, lang, m));
      } finally {
        session.close();
      }
    })().catch((err: unknown) => this.log.warn({ err, reference: m.reference }, 'applicant e-mail not sent'));
  }
}
