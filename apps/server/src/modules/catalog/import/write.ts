import { recordAudit } from '../../../platform/audit/audit.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import { inventoryRepository } from '../inventory/repository.ts';
import type { ImportRow } from './check.ts';
import { importRepository } from './repository.ts';

/** Rows saved per staging statement: each is its own short transaction (~20 ms on PGlite). */
export const STAGE_ROWS = 2_000;
/** Rows moved per statement of the final transaction; the event loop runs between them. */
const MOVE_ROWS = 10_000;

export interface WriteResult {
  added: number;
  firstId: number | null;
  lastId: number | null;
}

export interface WriteOptions {
  /** rows per staging statement */
  stageRows?: number;
  /** after each staging statement, with the rows saved so far */
  staged?: (n: number) => void | Promise<void>;
  /** inside the final transaction, with its result: the job is marked done in the same commit */
  done?: (tx: Db, result: WriteResult) => Promise<void>;
}

/**
 * Writes checked rows all or nothing without holding a transaction for the whole import: the
 * rows are first saved to `import_rows` in short statements (other requests run between them,
 * progress is reported), then one transaction moves them into products with their initial stock
 * (level and ledger row in the default warehouse), the per-owner counters and one operation-log
 * row. A failure (a unique index, a lost connection, a killed process) leaves no product; the
 * saved rows are deleted here, or at the next start for a killed process.
 */
export async function writeRows(
  db: Db,
  ctx: RequestContext,
  rows: ImportRow[],
  meta: { jobId: number; fileName: string },
  opts: WriteOptions = {},
): Promise<WriteResult> {
  // The final step moves saved rows by ranges of row numbers: keep them ascending.
  const ascending = rows.every((r, i) => i === 0 || rows[i - 1]!.row < r.row);
  const ordered = ascending ? rows : [...rows].sort((a, b) => a.row - b.row);
  try {
    await stageRows(db, meta.jobId, ordered, opts);
    return await moveStaged(db, ctx, ordered, meta, opts.done);
  } finally {
    // the start-up sweep removes what is left
    await importRepository.drop(db, meta.jobId).catch(() => undefined);
  }
}

async function stageRows(db: Db, jobId: number, rows: ImportRow[], opts: WriteOptions): Promise<void> {
  await importRepository.drop(db, jobId);
  const size = Math.max(1, opts.stageRows ?? STAGE_ROWS);
  for (let from = 0; from < rows.length; from += size) {
    // One JSON parameter per statement, whatever the number of rows.
    await importRepository.stage(db, jobId, rows.slice(from, from + size));
    await opts.staged?.(Math.min(rows.length, from + size));
    await nextTurn();
  }
}

/**
 * Lets the event loop take waiting requests in. On PGlite a query runs on this thread and its
 * promise settles without waiting for I/O, so a loop of queries alone would keep every HTTP
 * request (a progress poll, a login) out until it ends.
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The one atomic step: set-based statements from the saved rows, in row order. */
async function moveStaged(
  db: Db,
  ctx: RequestContext,
  rows: ImportRow[],
  meta: { jobId: number; fileName: string },
  done?: WriteOptions['done'],
): Promise<WriteResult> {
  return db.transaction(async (tx) => {
    const warehouseId = await inventoryRepository.defaultWarehouse(tx);
    let added = 0;
    let firstId: number | null = null;
    let lastId: number | null = null;
    for (let from = 0; from < rows.length; from += MOVE_ROWS) {
      const low = rows[from]!.row;
      const high = rows[Math.min(rows.length, from + MOVE_ROWS) - 1]!.row;
      const r = await importRepository.move(tx, { jobId: meta.jobId, low, high, warehouseId, actor: ctx.scope });
      added += r.n;
      if (r.firstId !== null && (firstId === null || r.firstId < firstId)) firstId = r.firstId;
      if (r.lastId !== null && (lastId === null || r.lastId > lastId)) lastId = r.lastId;
      // Requests still wait for this transaction, but the process answers what needs no database.
      await nextTurn();
    }
    // Every checked row must have been saved: fewer means the saved rows were swept meanwhile.
    if (added !== rows.length) throw new Error(`import #${meta.jobId}: ${added} of ${rows.length} saved rows found`);
    const result = { added, firstId, lastId };
    await recordAudit(tx, ctx, {
      action: 'product.import',
      entity: 'product',
      entityId: null,
      supplierId: ctx.scope.supplierId,
      after: { jobId: meta.jobId, fileName: meta.fileName, ...result },
    });
    await done?.(tx, result);
    return result;
  });
}
