import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** A connection for a batch of messages; close it when the batch is done. */
export interface MailSession {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

type SmtpConfig = Pick<
  Config,
  'SMTP_URL' | 'SMTP_HOST' | 'SMTP_PORT' | 'SMTP_SECURE' | 'SMTP_USER' | 'SMTP_PASS' | 'SMTP_FROM' | 'STORE_BASE_URL'
>;

const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * Outgoing mail over SMTP (nodemailer), configured by SMTP_URL or SMTP_HOST and friends. Without
 * either the mailer is not configured: callers refuse the work up front instead of queueing mail
 * that can never leave.
 */
export class Mailer {
  constructor(private readonly config: SmtpConfig) {}

  get configured(): boolean {
    return Boolean(this.config.SMTP_URL || this.config.SMTP_HOST);
  }

  /** The sender: SMTP_FROM, else no-reply at the store's host. */
  get from(): string {
    return this.config.SMTP_FROM ?? `no-reply@${new URL(this.config.STORE_BASE_URL).hostname}`;
  }

  open(): MailSession {
    if (!this.configured) throw new Error('mail is not configured');
    const c = this.config;
    const transport: Transporter = c.SMTP_URL
      ? nodemailer.createTransport({ url: c.SMTP_URL, pool: true, maxConnections: 1, ...TIMEOUTS })
      : nodemailer.createTransport({
          host: c.SMTP_HOST,
          port: c.SMTP_PORT,
          secure: c.SMTP_SECURE ?? c.SMTP_PORT === 465,
          pool: true,
          maxConnections: 1,
          ...TIMEOUTS,
          ...(c.SMTP_USER ? { auth: { user: c.SMTP_USER, pass: c.SMTP_PASS ?? '' } } : {}),
        });
    return {
      send: async (m) => {
        await transport.sendMail({ from: this.from, to: m.to, subject: m.subject, text: m.text, html: m.html });
      },
      close: () => transport.close(),
    };
  }
}
