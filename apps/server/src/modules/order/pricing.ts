import type { OrderTotals } from '@shop/shared';
import { computeTax, type TaxRuleTerm } from '../setting/tax/compute.ts';
import { allocate } from './money.ts';

export interface PriceLineInput {
  unitPrice: number;
  quantity: number;
  weight: number;
}
/** A line as priced: its goods' tax class decides which rules tax it. */
export interface TaxedLineInput extends PriceLineInput {
  taxClassId: number;
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
 * parcel (`parcelOf`); tax per tax class: the lines of a class after their discount share, taxed
 * by that class's rules as the /tax calculator computes it (`computeTax`: priorities add and
 * compound, fixed amounts per item), then shared over those lines. Each total is shared out over
 * the lines exactly (shipping by weight), so a split carries precise parts.
 */
export function priceOrder(
  lines: readonly TaxedLineInput[],
  o: {
    groupPercent: number;
    manualDiscount: number;
    shippingFee: number;
    taxes: readonly TaxRuleTerm[];
    payFee: number;
  },
): Priced | null {
  const amounts = lines.map((l) => l.unitPrice * l.quantity);
  const subtotal = amounts.reduce((a, b) => a + b, 0);
  const discount = Math.round((subtotal * o.groupPercent) / 100) + o.manualDiscount;
  if (discount > subtotal) return null;
  const shippingFee = o.shippingFee;
  const discounts = allocate(discount, amounts);
  const taxables = amounts.map((a, i) => a - discounts[i]!);
  const taxes = lines.map(() => 0);
  for (const classId of new Set(lines.map((l) => l.taxClassId))) {
    const idx = lines.flatMap((l, i) => (l.taxClassId === classId ? [i] : []));
    const rules = o.taxes.filter((t) => t.classId === classId);
    if (!rules.length) continue;
    const amount = idx.reduce((a, i) => a + taxables[i]!, 0);
    const quantity = idx.reduce((a, i) => a + lines[i]!.quantity, 0);
    const { tax: classTax } = computeTax(rules, amount, quantity);
    const shares = allocate(
      classTax,
      idx.map((i) => taxables[i]!),
    );
    idx.forEach((i, k) => (taxes[i] = shares[k]!));
  }
  const tax = taxes.reduce((a, b) => a + b, 0);
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
