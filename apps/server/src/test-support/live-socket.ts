import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';

/** The parts of a `ws` client socket the tests use (the package ships no types here). */
export interface WsClient {
  send(data: string): void;
  close(): void;
  on(event: 'message', fn: (data: Buffer) => void): void;
  on(event: 'close', fn: (code: number) => void): void;
  on(event: 'open' | 'error', fn: (arg?: unknown) => void): void;
}
const { WebSocket } = createRequire(import.meta.url)('ws') as { WebSocket: new (url: string) => WsClient };

/** What every message of the live channel carries. */
export interface LiveMessage {
  type: string;
  client_id?: string;
}

/** A client of the live channel (`/ws`) that keeps the messages it receives until a test takes them. */
export class LiveSocket<M extends LiveMessage = LiveMessage> {
  readonly messages: M[] = [];
  closedWith: number | null = null;
  private waiters: (() => void)[] = [];

  constructor(readonly ws: WsClient) {
    ws.on('message', (data) => {
      this.messages.push(JSON.parse(data.toString()) as M);
      this.wake();
    });
    ws.on('close', (code) => {
      this.closedWith = code;
      this.wake();
    });
  }

  /** A socket connected to the live channel of an app that listens on a port. */
  static async connect<S>(this: new (ws: WsClient) => S, app: FastifyInstance | number): Promise<S> {
    const port = typeof app === 'number' ? app : (app.server.address() as AddressInfo).port;
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`);
    await new Promise((resolve, reject) => {
      ws.on('open', resolve);
      ws.on('error', reject);
    });
    return new this(ws);
  }

  /** Authenticates with a session code; answers the greeting (it names the socket's client id). */
  auth(ak: string): Promise<M> {
    this.ws.send(JSON.stringify({ type: 'auth', ak }));
    return this.next((m) => m.type === 'onConnect');
  }

  private wake() {
    for (const w of this.waiters.splice(0)) w();
  }

  /** Waits for (and consumes) the first message matching `pick`. */
  async next(pick: (m: M) => boolean, timeoutMs = 5_000): Promise<M> {
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

  /** Waits until the server closes the socket; answers the close code. */
  async closed(timeoutMs = 5_000): Promise<number> {
    const deadline = Date.now() + timeoutMs;
    while (this.closedWith === null && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    if (this.closedWith === null) throw new Error('socket still open');
    return this.closedWith;
  }
}
