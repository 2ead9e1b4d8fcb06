import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { WebSocket } from '@fastify/websocket';
import { Redis } from 'ioredis';
import { LIVE, type LiveMessage, type MessageData } from '@shop/shared';
import type { NotificationLiveMessage } from '@shop/shared/notifications';
import type { SessionService } from '../auth/sessions.ts';
import { AppError } from '../http/app-error.ts';
import type { Scope } from '../http/context.ts';

const CHANNEL = 'shop:live';
const IDLE_CLOSE_MS = LIVE.heartbeatMs * 3;
const AUTH_TIMEOUT_MS = 10_000;
/** how long a socket's owner is remembered in Redis if its instance dies without cleaning up */
const OWNER_TTL_S = 24 * 3600;
const ownerKey = (clientId: string) => `${CHANNEL}:client:${clientId}`;

interface Client {
  id: string;
  ws: WebSocket;
  token: string | null;
  sessionId: number | null;
  adminId: number | null;
  bound: boolean;
  lastSeen: number;
  lastCounts: string | null;
}

/** A message for every bound socket of one account. */
export interface LivePush {
  adminId: number;
  message: NotificationLiveMessage;
}

type BusMessage =
  | { t: 'counts' }
  | { t: 'invalidate' }
  | { t: 'bind'; clientId: string; sessionId: number }
  | { t: 'push'; items: LivePush[] };

/**
 * The live channel: sockets authenticate with their session code, are greeted with a client id,
 * and once bound (BindAdmin, same session only) receive the message counters whenever they
 * change. With Redis, changes and binds reach the sockets of every server instance.
 */
export class LiveHub {
  private readonly clients = new Map<string, Client>();
  private pub: Redis | null = null;
  private sub: Redis | null = null;
  private refreshTimer: NodeJS.Timeout | null = null;
  private sweepTimer: NodeJS.Timeout | null = null;
  private counts: ((scope: Scope) => Promise<MessageData>) | null = null;

  constructor(
    private readonly sessions: SessionService,
    private readonly log: FastifyBaseLogger,
    private readonly redisUrl?: string,
  ) {}

  /** Answers when Redis is configured and reachable (readiness); null without Redis. */
  ping(): Promise<unknown> | null {
    return this.pub ? this.pub.ping() : null;
  }

