import cc from 'currency-codes';

/**
 * ISO 4217 currencies (the maintained `currency-codes` data): the /currency form prefills the
 * name and minor digits from it, and the server accepts only its codes.
 */
export interface IsoCurrency {
  code: string;
  name: string;
  /** minor-unit digits: JPY 0, USD 2, KWD 3 */
  digits: number;
}

let all: IsoCurrency[] | undefined;

/** Every active ISO 4217 currency, by code. */
export function isoCurrencies(): IsoCurrency[] {
  all ??= cc.data
    .filter((c) => /^[A-Z]{3}$/.test(c.code))
    .map((c) => ({ code: c.code, name: c.currency, digits: c.digits }))
    .sort((a, b) => a.code.localeCompare(b.code));
  return all;
}

export function isoCurrency(code: string): IsoCurrency | undefined {
  const upper = code.trim().toUpperCase();
  return isoCurrencies().find((c) => c.code === upper);
}

export function isIsoCurrency(code: string): boolean {
  return isoCurrency(code) !== undefined;
}
