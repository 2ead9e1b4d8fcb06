import { formatMinor, minorUnitExponent, parseMajor, setMinorUnitExponents } from '@shop/shared';

/**
 * Money in the console: integer minor units plus a currency code, as the API carries it. Display
 * and input use the currency's own minor digits (USD 2, JPY 0, KWD 3, the shared rule the server's
 * files use too) and exact decimal text, so no amount is divided by a fixed 100 or shown through
 * binary fractions.
 */
export const currencyDigits = minorUnitExponent;

/** How the store writes a currency (/currency): its symbol, on which side, and its minor digits. */
export interface CurrencyFormat {
  code: string;
  symbol: string;
  symbolRight: boolean;
  decimals: number;
}

const formats = new Map<string, CurrencyFormat>();

/** The store's currencies (read by the shell from the server): amounts in them follow their own set-up. */
export function setCurrencyFormats(list: readonly CurrencyFormat[]): void {
  formats.clear();
  for (const c of list) formats.set(c.code.toUpperCase(), c);
  setMinorUnitExponents(Object.fromEntries(list.map((c) => [c.code, c.decimals])));
}

export function currencyFormat(currency: string): CurrencyFormat | undefined {
  return formats.get(currency.trim().toUpperCase());
}

/**
 * An amount as the interface language writes it. A store currency: its own symbol on its side
 * and its decimals, the digits grouped as the language groups them ("$12.50", "12,50 €", "¥1,513",
 * "KD 1.234"). Any other code: as Intl writes it ("12,50 US$").
 */
export function formatMoney(minor: number, currency: string, language: string): string {
  const code = currency.trim().toUpperCase();
  const digits = currencyDigits(code);
  const text = formatMinor(minor, code) as `${number}`;
  const own = formats.get(code);
  if (own) {
    let number = text.replace(/^-/, '');
    try {
      number = new Intl.NumberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
        number as `${number}`,
      );
    } catch {
      // an unknown language tag: the plain decimal text
    }
    const sign = text.startsWith('-') ? '-' : '';
    if (own.symbolRight) return `${sign}${number}\u00a0${own.symbol}`;
    // a symbol of letters (KD, CHF) stands apart from the digits
    return `${sign}${own.symbol}${/\p{L}$/u.test(own.symbol) ? '\u00a0' : ''}${number}`;
  }
  try {
    return new Intl.NumberFormat(language, {
      style: 'currency',
      currency: code,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(text);
  } catch {
    return `${text} ${code}`;
  }
}

/** A signed change ("+$3.00", "-$1.25", "$0.00"). */
export function formatDifference(minor: number, currency: string, language: string): string {
  const text = formatMoney(Math.abs(minor), currency, language);
  return minor > 0 ? `+${text}` : minor < 0 ? `-${text}` : text;
}

/** Major units as a number input holds them (12.5) to integer minor units (1250); null stays null. */
export function toMinor(major: number | null | undefined, currency: string): number | null {
  if (major === null || major === undefined || !Number.isFinite(major)) return null;
  const digits = currencyDigits(currency);
  // Round on the decimal text, not on the binary product: 1.005 * 100 is 100.49999999999999.
  const [whole, fraction = ''] = Math.abs(major)
    .toFixed(digits + 2)
    .split('.');
  const kept = fraction.slice(0, digits);
  const next = Number(fraction.charAt(digits) || '0');
  let minor = Number(`${whole}${kept}`);
  if (next >= 5) minor += 1;
  return major < 0 ? -minor : minor;
}

/** Integer minor units to major units for a number input (1250 -> 12.5). */
export function toMajor(minor: number, currency: string): number {
  return minor / 10 ** currencyDigits(currency);
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
  const digits = currencyDigits(currency);
  return digits === 0 ? '1' : `0.${'0'.repeat(digits - 1)}1`;
}
