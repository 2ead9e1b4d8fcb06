import { formatMinor, minorUnitExponent, parseMajor } from '@shop/shared';

/**
 * Order money is integer minor units of the order's currency. Display and input go through the
 * shared rule of minor digits per currency (USD 2, JPY 0, KWD 3) and its exact decimal text, so
 * no amount is ever divided by a fixed 100 or passed through binary fractions.
 */

/** An amount as the interface language writes it: "$12.50", "12,50 US$", "￥1,513". */
export function formatMoney(minor: number, currency: string, language: string): string {
  const code = currency.trim().toUpperCase();
  const digits = minorUnitExponent(code);
  const text = formatMinor(minor, code) as `${number}`;
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency: code, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(text);
  } catch {
    return `${text} ${code}`;
  }
}

/** A signed change ("+$3.00", "-$1.25", "$0.00"). */
export function formatDifference(minor: number, currency: string, language: string): string {
  const text = formatMoney(Math.abs(minor), currency, language);
  return minor > 0 ? `+${text}` : minor < 0 ? `-${text}` : text;
}

/** Minor units as the text a money input shows: 1250 USD "12.50", 1513 JPY "1513". */
export function minorToInput(minor: number | null | undefined, currency: string): string | null {
  return minor === null || minor === undefined ? null : formatMinor(minor, currency);
}

/**
 * The text of a money input to minor units. Null for an empty input; undefined while the text is
 * not (yet) an amount of this currency (a trailing dot, more digits than the currency has).
 */
export function inputToMinor(text: string | null | undefined, currency: string): number | null | undefined {
  if (text === null || text === undefined || text.trim() === '') return null;
  const minor = parseMajor(text.trim().replace(/,/g, ''), currency);
  return minor === null ? undefined : minor;
}

/** The step of a money input as decimal text ("0.01" for USD, "1" for JPY, "0.001" for KWD). */
export function moneyStep(currency: string): string {
  const digits = minorUnitExponent(currency);
  return digits === 0 ? '1' : `0.${'0'.repeat(digits - 1)}1`;
}

export { minorUnitExponent as currencyDigits };
