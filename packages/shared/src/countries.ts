import { iso31661 } from 'iso-3166/1.js';

/**
 * ISO 3166-1 alpha-2 codes of every assigned country and territory, from the maintained `iso-3166`
 * package (not a hand-typed list). Names are not stored here: the server seeds the countries table
 * with names in the four languages (i18n-iso-countries), and the console reads them from the
 * look-up endpoints (or, for a bare code, through Intl.DisplayNames).
 */
export const COUNTRY_CODES: readonly string[] = iso31661.map((c) => c.alpha2).sort();

const KNOWN = new Set(COUNTRY_CODES);

export function isCountryCode(value: unknown): value is string {
  return typeof value === 'string' && KNOWN.has(value);
}
