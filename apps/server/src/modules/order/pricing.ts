import type { OrderTotals } from '@shop/shared';
import { allocate } from './money.ts';

export interface PriceLineInput {
  unitPrice: number;
  quantity: number;
  weight: number;
}
export interface TaxRuleInput {
  type: 'percent' | 'fixed';
  rate: number;
}

export interface LineShares {
  discount: number;
  tax: number;
  shippingFee: number;
  payFee: number;
}
export interface Priced {
  totals: OrderTotals;
  shares: LineShares[];
}

/** What the lines ship as: grams, pieces and the goods' amount (the shipping template prices it). */
export function parcelOf(lines: readonly PriceLineInput[]): { grams: number; quantity: number; subtotal: number } {
  return {
    grams: lines.reduce((a, l) => a + l.weight * l.quantity, 0),
    quantity: lines.reduce((a, l) => a + l.quantity, 0),
    subtotal: lines.reduce((a, l) => a + l.unitPrice * l.quantity, 0),
  };
}

/**
 * Prices an order in minor units of its currency (every input already converted to it):
 * subtotal of the lines; discount = the customer group's percent of the subtotal plus the manual
 * amount (at most the subtotal, else null); the shipping fee as the template priced the lines'
 * parcel (`parcelOf`); tax = each matching rule on (subtotal − discount), percent rates in basis
 * points. Each total is shared out over the lines exactly (shipping by weight), so a split carries
 * precise parts.
 */
export function priceOrder(
  lines: readonly PriceLineInput[],
  o: {
    groupPercent: number;
    manualDiscount: number;
    shippingFee: number;
    taxes: readonly TaxRuleInput[];
    payFee: number;
  },
): Priced | null {
  const amounts = lines.map((l) => l.unitPrice * l.quantity);
  const subtotal = amounts.reduce((a, b) => a + b, 0);
  const discount = Math.round((subtotal * o.groupPercent) / 100) + o.manualDiscount;
  if (discount > subtotal) return null;
  const shippingFee = o.shippingFee;
  const taxable = subtotal - discount;
  const tax = o.taxes.reduce(
    (a, t) => a + (t.type === 'percent' ? Math.round((taxable * t.rate) / 10_000) : t.rate),
    0,
  );
  const discounts = allocate(discount, amounts);
  const taxes = allocate(
    tax,
    amounts.map((a, i) => a - discounts[i]!),
  );
  const weights = lines.map((l) => l.weight * l.quantity);
  const fees = allocate(shippingFee, weights.some((w) => w > 0) ? weights : amounts);
  const payFees = allocate(o.payFee, amounts);
  return {
    totals: {
      subtotal,
      discount,
      shippingFee,
      tax,
      payFee: o.payFee,
      total: subtotal - discount + shippingFee + tax + o.payFee,
    },
    shares: lines.map((_, i) => ({
      discount: discounts[i]!,
      tax: taxes[i]!,
      shippingFee: fees[i]!,
      payFee: payFees[i]!,
    })),
  };
}

export interface MoneyLine {
  unitPrice: number;
  quantity: number;
  discount: number;
  tax: number;
  shippingFee: number;
  payFee: number;
}

/** An order's totals are the sums of its lines' amounts and shares. */
export function totalsOf(lines: readonly MoneyLine[]): OrderTotals {
  const t = { subtotal: 0, discount: 0, shippingFee: 0, tax: 0, payFee: 0, total: 0 };
  for (const l of lines) {
    t.subtotal += l.unitPrice * l.quantity;
    t.discount += l.discount;
    t.shippingFee += l.shippingFee;
    t.tax += l.tax;
    t.payFee += l.payFee;
  }
  t.total = t.subtotal - t.discount + t.shippingFee + t.tax + t.payFee;
  return t;
}
