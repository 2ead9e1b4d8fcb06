import type { OrderRelative } from '@shop/shared';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { convert, type CurrencyRate } from './money.ts';
import { totalsOf } from './pricing.ts';
import { baseCurrency } from './references.ts';
import { orderRepository, orderSearchText, type LineRecord, type OrderRecord } from './repository.ts';
import { shipmentRepository as shipmentRepo } from './shipment-repository.ts';
import { waybillsOf } from './shipping.ts';
import { combine, ownerOf, partition, type LineDraft, type PartItem } from './split.ts';
import {
  auditOrder,
  checkAction,
  currencyOfOrder,
  linesSummary,
  lockOrder,
  recordEvent,
  relative,
  saveVersion,
  summaryOf,
} from './steps.ts';
import { shipStatusOf } from './transitions.ts';

/**
 * Splits and merges of an order family, inside the caller's transaction. Every split carries
 * exact shares of its lines, so the live orders of a family always add up to the original.
 */

/**
 * Replaces an order by splits carrying its lines (exact shares), numbered after the original
 * order. The order stays as their parent (state split), so the lineage is visible.
 */
export async function splitInTx(
  tx: Db,
  ctx: RequestContext,
  o: OrderRecord,
  lines: LineRecord[],
  parts: readonly (readonly PartItem[])[],
  action: string,
  reason = '',
): Promise<OrderRelative[]> {
  const drafts = partition(lines, parts);
  if (!drafts)
    throw new AppError('order.split_invalid', { number: o.number }, { fields: [{ field: 'parts', key: 'invalid' }] });
  const rootId = o.rootId ?? o.id;
  const root = rootId === o.id ? o : await orderRepository.byId(tx, rootId);
  const base = await baseCurrency(tx);
  const cur = await currencyOfOrder(tx, o);
  const made: OrderRelative[] = [];
  for (const part of drafts) {
    const splitSeq = await orderRepository.nextSplitSeq(tx, rootId);
    const child = await insertFamilyOrder(tx, o, root!, part, splitSeq, cur, base);
    await recordEvent(
      tx,
      ctx,
      child.id,
      action === 'split_by_supplier' ? 'split_by_supplier' : 'split_from',
      reason,
      null,
      { from: o.number, lines: linesSummary(part) },
    );
    made.push(relative(child));
  }
  const after = await saveVersion(tx, o, { state: 'split' });
  await recordEvent(
    tx,
    ctx,
    o.id,
    action,
    reason,
    { state: o.state },
    { state: 'split', into: made.map((m) => m.number) },
  );
  await auditOrder(tx, ctx, action, o, summaryOf(o), { ...summaryOf(after), into: made.map((m) => m.number) });
  return made;
}

export async function insertFamilyOrder(
  tx: Db,
  from: OrderRecord,
  root: OrderRecord,
  lines: LineDraft[],
  seq: number,
  cur: CurrencyRate,
  base: CurrencyRate,
): Promise<OrderRecord> {
  const number = `${root.number}-${seq}`;
  const totals = totalsOf(lines);
  const owner = ownerOf(lines);
  const child = await orderRepository.create(tx, {
    number,
    parentId: from.id,
    rootId: root.id,
    supplierId: owner.supplierId,
    customerId: from.customerId,
    customerName: from.customerName,
    customerEmail: from.customerEmail,
    customerGroupId: from.customerGroupId,
    address: from.address,
    state: 'active',
    paymentStatus: from.paymentStatus,
    fulfilmentStatus: shipStatusOf(lines, false),
    currency: from.currency,
    rate: from.rate,
    shippingMethodId: from.shippingMethodId,
    ...totals,
    totalBase: convert(totals.total, cur, base),
    remark: from.remark,
    source: from.source,
    createdBy: from.createdBy,
    paidAt: from.paidAt,
    paymentMethodId: from.paymentMethodId,
    createdAt: from.createdAt,
    searchText: orderSearchText({ ...from, number }, lines),
  });
  await orderRepository.insertLines(
    tx,
    lines.map((l) => ({ ...l, orderId: child.id })),
  );
  await orderRepository.bumpCounter(tx, owner.supplierId, 1);
  return child;
}

/**
 * Merges live splits of one order. All of them together bring the original order back (its
 * number); fewer become one new split. The merged splits are voided, never deleted: history and
 * audit keep them, and their shipments move to the merged order with the shipped quantities.
 * Splits already shipped in full cannot be merged.
 */
