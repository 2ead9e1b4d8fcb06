import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Db } from '../../../platform/db/database.ts';
import type { LedgerApi, LedgerEntry } from '../part.ts';
import { ledgerRepository as repo } from './ledger-repository.ts';

/** How many suppliers one statement of the batching covers (set-based SQL per id range). */
export const SUPPLIER_CHUNK = 500;
/** How many orders one statement of the earnings covers, and how many ledger lines one of the reversals. */
export const ORDER_CHUNK = 20_000;
export const LINE_CHUNK = 50_000;
/** After this many new lines the ledger's statistics are refreshed, so the batching's plans see them. */
const RESTAT_LINES = 5_000;

/** The earnings ledger: the link other parts append through, and the job that writes earnings and reversals. */
export class Ledger implements LedgerApi {
  /** Appends a penalty, chargeback or promotion share inside `tx` (the same kind and ref twice is one line). */
  async append(tx: Db, entry: LedgerEntry): Promise<void> {
    if (!Number.isSafeInteger(entry.amount)) throw new Error(`ledger amount not an integer: ${entry.amount}`);
    const base = await repo.baseCurrency(tx);
    await repo.append(tx, { ...entry, currency: base.code });
  }

  /**
   * Writes the missing earning lines (delivered supplier order parts; orders in id ranges of
   * ORDER_CHUNK, read by their key) and reversal lines (earned orders cancelled since; earning
   * lines in id ranges of LINE_CHUNK), each range one statement in its own transaction;
   * idempotent (unique kind and ref), so a retried or concurrent run writes nothing twice. After
   * many new lines the ledger's planner statistics are refreshed.
   */
  async sync(db: Db, defaultBp: number, progress?: (done: number, total: number) => void) {
    const base = await repo.baseCurrency(db);
    const maxOrder = await repo.maxOrderId(db);
    let earnings = 0;
    let reversals = 0;
    for (let from = 1; from <= maxOrder; from += ORDER_CHUNK) {
      const range = { from, to: from + ORDER_CHUNK - 1 };
      earnings += await db.transaction((tx) => repo.writeEarnings(tx, range, base, defaultBp));
      progress?.(Math.min(range.to, maxOrder), maxOrder);
      // requests waiting for the database are answered between ranges (PGlite runs in this thread)
      await nextTurn();
    }
    const maxLine = await repo.maxLineId(db);
    for (let from = 1; from <= maxLine; from += LINE_CHUNK) {
      const range = { from, to: from + LINE_CHUNK - 1 };
      reversals += await db.transaction((tx) => repo.writeReversals(tx, range));
      await nextTurn();
    }
    // a planner that still thinks the ledger small joins it to the batches by scanning (5x slower)
    if (earnings + reversals >= RESTAT_LINES) await repo.refreshStats(db);
    return { earnings, reversals };
  }
}
