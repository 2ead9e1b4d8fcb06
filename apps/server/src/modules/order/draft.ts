import type { OrderDraftBody, OrderEditBody } from '@shop/shared';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { convert } from './money.ts';
import { priceDraft } from './quote.ts';
import { currencyOf, customerOf, type Goods } from './references.ts';
import type { LineShares } from './pricing.ts';
import { orderRepository, orderSearchText, type LineRecord, type OrderRecord } from './repository.ts';
import { ownerOf } from './split.ts';
import { checkAddress } from '../setting/geo/service.ts';
import {
  auditOrder,
  checkAction,
  currencyOfOrder,
  linesSummary,
  lockOrder,
  moveStock,
  recordEvent,
  saveVersion,
  summaryOf,
} from './steps.ts';

/**
 * Saving a draft inside the caller's transaction: a new order priced on the server, or an edit
 * of an unsplit, unshipped one. Stock follows the quantities; history and audit keep the lines.
 */

/** The refusal of goods not on shelf, pointing at the line. */
const unavailable = (sku: string, line: number) =>
  new AppError(
    'order.product_unavailable',
    { sku },
    { fields: [{ field: `lines.${line}.productId`, key: 'invalid' }] },
  );

/** The history's and audit's summary of lines about to be saved (nothing of them shipped yet). */
const newLinesSummary = (lines: readonly { sku: string; quantity: number; unitPrice: number }[]) =>
  linesSummary(lines.map((l) => ({ ...l, shippedQuantity: 0 })));

/** The columns a priced line is saved with: the goods, price and quantity, and its shares of the order's totals. */
export const lineValues = (l: Goods & { quantity: number }, shares: LineShares) => ({
  productId: l.productId,
  variantId: l.variantId,
  supplierId: l.supplierId,
  warehouseId: l.warehouseId,
  sku: l.sku,
  name: l.name,
  image: l.image,
  unitPrice: l.unitPrice,
  quantity: l.quantity,
  weight: l.weight,
  ...shares,
});

/** What history and audit show of an order before and after an edit. */
const editView = (o: OrderRecord, lines: ReturnType<typeof linesSummary>) => ({
  ...summaryOf(o),
  subtotal: o.subtotal,
  discount: o.discount,
  shippingFee: o.shippingFee,
  tax: o.tax,
  address: o.address,
  lines,
});

/** Creates an order from a draft and takes its stock; answers the new order's id. */
export async function addInTx(tx: Db, ctx: RequestContext, body: OrderDraftBody): Promise<number> {
  const customer = await customerOf(tx, body.customerId);
  await checkAddress(tx, body.address, undefined, 'address.');
  const cur = await currencyOf(tx, body.currency);
  const { lines, priced, base } = await priceDraft(tx, body, cur, customer.groupId);
  lines.forEach((l, i) => {
    if (!l.onShelf) throw unavailable(l.sku, i);
  });
  const number = `SO${await orderRepository.nextNumber(tx)}`;
  const owner = ownerOf(lines);
  const o = await orderRepository.create(tx, {
    number,
    supplierId: owner.supplierId,
    customerId: customer.id,
    customerName: customer.name,
    customerEmail: customer.email,
    customerGroupId: customer.groupId,
    address: body.address,
    currency: cur.code,
    rate: cur.rate,
    shippingMethodId: body.shippingMethodId,
    ...priced.totals,
    totalBase: convert(priced.totals.total, cur, base),
    remark: body.remark,
    source: 'admin',
    createdBy: ctx.scope.adminId || null,
    searchText: orderSearchText({ number, customerName: customer.name, customerEmail: customer.email }, lines),
  });
  await orderRepository.setOwnRoot(tx, o.id);
  await orderRepository.insertLines(
    tx,
    lines.map((l, i) => ({ orderId: o.id, ...lineValues(l, priced.shares[i]!) })),
  );
  for (const [i, l] of lines.entries()) await moveStock(tx, ctx, l, -l.quantity, `order ${number}`, i);
  await orderRepository.bumpCounter(tx, owner.supplierId, 1);
  await recordEvent(tx, ctx, o.id, 'create', body.remark, null, { ...summaryOf(o), lines: newLinesSummary(lines) });
  await auditOrder(tx, ctx, 'add', o, null, {
    ...summaryOf(o),
    customerId: customer.id,
    lines: newLinesSummary(lines),
  });
  return o.id;
}

/** Edits an unsplit, unshipped order: lines, address, shipping, discount; stock follows the quantities. */
export async function editInTx(tx: Db, ctx: RequestContext, body: OrderEditBody): Promise<void> {
  const o = await lockOrder(tx, ctx.scope, body.id, body.version);
  checkAction('edit', o);
  if (o.parentId !== null) throw new AppError('order.split_family', { number: o.number });
  await checkAddress(tx, body.address, o.address, 'address.');
  const old = await orderRepository.lines(tx, o.id);
  const keep = new Map(old.map((l) => [l.id, l]));
  body.lines.forEach((l, i) => {
    if (l.lineId !== undefined && !keep.has(l.lineId)) {
      throw new AppError('common.invalid_input', {}, { fields: [{ field: `lines.${i}.lineId`, key: 'invalid' }] });
    }
  });
  const cur = await currencyOfOrder(tx, o);
  const { lines, priced, base } = await priceDraft(tx, body, cur, o.customerGroupId, keep);
  lines.forEach((l, i) => {
    if (!l.kept && !l.onShelf) throw unavailable(l.sku, i);
  });
  // Stock: return what was ordered, take what is ordered now, per SKU and warehouse (net).
  const net = new Map<string, { g: Goods | LineRecord; delta: number; line?: number }>();
  const keyOf = (g: { productId: number; variantId: number | null; warehouseId: number }) =>
    `${g.productId}:${g.variantId ?? 0}:${g.warehouseId}`;
  for (const l of old) net.set(keyOf(l), { g: l, delta: (net.get(keyOf(l))?.delta ?? 0) + l.quantity });
  for (const [i, l] of lines.entries()) {
    const k = keyOf(l);
    net.set(k, { g: l, delta: (net.get(k)?.delta ?? 0) - l.quantity, line: i });
  }
  for (const { g, delta, line } of net.values()) await moveStock(tx, ctx, g, delta, `order ${o.number} edit`, line);
  const keptIds = new Set(lines.flatMap((l) => (l.kept ? [l.kept.id] : [])));
  const dropped = old.filter((l) => !keptIds.has(l.id)).map((l) => l.id);
  if (dropped.length) await orderRepository.deleteLines(tx, dropped);
  for (const [i, l] of lines.entries()) {
    const values = lineValues(l, priced.shares[i]!);
    if (l.kept) await orderRepository.updateLine(tx, l.kept.id, values);
    else await orderRepository.insertLines(tx, [{ orderId: o.id, ...values }]);
  }
  const owner = ownerOf(lines);
  const after = await saveVersion(tx, o, {
    address: body.address,
    shippingMethodId: body.shippingMethodId,
    remark: body.remark,
    supplierId: owner.supplierId,
    ...priced.totals,
    totalBase: convert(priced.totals.total, cur, base),
    searchText: orderSearchText(o, lines),
  });
  if (owner.supplierId !== o.supplierId) {
    await orderRepository.bumpCounter(tx, o.supplierId, -1);
    await orderRepository.bumpCounter(tx, owner.supplierId, 1);
  }
  const before = editView(o, linesSummary(old));
  const now = editView(after, newLinesSummary(lines));
  await recordEvent(tx, ctx, o.id, 'edit', body.reason, before, now);
  await auditOrder(tx, ctx, 'edit', after, before, now);
}
