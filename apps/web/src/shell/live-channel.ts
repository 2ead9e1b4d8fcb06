import { LIVE } from '@shop/shared/constants';
import type { LiveMessage, MessageData } from '@shop/shared/api/messages';

export interface LiveChannelOptions {
  /** ws(s)://host/ws */
  url: string;
  ak: string;
  /** Binds the socket's client id to the signed-in administrator (GET /admin/api/BindAdmin). */
  bind(clientId: string): Promise<unknown>;
  onCounts(data: MessageData): void;
  createSocket?: (url: string) => WebSocket;
}

/** The live channel: auth on open, bind on greeting, ping every 20 s, reconnect with backoff. */
export class LiveChannel {
  private socket: WebSocket | null = null;
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private reconnect: ReturnType<typeof setTimeout> | undefined;
  private failures = 0;
  private closed = false;

  constructor(private readonly options: LiveChannelOptions) {}

  start(): void {
    this.closed = false;
    this.open();
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.reconnect);
    clearInterval(this.heartbeat);
    const socket = this.socket;
    this.socket = null;
    if (socket && socket.readyState <= 1) socket.close(1000);
  }

  private send(message: object): void {
    if (this.socket?.readyState === 1) this.socket.send(JSON.stringify(message));
  }

  private open(): void {
    const create = this.options.createSocket ?? ((url: string) => new WebSocket(url));
    let socket: WebSocket;
    try {
      socket = create(this.options.url);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.failures = 0;
      this.send({ type: 'auth', ak: this.options.ak });
      clearInterval(this.heartbeat);
      this.heartbeat = setInterval(() => this.send({ type: 'ping' }), LIVE.heartbeatMs);
    };
    socket.onmessage = (event: MessageEvent) => this.receive(event.data);
    socket.onclose = () => {
      clearInterval(this.heartbeat);
      if (this.socket === socket) this.socket = null;
      if (!this.closed) this.scheduleReconnect();
    };
  }

  private receive(raw: unknown): void {
    let message: LiveMessage;
    try {
      message = JSON.parse(String(raw)) as LiveMessage;
    } catch {
      return;
    }
    if (message.type === 'onConnect') void this.options.bind(message.client_id).catch(() => undefined);
    else if (message.type === 'new_count') this.options.onCounts(message.data);
  }

  private scheduleReconnect(): void {
    const delay = Math.min(LIVE.reconnectBaseMs * 2 ** this.failures, LIVE.reconnectMaxMs);
    this.failures++;
    clearTimeout(this.reconnect);
    this.reconnect = setTimeout(() => !this.closed && this.open(), delay);
  }
}

export function liveUrl(socketPath: string): string {
  if (/^wss?:\/\//.test(socketPath)) return socketPath;
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}${socketPath.startsWith('/') ? socketPath : `/${socketPath || 'ws'}`}`;
}
