import { minorUnitExponent } from '@shop/shared';

/**
 * Money is stored as integer minor units plus a currency code; the console shows and takes major
 * units. The number of minor digits is the currency's own (USD 2, JPY 0, KWD 3): the shared rule
 * the server's files use too.
 */
export const currencyDigits = minorUnitExponent;

/** Major units (as typed: 12.5) to integer minor units (1250); null stays null. */
export function toMinor(major: number | null | undefined, currency: string): number | null {
  if (major === null || major === undefined || !Number.isFinite(major)) return null;
  const digits = currencyDigits(currency);
  // Round on the decimal text, not on the binary product: 1.005 * 100 is 100.49999999999999.
  const [whole, fraction = ''] = Math.abs(major).toFixed(digits + 2).split('.');
  const kept = fraction.slice(0, digits);
  const next = Number(fraction.charAt(digits) || '0');
  let minor = Number(`${whole}${kept}`);
  if (next >= 5) minor += 1;
  return major < 0 ? -minor : minor;
}

/** Integer minor units to major units (1250 -> 12.5). */
export function toMajor(minor: number, currency: string): number {
  const digits = currencyDigits(currency);
  return minor / 10 ** digits;
}

/** A price as the user's language writes it ("$12.50", "12,50 US$", "US$12.50"). */
export function formatMoney(minor: number, currency: string, language: string): string {
  const code = currency.toUpperCase();
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency: code }).format(toMajor(minor, code));
  } catch {
    return `${toMajor(minor, code).toFixed(currencyDigits(code))} ${code}`;
  }
}

/** The step of a money input (0.01 for USD, 1 for JPY). */
export function moneyStep(currency: string): number {
  return 1 / 10 ** currencyDigits(currency);
}
