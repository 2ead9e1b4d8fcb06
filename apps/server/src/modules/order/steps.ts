import type { OrderAction, OrderRelative } from '@shop/shared';
import { recordAudit } from '../../platform/audit/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RequestContext, Scope } from '../../platform/http/context.ts';
import { inventoryRepository } from '../catalog/inventory/repository.ts';
import type { CurrencyRate } from './money.ts';
import { currencyOf, type Goods } from './references.ts';
import { orderRepository, type OrderRecord } from './repository.ts';
import type { orders } from './table.ts';
import { allows, refusal } from './transitions.ts';

/**
 * The steps every order change is made of, inside its transaction: lock and check against the
 * transition table, move stock, save with the version, and record the history and audit rows.
 */

export const statusOf = (o: OrderRecord) => ({
  state: o.state,
  payStatus: o.paymentStatus,
  shipStatus: o.fulfilmentStatus,
});
export const relative = (o: Pick<OrderRecord, 'id' | 'number' | 'state' | 'supplierId' | 'total'>): OrderRelative => ({
  id: o.id,
  number: o.number,
  state: o.state,
  supplierId: o.supplierId,
  total: o.total,
});
export const iso = (d: Date | null) => d?.toISOString() ?? null;
export const summaryOf = (o: OrderRecord) => ({
  number: o.number,
  state: o.state,
  payStatus: o.paymentStatus,
  shipStatus: o.fulfilmentStatus,
  total: o.total,
  version: o.version,
});
export const linesSummary = (
  lines: readonly { sku: string; quantity: number; unitPrice: number; shippedQuantity: number }[],
) => lines.map((l) => ({ sku: l.sku, quantity: l.quantity, unitPrice: l.unitPrice, shipped: l.shippedQuantity }));

export async function recordEvent(
  tx: Db,
  ctx: RequestContext,
  orderId: number,
  action: string,
  reason = '',
  before: Record<string, unknown> | null = null,
  after: Record<string, unknown> | null = null,
) {
  await orderRepository.insertEvent(tx, {
    orderId,
    action,
    actorId: ctx.scope.adminId || null,
    actorName: ctx.scope.username,
    reason,
    before,
    after,
  });
}

export async function auditOrder(
  tx: Db,
  ctx: RequestContext,
  action: string,
  o: Pick<OrderRecord, 'id' | 'supplierId'>,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) {
  await recordAudit(tx, ctx, {
    action: `order.${action}`,
    entity: 'order',
    entityId: o.id,
    supplierId: o.supplierId,
    before,
    after,
  });
}

/** Takes (negative delta) or returns stock of one line; short stock refuses the whole change. */
export async function moveStock(
  tx: Db,
  ctx: RequestContext,
  g: Pick<Goods, 'productId' | 'variantId' | 'warehouseId' | 'supplierId' | 'sku'>,
  delta: number,
  note: string,
  line?: number,
) {
  if (delta === 0) return;
  const r = await inventoryRepository.change(tx, ctx, {
    productId: g.productId,
    variantId: g.variantId,
    warehouseId: g.warehouseId,
    supplierId: g.supplierId,
    delta,
    reason: delta < 0 ? 'sale' : 'return',
    note,
  });
  if (!r) {
    const available = await inventoryRepository.available(tx, g.productId, g.variantId, g.warehouseId);
    throw new AppError(
      'stock.insufficient',
      { available },
      {
        fields: [
          {
            field: line === undefined ? 'lines' : `lines.${line}.quantity`,
            key: 'too_big',
            params: { available, sku: g.sku },
          },
        ],
      },
    );
  }
}

export async function lockOrder(tx: Db, scope: Scope, id: number, version?: number): Promise<OrderRecord> {
  const o = await orderRepository.find(tx, scope, id, true);
  if (!o) throw new AppError('common.not_found');
  if (version !== undefined && o.version !== version) throw new AppError('common.stale_version');
  return o;
}

/**
 * Every action on an order passes here. A generated order (a planned task's) takes none: it never
 * takes or returns stock, records no payment and ships nothing, so the stock ledger and the real
 * figures can never be touched through it.
 */
export function checkAction(action: OrderAction, o: OrderRecord): void {
  if (o.generated) throw new AppError('planned.order_readonly', { number: o.number });
  if (!allows(action, statusOf(o))) throw new AppError(refusal(action, statusOf(o)), { number: o.number });
}

export async function saveVersion(
  tx: Db,
  o: OrderRecord,
  set: Partial<typeof orders.$inferInsert>,
): Promise<OrderRecord> {
  const after = await orderRepository.saveVersion(tx, o, set);
  if (!after) throw new AppError('common.stale_version');
  return after;
}

/** The order's checkout currency with its rate at checkout (the minor unit from the currency list). */
export async function currencyOfOrder(tx: Db, o: Pick<OrderRecord, 'currency' | 'rate'>): Promise<CurrencyRate> {
  const decimals = (await currencyOf(tx, o.currency).catch(() => ({ decimals: 2 }))).decimals;
  return { code: o.currency, rate: Number(o.rate), decimals };
}
