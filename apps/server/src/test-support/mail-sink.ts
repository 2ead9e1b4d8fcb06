import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A local SMTP server standing in for the shop's mail relay: keeps what it receives, or refuses recipients when told
 * to.
 */
export class MailSink {
  readonly received: ParsedMail[] = [];
  /** the user names and passwords clients signed in with */
  readonly logins: { username: string; password: string }[] = [];
  refuse = false;
  private readonly server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (auth, _session, callback) => {
      this.logins.push({ username: auth.username ?? '', password: auth.password ?? '' });
      callback(null, { user: auth.username });
    },
    onRcptTo: (rcpt, _session, callback) => {
      if (!this.refuse) return callback();
      const err = new Error(`Mailbox unavailable: ${rcpt.address}`) as Error & { responseCode: number };
      err.responseCode = 550;
      return callback(err);
    },
    onData: (stream, _session, callback) => {
      simpleParser(stream).then((mail) => {
        this.received.push(mail);
        callback();
      }, callback);
    },
  });

  /** Listens on a free local port; answers it. */
  async start(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.server.address() as AddressInfo).port;
  }

  /** The messages received whose subject mentions `marker`. */
  about(marker: string): ParsedMail[] {
    return this.received.filter((m) => m.subject?.includes(marker));
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
