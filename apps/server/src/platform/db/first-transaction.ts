import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './database.ts';

/**
 * A mark written by the first transaction a piece of work opens through the database, inside it:
 * it commits with that transaction's writes or not at all (the Idempotency-Key's "carried out").
 */
export interface FirstTransactionMark {
  /** runs first inside the transaction; throwing rolls the transaction back */
  write: (tx: Db) => Promise<void>;
  /** waiting: no transaction yet (or the last one rolled back); committed: the mark is in */
  state: 'waiting' | 'running' | 'committed';
}

const marks = new AsyncLocalStorage<FirstTransactionMark>();

/** Runs `fn` outside any mark: work a request starts but does not await marks nothing of the request's. */
export function withoutMark<T>(fn: () => T): T {
  return marks.exit(fn);
}

/** Runs `fn` with `mark` written by its first transaction opened through the database (markFirstTransactions). */
export function withFirstTransactionMark<T>(mark: FirstTransactionMark, fn: () => Promise<T>): Promise<T> {
  return marks.run(mark, fn);
}

/**
 * Makes `db.transaction` write the mark of the work it is called for, when there is one still
 * waiting. Later transactions of the same work, and transactions inside one (on the transaction
 * object), run as they are.
 */
export function markFirstTransactions(db: Db): void {
  const transaction = db.transaction.bind(db);
  db.transaction = ((fn: (tx: Db) => Promise<unknown>, config?: never) => {
    const mark = marks.getStore();
    if (!mark || mark.state !== 'waiting') return transaction(fn as never, config);
    mark.state = 'running';
    return transaction(
      (async (tx: Db) => {
        await mark.write(tx);
        return fn(tx);
      }) as never,
      config,
    ).then(
      (value) => {
        mark.state = 'committed';
        return value;
      },
      (err: unknown) => {
        mark.state = 'waiting';
        throw err;
      },
    );
  }) as typeof db.transaction;
}
