/**
 * Money is integer minor units plus an ISO 4217 code. How many minor digits a currency has is its
 * own (USD 2, JPY 0, KWD 3), as Intl (CLDR data) knows it: the server's files and the console use
 * this one rule, never a fixed 100.
 */
const exponents = new Map<string, number>();

/**
 * The minor digits a store keeps for its currencies (the /currency list): they take precedence over
 * Intl's for those codes, so a console formats and parses with the digits its server stores.
 */
export function setMinorUnitExponents(digits: Readonly<Record<string, number>>): void {
  for (const [code, d] of Object.entries(digits)) exponents.set(code.trim().toUpperCase(), d);
}

/** The currency's minor unit exponent: 2 for USD (cents), 0 for JPY, 3 for KWD. Unknown or malformed codes: 2. */
export function minorUnitExponent(currency: string): number {
  const code = currency.trim().toUpperCase();
  const known = exponents.get(code);
  if (known !== undefined) return known;
  let digits = 2;
  try {
    digits =
      new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    // not a well-formed code: two digits, as most currencies have
  }
  exponents.set(code, digits);
  return digits;
}

/** Minor units as plain decimal text in major units, for files: 1234 USD "12.34", 1234 JPY "1234", 1234 KWD "1.234". */
export function formatMinor(amount: number, currency: string): string {
  const e = minorUnitExponent(currency);
  const whole = Math.round(amount);
  const digits = String(Math.abs(whole));
  const sign = whole < 0 ? '-' : '';
  if (e === 0) return sign + digits;
  const padded = digits.padStart(e + 1, '0');
  return `${sign}${padded.slice(0, -e)}.${padded.slice(-e)}`;
}

/**
 * Decimal text in major units ("12.34") to minor units of the currency, computed on the digits
 * (no binary rounding). Null when it is not a plain non-negative decimal or has more fraction
 * digits than the currency (zeros beyond them are accepted: "1200.00" JPY is 1200).
 */
export function parseMajor(text: string, currency: string): number | null {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!m) return null;
  const e = minorUnitExponent(currency);
  const fraction = (m[2] ?? '').replace(/0+$/, '');
  if (fraction.length > e) return null;
  return Number(`${m[1]}${fraction.padEnd(e, '0')}`);
}