  async start(counts: (scope: Scope) => Promise<MessageData>): Promise<void> {
    this.counts = counts;
    if (this.redisUrl) {
      this.pub = new Redis(this.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
      this.sub = new Redis(this.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
      for (const client of [this.pub, this.sub])
        client.on('error', (err) => this.log.warn({ err }, 'live channel redis error'));
      await Promise.all([this.pub.connect(), this.sub.connect()]);
      await this.sub.subscribe(CHANNEL);
      this.sub.on('message', (_channel: string, raw: string) => this.onBus(raw));
      const pub = this.pub;
      this.sessions.onInvalidate = () => {
        void pub
          .publish(CHANNEL, JSON.stringify({ t: 'invalidate' } satisfies BusMessage))
          .catch((err) => this.log.warn({ err }, 'live publish failed'));
      };
    }
    this.sweepTimer = setInterval(() => this.sweep(), LIVE.heartbeatMs);
    this.sweepTimer.unref();
  }

  register(app: FastifyInstance): void {
    app.get('/ws', { websocket: true, config: { platform: true } }, (socket) => this.accept(socket));
  }

  get size(): number {
    return this.clients.size;
  }

  private accept(ws: WebSocket): void {
    const client: Client = {
      id: randomBytes(16).toString('hex'),
      ws,
      token: null,
      sessionId: null,
      adminId: null,
      bound: false,
      lastSeen: Date.now(),
      lastCounts: null,
    };
    this.clients.set(client.id, client);
    const authTimer = setTimeout(() => {
      if (!client.token) ws.close(4001, 'auth required');
    }, AUTH_TIMEOUT_MS);
    ws.on(
      'message',
      (data: Buffer) => void this.onMessage(client, data).catch((err) => this.log.warn({ err }, 'live message failed')),
    );
    ws.on('close', () => {
      clearTimeout(authTimer);
      this.clients.delete(client.id);
      if (client.token) void this.pub?.del(ownerKey(client.id)).catch(() => undefined);
    });
    ws.on('error', () => ws.close());
  }

  private async onMessage(client: Client, data: Buffer): Promise<void> {
    client.lastSeen = Date.now();
    if (data.length > 4096) return client.ws.close(1009, 'too large');
    let msg: { type?: unknown; ak?: unknown };
    try {
      msg = JSON.parse(data.toString('utf8'));
    } catch {
      return;
    }
    if (msg.type === 'ping') return this.send(client, { type: 'pong' });
    if (msg.type === 'auth' && typeof msg.ak === 'string' && !client.token) {
      const scope = await this.sessions.authenticate(msg.ak);
      if (!scope) return client.ws.close(4001, 'session');
      client.token = msg.ak;
      client.sessionId = scope.sessionId;
      client.adminId = scope.adminId;
      // Other instances answer BindAdmin for this socket: they need to know whose it is.
      await this.pub?.set(ownerKey(client.id), String(scope.sessionId), 'EX', OWNER_TTL_S);
      this.send(client, { type: 'onConnect', client_id: client.id });
    }
  }

  /** BindAdmin: only the session that opened the socket may bind it. */
  async bind(scope: Scope, clientId: string): Promise<{ ok: true }> {
    const local = this.clients.get(clientId);
    if (local) {
      if (local.sessionId !== scope.sessionId) throw new AppError('common.not_found');
      await this.bindLocal(local);
      return { ok: true };
    }
    // A socket on another instance: bind it only when this session opened it, else answer as if unknown.
    if (!this.pub || (await this.pub.get(ownerKey(clientId))) !== String(scope.sessionId))
      throw new AppError('common.not_found');
    await this.pub.publish(
      CHANNEL,
      JSON.stringify({ t: 'bind', clientId, sessionId: scope.sessionId } satisfies BusMessage),
    );
    return { ok: true };
  }

  private async bindLocal(client: Client): Promise<void> {
    client.bound = true;
    await this.pushCounts(client, true);
  }

  /** Something behind a counter changed: every bound socket (on every instance) gets fresh counts. */
  countsChanged(): void {
    if (this.pub) {
      void this.pub
        .publish(CHANNEL, JSON.stringify({ t: 'counts' } satisfies BusMessage))
        .catch((err) => this.log.warn({ err }, 'live publish failed'));
    } else {
      this.scheduleRefresh();
    }
  }

  /**
   * Sends each message to the bound sockets of its account, on every instance (through Redis; the
   * publishing instance hears its own message and delivers it like the others).
   */
  push(items: LivePush[]): void {
    if (!items.length) return;
    if (this.pub) {
      void this.pub
        .publish(CHANNEL, JSON.stringify({ t: 'push', items } satisfies BusMessage))
        .catch((err) => this.log.warn({ err }, 'live publish failed'));
    } else {
      void this.pushLocal(items).catch((err) => this.log.warn({ err }, 'live push failed'));
    }
  }

  private async pushLocal(items: LivePush[]): Promise<void> {
    const byAdmin = new Map<number, LivePush[]>();
    for (const item of items) byAdmin.set(item.adminId, [...(byAdmin.get(item.adminId) ?? []), item]);
    for (const client of this.clients.values()) {
      const mine = client.adminId === null || !client.bound ? undefined : byAdmin.get(client.adminId);
      if (!mine || !client.token) continue;
      // The session may have ended since the socket was bound: it hears nothing more.
      const scope = await this.sessions.authenticate(client.token).catch(() => null);
      if (!scope || scope.adminId !== client.adminId) continue;
      for (const item of mine) this.send(client, item.message);
    }
  }

  private onBus(raw: string): void {
    let msg: BusMessage;
    try {
      msg = JSON.parse(raw);
    } catch {
      return;
    }
    if (msg.t === 'counts') this.scheduleRefresh();
    if (msg.t === 'invalidate') this.sessions.invalidate(false);
    if (msg.t === 'bind') {
      const client = this.clients.get(msg.clientId);
      if (client && client.sessionId === msg.sessionId) void this.bindLocal(client);
    }
    if (msg.t === 'push') void this.pushLocal(msg.items).catch((err) => this.log.warn({ err }, 'live push failed'));
  }

  private scheduleRefresh(): void {
    if (this.refreshTimer) return;
    this.refreshTimer = setTimeout(() => {
      this.refreshTimer = null;
      for (const client of this.clients.values()) if (client.bound) void this.pushCounts(client, false);
    }, 50);
  }

  private async pushCounts(client: Client, force: boolean): Promise<void> {
    if (!this.counts || !client.token) return;
    const scope = await this.sessions.authenticate(client.token);
    if (!scope) return client.ws.close(4001, 'session');
    const data = await this.counts(scope);
    const text = JSON.stringify(data);
    if (!force && text === client.lastCounts) return;
    client.lastCounts = text;
    this.send(client, { type: 'new_count', data });
  }

  private send(client: Client, msg: LiveMessage | NotificationLiveMessage): void {
    if (client.ws.readyState === client.ws.OPEN) client.ws.send(JSON.stringify(msg));
  }

  private sweep(): void {
    const now = Date.now();
    for (const client of this.clients.values())
      if (now - client.lastSeen > IDLE_CLOSE_MS) client.ws.close(4002, 'idle');
  }

  async close(): Promise<void> {
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    if (this.refreshTimer) clearTimeout(this.refreshTimer);
    for (const client of this.clients.values()) client.ws.close(1001, 'server shutdown');
    this.clients.clear();
    await Promise.all([this.pub?.quit().catch(() => undefined), this.sub?.quit().catch(() => undefined)]);
  }
}
