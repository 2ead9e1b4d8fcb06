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
  /** when each message was received (ms), in order */
  readonly times: number[] = [];
  /** answers a recipient with this SMTP code instead (451: temporary, 550: bounce); null accepts it */
  rcptCode: (address: string) => number | null = () => null;
  /**
   * Runs with each message (and its 1-based number) before it is answered or kept: a promise that
   * never settles leaves it unanswered (a process killed meanwhile never got its 250).
   */
  beforeAnswer: (mail: ParsedMail, n: number) => void | Promise<void> = () => undefined;
  private seen = 0;
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
      const code = this.rcptCode(rcpt.address);
      if (code !== null) {
        const err = new Error(`${code === 451 ? 'Try again later' : 'Mailbox unavailable'}: ${rcpt.address}`);
        return callback(Object.assign(err, { responseCode: code }));
      }
      if (!this.refuse) return callback();
      const err = new Error(`Mailbox unavailable: ${rcpt.address}`) as Error & { responseCode: number };
      err.responseCode = 550;
      return callback(err);
    },
    onData: (stream, _session, callback) => {
      simpleParser(stream)
        .then(async (mail) => {
          await this.beforeAnswer(mail, ++this.seen);
          this.received.push(mail);
          this.times.push(Date.now());
          callback();
        })
        .catch(callback);
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
