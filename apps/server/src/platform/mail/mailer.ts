import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** a Message-ID of the sender's choosing (`<id@host>`), e.g. one derived from what the message is for */
  messageId?: string;
  headers?: Record<string, string>;
}

/** What the SMTP server answered a message it accepted (e.g. `250 2.0.0 Ok: queued`). */
export interface MailReceipt {
  response: string;
}

/** A connection for a batch of messages; close it when the batch is done. */
export interface MailSession {
  send(message: MailMessage): Promise<MailReceipt>;
  close(): void;
}

type SmtpConfig = Pick<
  Config,
  'SMTP_URL' | 'SMTP_HOST' | 'SMTP_PORT' | 'SMTP_SECURE' | 'SMTP_USER' | 'SMTP_PASS' | 'SMTP_FROM' | 'STORE_BASE_URL'
>;

const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000, dnsTimeout: 10_000 };

/** SMTP settings saved in the console (Settings > third-party mail), the password revealed. */
export interface SmtpSettings {
  host: string;
  port: number;
  security: 'auto' | 'tls' | 'starttls';
  user: string;
  password: string;
  sender: string;
}

type TransportOptions = Parameters<typeof nodemailer.createTransport>[0];

/**
 * Outgoing mail over SMTP (nodemailer). The settings saved in the console win; until they are
 * first saved (`saved` answers null) SMTP_URL or SMTP_HOST and friends of the configuration apply.
 * With neither the mailer is not configured: callers refuse the work up front instead of queueing
 * mail that can never leave.
 */
export class Mailer {
  constructor(
    private readonly config: SmtpConfig,
    private readonly saved: () => Promise<SmtpSettings | null> = async () => null,
  ) {}

  /** The transport's options and the sender, or null when no mail server is set. */
  private async setup(): Promise<{ options: TransportOptions; from: string } | null> {
    const s = await this.saved();
    const host = new URL(this.config.STORE_BASE_URL).hostname;
    if (s) {
      if (!s.host) return null;
      return {
        options: {
          host: s.host,
          port: s.port,
          secure: s.security === 'tls',
          requireTLS: s.security === 'starttls',
          ...TIMEOUTS,
          ...(s.user ? { auth: { user: s.user, pass: s.password } } : {}),
        },
        from: s.sender || `no-reply@${host}`,
      };
    }
    const c = this.config;
    if (!c.SMTP_URL && !c.SMTP_HOST) return null;
    const from = c.SMTP_FROM ?? `no-reply@${host}`;
    if (c.SMTP_URL) return { options: { url: c.SMTP_URL, ...TIMEOUTS } as TransportOptions, from };
    return {
      options: {
        host: c.SMTP_HOST,
        port: c.SMTP_PORT,
        secure: c.SMTP_SECURE ?? c.SMTP_PORT === 465,
        ...TIMEOUTS,
        ...(c.SMTP_USER ? { auth: { user: c.SMTP_USER, pass: c.SMTP_PASS ?? '' } } : {}),
      },
      from,
    };
  }

  async configured(): Promise<boolean> {
    return (await this.setup()) !== null;
  }

  /**
   * A pooled connection for a batch of messages (`connections` at once, default 1); throws when no
   * mail server is set.
   */
  async open(opts: { connections?: number } = {}): Promise<MailSession> {
    const setup = await this.setup();
    if (!setup) throw new Error('mail is not configured');
    const transport: Transporter = nodemailer.createTransport({
      ...(setup.options as object),
      pool: true,
      maxConnections: opts.connections ?? 1,
      maxMessages: Infinity,
    } as TransportOptions);
    return {
      send: async (m) => {
        const info = await transport.sendMail({
          from: setup.from,
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html,
          ...(m.messageId ? { messageId: m.messageId } : {}),
          ...(m.headers ? { headers: m.headers } : {}),
        });
        return { response: String(info.response ?? '') };
      },
      close: () => transport.close(),
    };
  }

  /** Sends one message and answers what the SMTP server said (its reply, or the error it gave). */
  async test(message: MailMessage): Promise<{ sent: boolean; response: string }> {
    const setup = await this.setup();
    if (!setup) return { sent: false, response: 'mail is not configured' };
    const transport = nodemailer.createTransport(setup.options);
    try {
      const info = await transport.sendMail({ from: setup.from, ...message });
      return { sent: true, response: String(info.response ?? '') };
    } catch (err) {
      return { sent: false, response: (err instanceof Error ? err.message : String(err)).slice(0, 500) };
    } finally {
      transport.close();
    }
  }
}
