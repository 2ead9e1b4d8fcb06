import type { PaymentFeeType } from '@shop/shared/api/payment';
import { formatMoney } from '../../../lib/money.ts';

/** Basis points (250) as the percentage a field shows (2.5); null stays null. */
export const bpToPercent = (bp: number | null | undefined): number | null =>
  bp === null || bp === undefined ? null : bp / 100;

/** A percentage typed in a field (2.5) to basis points (250), rounded to whole basis points; null stays null. */
export const percentToBp = (percent: number | null | undefined): number | null =>
  percent === null || percent === undefined || !Number.isFinite(percent) ? null : Math.round(percent * 100);

/** A method's fee as one short text: none, an amount of the base currency, or a percentage. */
export function feeText(
  fee: { feeType: PaymentFeeType; fee: number; currency: string },
  language: string,
  none: string,
): string {
  if (fee.fee === 0) return none;
  if (fee.feeType === 'fixed') return formatMoney(fee.fee, fee.currency, language);
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(fee.fee / 10_000);
}
