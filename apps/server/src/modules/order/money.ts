/**
 * Money arithmetic of orders: integers in minor units only. Conversions between currencies and
 * the split of an amount into shares are exact: shares always add up to the amount.
 */

export interface CurrencyRate {
  code: string;
  rate: number;
  decimals: number;
}

/** Converts minor units of one currency into minor units of another (rates per base unit). */
export function convert(amount: number, from: CurrencyRate, to: CurrencyRate): number {
  if (from.code === to.code) return amount;
  const major = amount / 10 ** from.decimals / from.rate;
  return Math.round(major * to.rate * 10 ** to.decimals);
}

/**
 * Splits `amount` into integer shares proportional to `weights` (largest remainder: the rounding
 * leftovers go to the largest fractional parts, ties to the earlier entry). When every weight is
 * zero the amount is shared equally. The shares always sum to `amount`.
 */
export function allocate(amount: number, weights: readonly number[]): number[] {
  const n = weights.length;
  if (n === 0) return [];
  const w = weights.every((x) => x <= 0) ? weights.map(() => 1) : weights.map((x) => Math.max(0, x));
  const sum = w.reduce((a, b) => a + b, 0);
  const sign = amount < 0 ? -1 : 1;
  const abs = Math.abs(amount);
  const exact = w.map((x) => (abs * x) / sum);
  const shares = exact.map(Math.floor);
  let left = abs - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, frac: x - Math.floor(x) })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (let k = 0; left > 0; k = (k + 1) % n, left--) shares[order[k]!.i]! += 1;
  return shares.map((s) => s * sign);
}

/** The part of a line's share that `quantity` of `total` items carries (the rest stays): exact in integers. */
export function shareOf(amount: number, quantity: number, total: number): number {
  if (quantity >= total) return amount;
  return Math.floor((amount * quantity) / total);
}
