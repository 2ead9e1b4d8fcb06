import type { Db } from '../../../platform/db/database.ts';
import { systemContext, type RequestContext } from '../../../platform/http/context.ts';
import { inventoryRepository } from '../../catalog/inventory/repository.ts';
import type { GoodsReceipt, InspectionApi } from '../part.ts';
import { inspectionRepository as repo, type InspectionRecord, type PointRecord } from './repository.ts';
import { drawOf, mustInspect, ruleInForce, stageOf, type SamplingRule, type Stage } from './sampling.ts';
import type { CheckDef } from './table.ts';

/** The checks of a lot inspected without a control point (a supplier's request for such a product). */
export const DEFAULT_CHECKS: CheckDef[] = [
  { key: 'conforms', label: 'Conforms to the specification', kind: 'pass_fail' },
];

export interface StageInForce {
  stage: Stage;
  /** why: `history` (the supplier's results) or `override: <reason>` */
  reason: string;
  rule: SamplingRule;
}

export const baseRule = (p: PointRecord): SamplingRule => ({
  frequency: p.frequency,
  percent: p.percent,
  periodDays: p.periodDays,
});

/** The stage in force for a supplier on a control point: staff's override, else its own history. */
export async function stageInForce(db: Db, point: PointRecord, supplierId: number): Promise<StageInForce> {
  const override = await repo.override(db, point.id, supplierId);
  if (override) {
    const stage = override.stage;
    return { stage, reason: `override: ${override.reason}`, rule: ruleInForce(baseRule(point), stage) };
  }
  const stage = stageOf(await repo.history(db, point.id, supplierId));
  return { stage, reason: 'history', rule: ruleInForce(baseRule(point), stage) };
}

/** Puts a lot into sellable stock through the stock ledger (a purchase line naming its origin). */
export async function toStock(
  tx: Db,
  ctx: RequestContext,
  lot: { productId: number; variantId: number | null; warehouseId: number; supplierId: number; quantity: number },
  note: string,
): Promise<number> {
  const r = await inventoryRepository.change(tx, ctx, {
    productId: lot.productId,
    variantId: lot.variantId,
    warehouseId: lot.warehouseId,
    supplierId: lot.supplierId,
    delta: lot.quantity,
    reason: 'purchase',
    note,
  });
  return r!.ledgerId;
}

/**
 * The inspections link: for each line of goods received, the control point in force (the
 * product's, else its category's) and the supplier's stage on it decide whether the lot is
 * inspected; an inspected lot waits (under inspection, not in stock), any other goes to stock at once.
 */
export function inspectionLink(now: () => Date = () => new Date()): InspectionApi & {
  receivedLots(tx: Db, receipt: GoodsReceipt): Promise<InspectionRecord[]>;
} {
  const receivedLots = async (tx: Db, receipt: GoodsReceipt): Promise<InspectionRecord[]> => {
    const ctx = systemContext('inspection');
    const opened: InspectionRecord[] = [];
    for (const line of receipt.lines) {
      const product = await repo.product(tx, line.productId);
      const point = product ? await repo.pointFor(tx, product.id, product.categoryId) : undefined;
      const lot = { ...line, warehouseId: receipt.warehouseId, supplierId: receipt.supplierId };
      if (point) {
        const inForce = await stageInForce(tx, point, receipt.supplierId);
        const draw = drawOf(`${point.id}:${receipt.supplierId}:${receipt.shipmentId}:${line.lot}`);
        const last = await repo.lastOpened(tx, point.id, receipt.supplierId);
        if (mustInspect(inForce.rule, draw, last, now())) {
          opened.push(
            await repo.insert(tx, {
              supplierId: receipt.supplierId,
              controlPointId: point.id,
              productId: line.productId,
              variantId: line.variantId,
              warehouseId: receipt.warehouseId,
              shipmentId: receipt.shipmentId,
              lot: line.lot,
              quantity: line.quantity,
              origin: 'received',
              stage: inForce.stage,
              stageReason: inForce.reason,
              checks: point.checks,
              chargeback: point.chargeback,
            }),
          );
          continue;
        }
      }
      await toStock(tx, ctx, lot, `shipment:${receipt.shipmentId} lot ${line.lot}: not inspected`);
    }
    return opened;
  };
  return {
    receivedLots,
    received: async (tx, receipt) => {
      await receivedLots(tx, receipt);
    },
  };
}
