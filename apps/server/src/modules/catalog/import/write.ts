import { eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../../platform/audit/audit.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import { jobs } from '../../../platform/jobs/table.ts';
import { inventoryRepository } from '../inventory/repository.ts';
import { stockLedger, stockLevels } from '../inventory/table.ts';
import { searchTextOf } from '../product/repository.ts';
import { productCounter, products } from '../product/table.ts';
import type { ImportRow } from './check.ts';
import { importRows } from './table.ts';

/** Rows saved per staging statement: each is its own short transaction (~20 ms on PGlite). */
export const STAGE_ROWS = 2_000;
/** Rows moved per statement of the final transaction; the event loop runs between them. */
const MOVE_ROWS = 10_000;
const EMPTY = JSON.stringify({ 'zh-CN': '', en: '', es: '', ja: '' });

export interface WriteResult { added: number; firstId: number | null; lastId: number | null }

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
  db: Db, ctx: RequestContext, rows: ImportRow[], meta: { jobId: number; fileName: string }, opts: WriteOptions = {},
): Promise<WriteResult> {
  // The final step moves saved rows by ranges of row numbers: keep them ascending.
  const ordered = rows.every((r, i) => i === 0 || rows[i - 1]!.row < r.row) ? rows : [...rows].sort((a, b) => a.row - b.row);
  try {
    await stageRows(db, meta.jobId, ordered, opts);
    return await moveStaged(db, ctx, ordered, meta, opts.done);
  } finally {
    await dropStaged(db, meta.jobId).catch(() => undefined); // the start-up sweep removes what is left
  }
}

async function stageRows(db: Db, jobId: number, rows: ImportRow[], opts: WriteOptions): Promise<void> {
  await dropStaged(db, jobId);
  const size = Math.max(1, opts.stageRows ?? STAGE_ROWS);
  for (let from = 0; from < rows.length; from += size) {
    const chunk = rows.slice(from, from + size).map((r) => ({
      row_no: r.row, supplier_id: r.supplierId, number: r.number, sku: r.sku, name: r.name, search_text: searchTextOf(r),
      category_id: r.categoryId, price: r.price, original_price: r.originalPrice, cost_price: r.costPrice, currency: r.currency,
      weight: r.weight, stock: r.stock, on_shelf: r.onShelf,
    }));
    // One JSON parameter per statement, whatever the number of rows.
    await db.execute(sql`
      insert into ${importRows} (job_id, row_no, supplier_id, number, sku, name, search_text, category_id, price, original_price, cost_price, currency, weight, stock, on_shelf)
      select ${jobId}, r.row_no, r.supplier_id, r.number, r.sku, r.name, r.search_text, r.category_id, r.price, r.original_price, r.cost_price, r.currency, r.weight, r.stock, r.on_shelf
      from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as r(
        row_no integer, supplier_id bigint, number text, sku text, name jsonb, search_text text, category_id bigint,
        price bigint, original_price bigint, cost_price bigint, currency text, weight integer, stock integer, on_shelf boolean)`);
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
  db: Db, ctx: RequestContext, rows: ImportRow[], meta: { jobId: number; fileName: string }, done?: WriteOptions['done'],
): Promise<WriteResult> {
  return db.transaction(async (tx) => {
    const warehouseId = await inventoryRepository.defaultWarehouse(tx);
    let added = 0;
    let firstId: number | null = null;
    let lastId: number | null = null;
    for (let from = 0; from < rows.length; from += MOVE_ROWS) {
      const low = rows[from]!.row;
      const high = rows[Math.min(rows.length, from + MOVE_ROWS) - 1]!.row;
      const res = await tx.execute(sql`
        with added as (
          insert into ${products} (supplier_id, number, sku, name, brief, detail, search_text, category_id, price, original_price, cost_price, currency, weight, stock, on_shelf)
          select supplier_id, number, sku, name, ${EMPTY}::jsonb, ${EMPTY}::jsonb, search_text, category_id, price, original_price, cost_price, currency, weight, stock, on_shelf
          from ${importRows} where job_id = ${meta.jobId} and row_no between ${low} and ${high} order by row_no
          returning id, supplier_id, stock
        ), levels as (
          insert into ${stockLevels} (product_id, warehouse_id, supplier_id, quantity)
          select id, ${warehouseId}, supplier_id, stock from added where stock > 0
        ), ledger as (
          insert into ${stockLedger} (product_id, warehouse_id, supplier_id, delta, balance_after, reason, note, actor_id, actor_name)
          select id, ${warehouseId}, supplier_id, stock, stock, 'purchase', ${`import #${meta.jobId}`}, ${ctx.scope.adminId || null}::bigint, ${ctx.scope.username}
          from added where stock > 0 order by id
        ), counted as (
          insert into ${productCounter} (supplier_key, rows)
          select coalesce(supplier_id, 0), count(*) from added group by 1
          on conflict (supplier_key) do update set rows = ${productCounter}.rows + excluded.rows
        )
        select count(*)::int as n, min(id) as first_id, max(id) as last_id from added`);
      const r = (res as unknown as { rows: { n: number | string; first_id: number | string | null; last_id: number | string | null }[] }).rows[0]!;
      added += Number(r.n);
      if (r.first_id !== null && (firstId === null || Number(r.first_id) < firstId)) firstId = Number(r.first_id);
      if (r.last_id !== null && (lastId === null || Number(r.last_id) > lastId)) lastId = Number(r.last_id);
      // Requests still wait for this transaction, but the process answers what needs no database.
      await nextTurn();
    }
    // Every checked row must have been saved: fewer means the saved rows were swept meanwhile.
    if (added !== rows.length) throw new Error(`import #${meta.jobId}: ${added} of ${rows.length} saved rows found`);
    const result = { added, firstId, lastId };
    await recordAudit(tx, ctx, {
      action: 'product.import', entity: 'product', entityId: null, supplierId: ctx.scope.supplierId,
      after: { jobId: meta.jobId, fileName: meta.fileName, ...result },
    });
    await done?.(tx, result);
    return result;
  });
}

export async function dropStaged(db: Db, jobId: number): Promise<void> {
  await db.delete(importRows).where(eq(importRows.jobId, jobId));
}

/** Deletes saved rows of every job that is not running (failed, interrupted, or gone). */
export async function dropOrphanStaged(db: Db): Promise<void> {
  await db.execute(sql`
    delete from ${importRows} r
    where not exists (select 1 from ${jobs} j where j.id = r.job_id and j.state = 'running')`);
}
