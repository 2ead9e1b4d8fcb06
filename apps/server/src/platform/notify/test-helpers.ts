import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { TestApp } from '../../test-support/harness.ts';

/** Test support for the notification tests (not a test file itself). */

/** The parts of a `ws` client socket these tests use (the package ships no types here). */
interface WsClient {
  send(data: string): void;
  close(): void;
  on(event: 'message', fn: (data: Buffer) => void): void;
  on(event: 'close', fn: (code: number) => void): void;
  on(event: 'open' | 'error', fn: (arg?: unknown) => void): void;
}
const { WebSocket } = createRequire(import.meta.url)('ws') as { WebSocket: new (url: string) => WsClient };

export interface LiveMsg {
  type: string;
  client_id?: string;
  data?: {
    item?: { id: number; kind: string; title: { key: string; params: Record<string, unknown> } };
    unread?: number;
  };
}

/** A console socket: authenticated with a session code and bound, as the top bar does. */
export class Socket {
  readonly messages: LiveMsg[] = [];
  private closedWith: number | null = null;
  private waiters: (() => void)[] = [];
  private constructor(readonly ws: WsClient) {
    ws.on('message', (data) => {
      this.messages.push(JSON.parse(data.toString()) as LiveMsg);
      this.wake();
    });
    ws.on('close', (code) => {
      this.closedWith = code;
      this.wake();
    });
  }

  static async bound(t: TestApp, ak: string, app: FastifyInstance = t.app): Promise<Socket> {
    const { port } = app.server.address() as AddressInfo;
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`);
    await new Promise((resolve, reject) => {
      ws.on('open', resolve);
      ws.on('error', reject);
    });
    const socket = new Socket(ws);
    ws.send(JSON.stringify({ type: 'auth', ak }));
    const hello = await socket.next((m) => m.type === 'onConnect');
    const bind = await t.get(`/admin/api/BindAdmin?client_id=${hello.client_id}`, ak);
    if (bind.statusCode !== 200) throw new Error(`bind failed: ${bind.body}`);
    await socket.next((m) => m.type === 'new_count');
    return socket;
  }

  private wake() {
    for (const w of this.waiters.splice(0)) w();
  }

  /** Waits for (and consumes) the first message matching `pick`. */
  async next(pick: (m: LiveMsg) => boolean, timeoutMs = 5_000): Promise<LiveMsg> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const i = this.messages.findIndex(pick);
      if (i >= 0) return this.messages.splice(i, 1)[0]!;
      if (this.closedWith !== null) throw new Error(`socket closed (${this.closedWith})`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no such message in time');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The notification messages about one notice (its title params carry a per-test marker). */
  about(marker: string): LiveMsg[] {
    return this.messages.filter((m) => m.type === 'notification' && m.data?.item?.title.params.subject === marker);
  }
}

/** A local SMTP server standing in for the mail relay: keeps what it receives, or refuses recipients when told to. */
export class MailSink {
  readonly received: ParsedMail[] = [];
  refuse = false;
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
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

/** An extra back-office account (SQL, as the seed does), with a live session code. */
export async function addAccount(
  t: TestApp,
  username: string,
  opts: { supplierId?: number | null; email?: string | null; enabled?: boolean } = {},
): Promise<{ id: number; ak: string }> {
  const email = opts.email === undefined ? `${username}@example.com` : opts.email;
  const { rows } = await t.database.raw(
    `insert into admins (username, password_hash, truename, email, supplier_id, enabled)
     values ($1, 'x', $1, $2, $3, $4) returning id::int as id`,
    [username, email, opts.supplierId ?? null, opts.enabled ?? true],
  );
  const id = Number(rows[0]!.id);
  const { token } = await t.app.services.sessions.create(t.app.services.db, id, null, null);
  return { id, ak: token };
}
