import type { InventoryListQuery, LedgerListQuery, StockAdjustBody, StockAdjustResult } from '@shop/shared';
import { recordAudit } from '../../../platform/audit/audit.ts';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { RequestContext, Scope } from '../../../platform/http/context.ts';
import type { LiveHub } from '../../../platform/live/live-hub.ts';
import { isOutOfRange } from '../scope.ts';
import { inventoryRepository } from './repository.ts';

/** Stock per SKU and warehouse: atomic adjustments, each with a ledger row and an audit row. */
export class InventoryService {
  constructor(
    private readonly db: Db,
    private readonly live: LiveHub,
  ) {}

  async list(scope: Scope, q: InventoryListQuery) {
    return { ...(await inventoryRepository.list(this.db, scope, q)), page: q.page, pageSize: q.pageSize };
  }

  async ledger(scope: Scope, q: LedgerListQuery) {
    return { ...(await inventoryRepository.ledger(this.db, scope, q)), page: q.page, pageSize: q.pageSize };
  }

  lowStockCount(scope: Scope): Promise<number> {
    return inventoryRepository.lowStockCount(this.db, scope);
  }

  async adjust(ctx: RequestContext, body: StockAdjustBody): Promise<StockAdjustResult> {
    let crossed = false;
    const result = await this.db
      .transaction((tx) =>
        this.adjustIn(tx, ctx, body, (c) => {
          crossed = c;
        }),
      )
      .catch((err: unknown) => {
        // Stock is a 32-bit count: a total beyond it is refused, not a server error.
        if (isOutOfRange(err)) {
          throw new AppError('common.invalid_input', {}, { fields: [{ field: 'delta', key: 'too_big' }] });
        }
        throw err;
      });
    if (crossed) this.live.countsChanged();
    return result;
  }

  private async adjustIn(
    tx: Db,
    ctx: RequestContext,
    body: StockAdjustBody,
    onCrossed: (crossed: boolean) => void,
  ): Promise<StockAdjustResult> {
    const p = await inventoryRepository.product(tx, ctx.scope, body.productId);
    if (!p) throw new AppError('common.not_found');
    if (p.specMode === 'multi' && body.variantId === null) {
      throw new AppError('stock.variant_required', {}, { fields: [{ field: 'variantId', key: 'required' }] });
    }
    if (p.specMode === 'single' && body.variantId !== null) {
      throw new AppError('common.invalid_input', {}, { fields: [{ field: 'variantId', key: 'not_allowed' }] });
    }
    if (body.variantId !== null && !(await inventoryRepository.hasVariant(tx, p.id, body.variantId))) {
      throw new AppError('common.not_found');
    }
    // FOR SHARE: a deletion of the warehouse waits for this adjustment (and then sees its stock), or
    // this adjustment waits for the deletion and finds the warehouse gone.
    if (!(await inventoryRepository.shareWarehouse(tx, body.warehouseId))) {
      throw new AppError('common.invalid_input', {}, { fields: [{ field: 'warehouseId', key: 'invalid' }] });
    }
    const change = {
      productId: p.id,
      variantId: body.variantId,
      warehouseId: body.warehouseId,
      supplierId: p.supplierId,
      delta: body.delta,
      reason: body.reason,
      note: body.note,
    };
    const r = await inventoryRepository.change(tx, ctx, change);
    if (!r) {
      const available = await inventoryRepository.available(tx, p.id, body.variantId, body.warehouseId);
      throw new AppError('stock.insufficient', { available });
    }
    const before = r.productStock - body.delta;
    onCrossed(before <= r.lowStockThreshold !== r.productStock <= r.lowStockThreshold);
    await recordAudit(tx, ctx, {
      action: 'stock.adjust',
      entity: 'product',
      entityId: p.id,
      supplierId: p.supplierId,
      before: { stock: before },
      after: {
        stock: r.productStock,
        delta: body.delta,
        reason: body.reason,
        warehouseId: body.warehouseId,
        variantId: body.variantId,
        balanceAfter: r.quantity,
      },
    });
    return { levelId: r.levelId, quantity: r.quantity, productStock: r.productStock, ledgerId: r.ledgerId };
  }
}
