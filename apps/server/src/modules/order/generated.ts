import type { OrderAddressData } from '@shop/shared';
import type { Db } from '../../platform/db/database.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { lineValues } from './draft.ts';
import type { priceDraft } from './quote.ts';
import { orderRepository, orderSearchText } from './repository.ts';
import { ownerOf } from './split.ts';
import { linesSummary, recordEvent, summaryOf } from './steps.ts';

export interface GeneratedOrderInput {
  plannedTaskId: number;
  customer: { id: number; name: string; email: string; groupId: number | null };
  address: OrderAddressData;
  shippingMethodId: number;
  /** the order quote's pricing of the lines (`priceDraft`), in the base currency */
  priced: Awaited<ReturnType<typeof priceDraft>>;
}

/**
 * Saves an order a planned task generated, inside the caller's transaction (the one that counted
 * it against the task's cap). It is priced by the same quote as a real order and marked
 * `generated` with its task, a mark set here only and never changed. Its currency is the base one.
 * What it does to the rest:
 * - stock: nothing. It takes no stock and writes no stock movement, so the stock ledger holds real
 *   orders only; and as every action on it is refused (`checkAction`), it never returns any either.
 * - payment: none. It stays unpaid with no payment method; it can never be marked paid.
 * - shipping: none. No shipment, waybill or tracking is ever made for it.
 * - figures: none. `countedOrder` leaves it out of every one; it converts no abandoned checkout.
 * It appears in the order list (and its total count), the order detail, the customer's order list
 * and exports, marked as generated, with a history line naming its task.
 */
export async function addGeneratedInTx(tx: Db, ctx: RequestContext, g: GeneratedOrderInput): Promise<number> {
  const { lines, priced, base } = g.priced;
  const number = `SO${await orderRepository.nextNumber(tx)}`;
  const owner = ownerOf(lines);
  const o = await orderRepository.create(tx, {
    number,
    supplierId: owner.supplierId,
    customerId: g.customer.id,
    customerName: g.customer.name,
    customerEmail: g.customer.email,
    customerGroupId: g.customer.groupId,
    address: g.address,
    currency: base.code,
    rate: base.rate,
    shippingMethodId: g.shippingMethodId,
    ...priced.totals,
    totalBase: priced.totals.total,
    source: 'store',
    generated: true,
    plannedTaskId: g.plannedTaskId,
    searchText: orderSearchText({ number, customerName: g.customer.name, customerEmail: g.customer.email }, lines),
  });
  await orderRepository.setOwnRoot(tx, o.id);
  await orderRepository.insertLines(
    tx,
    lines.map((l, i) => ({ orderId: o.id, ...lineValues(l, priced.shares[i]!) })),
  );
  await orderRepository.bumpCounter(tx, owner.supplierId, 1);
  // the history line names the task as its actor (the context's name)
  const summary = linesSummary(lines.map((l) => ({ ...l, shippedQuantity: 0 })));
  await recordEvent(tx, ctx, o.id, 'generate', '', null, {
    ...summaryOf(o),
    lines: summary,
  });
  return o.id;
}
