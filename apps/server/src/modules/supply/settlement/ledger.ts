import type { Db } from '../../../platform/db/database.ts';
import type { LedgerApi, LedgerEntry } from '../part.ts';
import { ledgerRepository as repo } from './ledger-repository.ts';

/** How many suppliers one statement of the earnings job covers (set-based SQL per id range). */
export const SUPPLIER_CHUNK = 500;

/** The earnings ledger: the link other parts append through, and the job that writes earnings and reversals. */
export class Ledger implements LedgerApi {
  /** Appends a penalty, chargeback or promotion share inside `tx` (the same kind and ref twice is one line). */
  async append(tx: Db, entry: LedgerEntry): Promise<void> {
    if (!Number.isSafeInteger(entry.amount)) throw new Error(`ledger amount not an integer: ${entry.amount}`);
    const base = await repo.baseCurrency(tx);
    await repo.append(tx, { ...entry, currency: base.code });
  }

  /**
   * Writes the missing earning lines (delivered supplier order parts) and reversal lines (earned
   * orders cancelled since), suppliers in chunks of SUPPLIER_CHUNK ids, each chunk its own
   * statement and transaction; idempotent (unique kind and ref), so a retried or concurrent run
   * writes nothing twice.
   */
  async sync(db: Db, defaultBp: number, progress?: (done: number, total: number) => void) {
    const base = await repo.baseCurrency(db);
    const max = await repo.maxSupplierId(db);
    let earnings = 0;
    let reversals = 0;
    for (let from = 1; from <= max; from += SUPPLIER_CHUNK) {
      const range = { from, to: from + SUPPLIER_CHUNK - 1 };
      await db.transaction(async (tx) => {
        earnings += await repo.writeEarnings(tx, range, base, defaultBp);
        reversals += await repo.writeReversals(tx, range);
      });
      progress?.(Math.min(range.to, max), max);
    }
    return { earnings, reversals };
  }
}
