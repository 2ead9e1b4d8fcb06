/** A rate as entered: up to 8 decimals, no trailing zeros. */
export const rateText = (rate: number): string => String(Number(rate.toFixed(8)));

/** What a currency's rate becomes when `next` (at `nextRate` against the current default) becomes the default. */
export function rebasedRate(rate: number, nextRate: number): number {
  return Math.max(Number((rate / nextRate).toFixed(8)), 0.00000001);
}
