import { recordAudit } from '../../../platform/audit/audit.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import { inventoryRepository } from '../inventory/repository.ts';
import { stockLedger, stockLevels } from '../inventory/table.ts';
import { productRepository, searchTextOf } from '../product/repository.ts';
import { products } from '../product/table.ts';
import type { ImportRow } from './check.ts';

/** Rows per INSERT statement: ~13 parameters a row stays far below PostgreSQL's 65,535. */
const CHUNK = 2_000;
const EMPTY = { 'zh-CN': '', en: '', es: '', ja: '' };

export interface WriteResult { added: number; firstId: number | null; lastId: number | null }

/**
 * Writes checked rows in one transaction: all products, their initial stock (level and ledger
 * row in the default warehouse), the per-owner counters and one operation-log row for the
 * import. Any failure (a unique index, a lost connection) rolls everything back.
 */
export async function writeRows(
  db: Db, ctx: RequestContext, rows: ImportRow[], meta: { jobId: number; fileName: string }, progress: (n: number) => void,
): Promise<WriteResult> {
  return db.transaction(async (tx) => {
    const warehouseId = await inventoryRepository.defaultWarehouse(tx);
    let firstId: number | null = null;
    let lastId: number | null = null;
    const perOwner = new Map<number | null, number>();
    for (let from = 0; from < rows.length; from += CHUNK) {
      const chunk = rows.slice(from, from + CHUNK);
      const ids = await tx.insert(products).values(chunk.map((r) => ({
        supplierId: r.supplierId, number: r.number, sku: r.sku, name: r.name, brief: EMPTY, detail: EMPTY,
        searchText: searchTextOf(r), categoryId: r.categoryId, price: r.price, originalPrice: r.originalPrice, costPrice: r.costPrice,
        currency: r.currency, weight: r.weight, stock: r.stock, onShelf: r.onShelf,
      }))).returning({ id: products.id, sku: products.sku });
      const idOf = new Map(ids.map((p) => [p.sku, p.id]));
      const stocked = chunk.filter((r) => r.stock > 0).map((r) => ({ r, id: idOf.get(r.sku)! }));
      if (stocked.length) {
        await tx.insert(stockLevels).values(stocked.map(({ r, id }) => ({ productId: id, warehouseId, supplierId: r.supplierId, quantity: r.stock })));
        await tx.insert(stockLedger).values(stocked.map(({ r, id }) => ({
          productId: id, warehouseId, supplierId: r.supplierId, delta: r.stock, balanceAfter: r.stock, reason: 'purchase' as const,
          note: `import #${meta.jobId}`, actorId: ctx.scope.adminId || null, actorName: ctx.scope.username,
        })));
      }
      for (const r of chunk) perOwner.set(r.supplierId, (perOwner.get(r.supplierId) ?? 0) + 1);
      for (const p of ids) {
        if (firstId === null || p.id < firstId) firstId = p.id;
        if (lastId === null || p.id > lastId) lastId = p.id;
      }
      progress(Math.min(rows.length, from + chunk.length));
    }
    for (const [owner, n] of perOwner) await productRepository.bumpCounter(tx, owner, n);
    const result = { added: rows.length, firstId, lastId };
    await recordAudit(tx, ctx, {
      action: 'product.import', entity: 'product', entityId: null, supplierId: ctx.scope.supplierId,
      after: { jobId: meta.jobId, fileName: meta.fileName, ...result },
    });
    return result;
  });
}
