import type { OrderDraftBody, OrderQuoteData, OrderTotals } from '@shop/shared';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Scope } from '../../platform/http/context.ts';
import { orderShippingFee } from '../setting/shipping/order-fee.ts';
import { convert, type CurrencyRate } from './money.ts';
import { parcelOf, priceOrder } from './pricing.ts';
import { baseCurrency, currencyOf, customerOf, goodsOf, groupDiscount, taxesOf } from './references.ts';
import { orderRepository, type LineRecord } from './repository.ts';
import { currencyOfOrder } from './steps.ts';

/**
 * Prices a draft: goods at current prices (an edited order's existing lines keep the price
 * they were ordered at), the customer group's discount, shipping (the template's price of the
 * lines' parcel to the address, as the template calculator prices it), tax and pay fee.
 */
export async function priceDraft(
  db: Db,
  body: Omit<OrderDraftBody, 'customerId' | 'currency'>,
  cur: CurrencyRate,
  groupId: number | null,
  keep: Map<number, LineRecord> = new Map(),
) {
  const goods = await goodsOf(db, body.lines, cur);
  const lines = goods.map((g, i) => {
    const kept = body.lines[i]!.lineId !== undefined ? keep.get(body.lines[i]!.lineId!) : undefined;
    const samePrice = kept && kept.productId === g.productId && kept.variantId === g.variantId;
    return { ...g, unitPrice: samePrice ? kept.unitPrice : g.unitPrice, quantity: body.lines[i]!.quantity, kept };
  });
  const base = await baseCurrency(db);
  const shippingFee = await orderShippingFee(db, body.shippingMethodId, parcelOf(lines), body.address, (amount) =>
    convert(amount, base, cur),
  );
  const priced = priceOrder(lines, {
    groupPercent: await groupDiscount(db, groupId),
    manualDiscount: body.discount,
    shippingFee,
    taxes: await taxesOf(db, body.address, groupId, base, cur),
    payFee: body.payFee,
  });
  if (!priced) throw new AppError('order.discount_too_high', {}, { fields: [{ field: 'discount', key: 'too_big' }] });
  return { lines, priced, base };
}

/** The quote of a draft, or of an edit of an order (then with its current totals and the difference). */
export async function quoteOrder(
  db: Db,
  scope: Scope,
  body: OrderDraftBody & { orderId?: number },
): Promise<OrderQuoteData> {
  let current: OrderTotals | null = null;
  let groupId: number | null;
  let cur: CurrencyRate;
  let keep = new Map<number, LineRecord>();
  if (body.orderId) {
    const o = await orderRepository.find(db, scope, body.orderId);
    if (!o) throw new AppError('common.not_found');
    current = {
      subtotal: o.subtotal,
      discount: o.discount,
      shippingFee: o.shippingFee,
      tax: o.tax,
      payFee: o.payFee,
      total: o.total,
    };
    groupId = o.customerGroupId;
    cur = await currencyOfOrder(db, o);
    keep = new Map((await orderRepository.lines(db, o.id)).map((l) => [l.id, l]));
  } else {
    groupId = (await customerOf(db, body.customerId)).groupId;
    cur = await currencyOf(db, body.currency);
  }
  const { lines, priced } = await priceDraft(db, body, cur, groupId, keep);
  return {
    currency: cur.code,
    rate: cur.rate,
    lines: lines.map((l) => ({
      productId: l.productId,
      variantId: l.variantId,
      sku: l.sku,
      name: l.name,
      supplierId: l.supplierId,
      unitPrice: l.unitPrice,
      quantity: l.quantity,
      available: l.available + (l.kept?.quantity ?? 0),
      amount: l.unitPrice * l.quantity,
    })),
    totals: priced.totals,
    current,
    difference: current ? priced.totals.total - current.total : null,
  };
}
