import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { withoutMark } from './first-transaction.ts';

const open = new AsyncLocalStorage<{ client: PGlite; tx: Transaction; closed: boolean; openedAt?: string }>();

/**
 * Runs `fn` as if called from outside any transaction and any request: work started inside a
 * transaction that the transaction does not await (handing out notifications after the commit,
 * waking the job runner) then waits for the commit, as it must, instead of running inside it;
 * and a transaction of its own does not mark the request's Idempotency-Key (first-transaction.ts).
 */
export function detached<T>(fn: () => T): T {
  return open.exit(() => withoutMark(fn));
}

type QueryFn = (...args: never[]) => Promise<unknown>;

/**
 * PGlite has one connection: a transaction holds it until it ends, and every statement sent
 * outside it waits. A statement that the transaction itself awaits, sent through the database
 * rather than through the transaction (a cached settings read that happens to be stale, a
 * service handed the database instead of the transaction), would wait for ever and with it every
 * request of the server. PostgreSQL runs such a statement on another connection.
 *
 * So on PGlite a statement or a transaction started, directly or not, from inside an open
 * transaction's callback runs in that transaction: a statement as one of its statements, a
 * transaction as a savepoint of it. The work sent from elsewhere waits as before.
 */
export function reentrant(client: PGlite, trace?: (what: string, openedAt: string) => void): void {
  /** the open transaction this call was made under, if any */
  const inside = () => {
    const store = open.getStore();
    return store && store.client === client && !store.closed && !store.tx.closed ? store.tx : null;
  };
  const traced = (what: string) => trace?.(what, open.getStore()?.openedAt ?? '');
  // A statement: through the open transaction this call was made under, else as it was.
  for (const method of ['query', 'exec'] as const) {
    const direct = client[method].bind(client) as (...args: unknown[]) => Promise<unknown>;
    client[method] = (async (...args: unknown[]) => {
      const tx = inside();
      if (!tx) return direct(...args);
      traced(String(args[0]));
      return (tx[method] as (...a: unknown[]) => Promise<unknown>)(...args);
    }) as never;
  }
  const transaction = client.transaction.bind(client);
  let savepoints = 0;
  client.transaction = (async <T>(fn: (tx: Transaction) => Promise<T>): Promise<T> => {
    const outer = inside();
    if (outer) {
      traced('transaction');
      const name = `reentrant_${++savepoints}`;
      await outer.exec(`savepoint ${name}`);
      try {
        const result = await fn(outer);
        await outer.exec(`release savepoint ${name}`);
        return result;
      } catch (err) {
        if (!outer.closed) await outer.exec(`rollback to savepoint ${name}`);
        throw err;
      }
    }
    return transaction((tx) => {
      const store = { client, tx, closed: false, openedAt: trace ? new Error().stack : undefined };
      return open.run(store, async () => {
        try {
          return await fn(tx);
        } finally {
          store.closed = true;
        }
      });
    });
  }) as typeof client.transaction;
}

/** A PGlite call pending this long is reported, with where it was sent from under DB_TRACE_WAITS=1. */
const LONG_WAIT_MS = 15_000;

interface Pending {
  kind: string;
  what: string;
  since: number;
  from?: string;
}

/**
 * Reports PGlite calls pending longer than LONG_WAIT_MS (once each), with the oldest call still
 * pending: the one that holds the connection. A server whose requests all hang shows why.
 */
export class LongWaits {
  private readonly pending = new Map<number, Pending>();
  private readonly reported = new Set<number>();
  private next = 0;
  private timer: NodeJS.Timeout | null = null;
  private readonly trace = process.env.DB_TRACE_WAITS === '1';

  constructor(private readonly warn: (message: string) => void) {}

  wrap<F extends QueryFn>(kind: string, fn: F): F {
    return (async (...args: never[]) => {
      const id = this.next++;
      this.pending.set(id, {
        kind,
        what: typeof args[0] === 'string' ? (args[0] as string).slice(0, 300) : 'callback',
        since: Date.now(),
        from: this.trace ? new Error().stack?.split('\n').slice(2, 14).join('\n') : undefined,
      });
      try {
        return await fn(...args);
      } finally {
        this.pending.delete(id);
        this.reported.delete(id);
      }
    }) as F;
  }

  start(): void {
    this.timer = setInterval(() => this.report(), LONG_WAIT_MS / 3);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private report(): void {
    const now = Date.now();
    const late = [...this.pending].filter(([id, p]) => now - p.since >= LONG_WAIT_MS && !this.reported.has(id));
    if (!late.length) return;
    const show = ([id, p]: [number, Pending]) =>
      `#${id} ${p.kind}, ${Math.round((now - p.since) / 1000)} s: ${p.what}${p.from ? `\n${p.from}` : ''}`;
    for (const [id] of late) this.reported.add(id);
    const oldest = this.pending.entries().next().value!;
    this.warn(
      `database calls pending over ${LONG_WAIT_MS / 1000} s:\n${late.map(show).join('\n')}\n` +
        `the oldest pending: ${show(oldest)}`,
    );
  }
}