export async function mergeInTx(
  tx: Db,
  ctx: RequestContext,
  ids: number[],
  reason: string,
): Promise<{ order: OrderRelative; voided: OrderRelative[] }> {
  {
    const list: OrderRecord[] = [];
    for (const id of [...ids].sort((a, b) => a - b)) list.push(await lockOrder(tx, ctx.scope, id));
    const rootId = list[0]!.rootId;
    if (list.some((o) => o.parentId === null || o.rootId !== rootId || o.state !== 'active'))
      throw new AppError('order.merge_family');
    const shipped = list.filter((o) => o.fulfilmentStatus === 'shipped' || o.fulfilmentStatus === 'delivered');
    if (shipped.length) throw new AppError('order.merge_shipped', { numbers: shipped.map((o) => o.number).join(', ') });
    for (const o of list) checkAction('merge', o);
    if (new Set(list.map((o) => o.paymentStatus)).size > 1)
      throw new AppError('order.illegal_transition', { number: list.map((o) => o.number).join(', ') });
    const root = await orderRepository.byId(tx, rootId!, true);
    const members = await Promise.all(list.map((o) => orderRepository.lines(tx, o.id)));
    const merged = combine(members.flat().map(({ id: _id, orderId: _o, ...l }) => l));
    const live = await orderRepository.liveSplitIds(tx, rootId!);
    const all = live.length === list.length && root!.state === 'split';
    const base = await baseCurrency(tx);
    const first = list[0]!;
    const cur = await currencyOfOrder(tx, first);
    let target: OrderRecord;
    let targetLines: LineRecord[];
    if (all) {
      // The original order comes back: its lines take the merged quantities and shares.
      const rootLines = await orderRepository.lines(tx, root!.id);
      for (const m of merged) {
        const l = rootLines.find((r) => r.id === m.originLineId);
        if (l)
          await orderRepository.updateLine(tx, l.id, {
            quantity: m.quantity,
            shippedQuantity: m.shippedQuantity,
            discount: m.discount,
            tax: m.tax,
            shippingFee: m.shippingFee,
            payFee: m.payFee,
          });
        else await orderRepository.insertLines(tx, [{ ...m, orderId: root!.id }]);
      }
      const gone = rootLines.filter((r) => !merged.some((m) => m.originLineId === r.id)).map((r) => r.id);
      if (gone.length) await orderRepository.deleteLines(tx, gone);
      targetLines = await orderRepository.lines(tx, root!.id);
      const totals = totalsOf(targetLines);
      const owner = ownerOf(targetLines);
      target = await saveVersion(tx, root!, {
        state: 'active',
        paymentStatus: first.paymentStatus,
        paidAt: first.paidAt,
        paymentMethodId: first.paymentMethodId,
        fulfilmentStatus: shipStatusOf(targetLines, false),
        supplierId: owner.supplierId,
        ...totals,
        totalBase: convert(totals.total, cur, base),
      });
      if (owner.supplierId !== root!.supplierId) {
        await orderRepository.bumpCounter(tx, root!.supplierId, -1);
        await orderRepository.bumpCounter(tx, owner.supplierId, 1);
      }
    } else {
      const splitSeq = await orderRepository.nextSplitSeq(tx, rootId!);
      target = await insertFamilyOrder(tx, root!, root!, merged, splitSeq, cur, base);
      targetLines = await orderRepository.lines(tx, target.id);
    }
    // Shipments (with their quantities) follow their lines into the merged order.
    const lineOf = new Map<number, number>();
    for (const [k, o] of list.entries()) {
      for (const l of members[k]!) {
        const key = l.originLineId ?? l.id;
        const t = targetLines.find((x) => (x.originLineId ?? x.id) === key || x.id === key);
        if (t) lineOf.set(l.id, t.id);
      }
      const moved = await shipmentRepo.moveToOrder(tx, o.id, target.id);
      for (const m of moved) {
        const items = await shipmentRepo.lines(tx, m.id);
        for (const it of items) await shipmentRepo.relinkLine(tx, it.id, lineOf.get(it.orderLineId) ?? it.orderLineId);
      }
    }
    const voided: OrderRelative[] = [];
    for (const o of list) {
      const v = await saveVersion(tx, o, { state: 'voided' });
      await orderRepository.bumpCounter(tx, o.supplierId, -1);
      await recordEvent(
        tx,
        ctx,
        o.id,
        'merged_into',
        reason,
        { state: 'active' },
        { state: 'voided', into: target.number },
      );
      await auditOrder(tx, ctx, 'void', o, summaryOf(o), summaryOf(v));
      voided.push(relative(v));
    }
    // Intermediate splits left with no live child are voided with them.
    if (all) {
      const containers = await orderRepository.splitContainers(tx, rootId!);
      for (const c of containers) {
        await saveVersion(tx, c, { state: 'voided' });
        await orderRepository.bumpCounter(tx, c.supplierId, -1);
        await recordEvent(
          tx,
          ctx,
          c.id,
          'merged_into',
          reason,
          { state: 'split' },
          { state: 'voided', into: target.number },
        );
      }
    }
    const waybills = await waybillsOf(tx, target.id);
    await orderRepository.setSearchText(tx, target.id, orderSearchText(target, targetLines, waybills));
    await recordEvent(tx, ctx, target.id, 'merge', reason, null, {
      from: list.map((o) => o.number),
      lines: linesSummary(targetLines),
    });
    await auditOrder(tx, ctx, 'merge', target, null, { ...summaryOf(target), from: list.map((o) => o.number) });
    return { order: relative(target), voided };
  }
}
