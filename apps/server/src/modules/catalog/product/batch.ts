import type { ChangePriceResult, ProductChangePriceBody, ProductTagsBody } from '@shop/shared';
import { recordAudit } from '../../../platform/audit/audit.ts';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { RequestContext, Scope } from '../../../platform/http/context.ts';
import { optionsFor } from './options.ts';
import { productRepository, type ProductRecord, type ProductValues } from './repository.ts';
import { lowOnStock, snapshot } from './snapshot.ts';

/**
 * Batch changes of products, each in one transaction over products of one owner, with one audit
 * row per product changed. The answers say whether the low-stock count moved; the caller
 * announces it after the commit.
 */

const MAX_MONEY = 1_000_000_000_000;

/** A change of plain columns for one product, or null when it has nothing to change. */
export type BatchSetter = (p: ProductRecord) => Partial<ProductValues> | null;

/**
 * Runs a batch change on products of one supplier: every id must be visible (else 404) and all
 * must belong to the same owner (spec: batch operations need the same supplier).
 */
function inBatch<T>(
  db: Db,
  ctx: RequestContext,
  ids: number[],
  fn: (tx: Db, rows: ProductRecord[]) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const rows = await productRepository.lockBatch(tx, ctx.scope, ids);
    if (rows.length !== ids.length) throw new AppError('common.not_found');
    if (new Set(rows.map((r) => r.supplierId ?? 0)).size > 1) throw new AppError('catalog.mixed_suppliers');
    return fn(tx, rows);
  });
}

/** Deletes the products and unlinks them from related lists; answers whether one was low on stock. */
export async function removeBatch(db: Db, ctx: RequestContext, ids: number[]): Promise<boolean> {
  let lowGone = false;
  await inBatch(db, ctx, ids, async (tx, rows) => {
    for (const p of rows) {
      const variants = await productRepository.variants(tx, p.id);
      await productRepository.remove(tx, p.id);
      await recordAudit(tx, ctx, {
        action: 'product.del',
        entity: 'product',
        entityId: p.id,
        supplierId: p.supplierId,
        before: snapshot(p, variants),
      });
      if (lowOnStock(p.stock, p.lowStockThreshold)) lowGone = true;
    }
    await productRepository.bumpCounter(tx, rows[0]!.supplierId, -rows.length);
    await productRepository.unrelate(
      tx,
      rows.map((p) => p.id),
    );
  });
  return lowGone;
}

/** A batch update of plain columns, with one audit row per product that changed. */
export async function setBatch(
  db: Db,
  ctx: RequestContext,
  ids: number[],
  action: string,
  set: BatchSetter,
): Promise<{ changed: number[]; moved: boolean }> {
  let moved = false;
  const changed: number[] = [];
  await inBatch(db, ctx, ids, async (tx, rows) => {
    for (const p of rows) {
      const values = set(p);
      if (!values) continue;
      const after = await productRepository.set(tx, p.id, values);
      await recordAudit(tx, ctx, {
        action,
        entity: 'product',
        entityId: p.id,
        supplierId: p.supplierId,
        before: snapshot(p),
        after: snapshot(after),
      });
      if (lowOnStock(p.stock, p.lowStockThreshold) !== lowOnStock(after.stock, after.lowStockThreshold)) moved = true;
      changed.push(p.id);
    }
  });
  return { changed, moved };
}

/**
 * The tag change of a batch, checked first: tags added or set must be enabled; any existing tag
 * (a disabled one too) can be taken off.
 */
export async function tagSetter(db: Db, scope: Scope, body: ProductTagsBody): Promise<BatchSetter> {
  const all = (await optionsFor(db, scope)).tags;
  const allowed = new Set(all.filter((t) => body.mode === 'remove' || t.enabled).map((t) => t.id));
  const unknown = body.tagIds.findIndex((id) => !allowed.has(id));
  if (unknown >= 0) {
    throw new AppError('common.invalid_input', {}, { fields: [{ field: `tagIds.${unknown}`, key: 'invalid' }] });
  }
  return (p) => {
    const next =
      body.mode === 'replace'
        ? [...new Set(body.tagIds)]
        : body.mode === 'add'
          ? [...new Set([...p.tagIds, ...body.tagIds])]
          : p.tagIds.filter((t) => !body.tagIds.includes(t));
    return JSON.stringify(next) === JSON.stringify(p.tagIds) ? null : { tagIds: next };
  };
}

/** Adjusted prices that are zero or negative are not applied; the answer lists them. */
export function changePrices(db: Db, ctx: RequestContext, body: ProductChangePriceBody): Promise<ChangePriceResult> {
  return inBatch(db, ctx, body.ids, async (tx, rows) => {
    const proposed = await productRepository.proposedPrices(tx, body.ids, body, MAX_MONEY);
    const skipped = proposed
      .filter((p) => !p.ok)
      .map((p) => ({ id: p.id, price: Number(p.price) }))
      .sort((a, b) => a.id - b.id);
    const applied = proposed.some((p) => p.ok)
      ? await productRepository.applyPrices(tx, body.ids, body, MAX_MONEY)
      : [];
    const before = new Map(rows.map((r) => [r.id, r]));
    for (const a of applied) {
      await recordAudit(tx, ctx, {
        action: 'product.changeprice',
        entity: 'product',
        entityId: a.id,
        supplierId: a.supplierId,
        before: { [body.field]: before.get(a.id)![body.field] },
        after: { [body.field]: a[body.field] },
      });
    }
    return { applied: applied.map((a) => a.id).sort((x, y) => x - y), skipped };
  });
}
