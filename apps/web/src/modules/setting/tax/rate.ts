import type { TaxType } from '@shop/shared/api/tax';
import { countryName } from '../../../components/countries.ts';
import { formatMoney } from '../../../lib/money.ts';

/**
 * How the tax screens write and read rates. A percent rate is kept in basis points (13 % = 1300)
 * and shown with two decimals ("13.00 %"); a fixed rate is minor units of the default currency
 * per item, shown as money.
 */
export function formatPercent(basisPoints: number, language: string): string {
  const whole = Math.trunc(basisPoints / 100);
  const cents = Math.abs(basisPoints % 100);
  let text = `${whole}.${String(cents).padStart(2, '0')}`;
  try {
    // the language's digits and decimal mark, on the exact decimal text
    text = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
      text as `${number}`,
    );
  } catch {
    // an unknown language tag: the plain decimal text
  }
  return `${text}\u00a0%`;
}

/** A percent as the input holds it (13.5) to basis points (1350); null stays null. */
export function percentToBasisPoints(percent: number | null | undefined): number | null {
  if (percent === null || percent === undefined || !Number.isFinite(percent)) return null;
  // round on the decimal text: 0.29 × 100 is 28.999999999999996
  return Math.round(Number(percent.toFixed(4)) * 100);
}

/** Basis points (1350) to the percent an input shows (13.5). */
export const basisPointsToPercent = (basisPoints: number): number => basisPoints / 100;

/** A rule's rate as the list writes it: "13.00 %" or "$1.50" (per item) in the default currency. */
export function rateText(type: TaxType, rate: number, currency: string, language: string): string {
  return type === 'percent' ? formatPercent(rate, language) : formatMoney(rate, currency, language);
}

/**
 * Where a rule applies: '' for every country, the country's name in the interface language, and
 * the region after it (its name when known, with its code).
 */
export function areaText(country: string, region: string, language: string, regionName?: string): string {
  if (!country) return '';
  const place = countryName(country, language);
  return region ? `${place} / ${regionText(region, regionName)}` : place;
}

/** A region by its name and ISO 3166-2 code ("California (US-CA)"), or its code alone when its name is unknown. */
export const regionText = (region: string, regionName?: string): string =>
  regionName && regionName !== region ? `${regionName} (${region})` : region;
