/** The symbol Intl knows for a code in a language ("$", "€", "KWD" when it has none): the form's first guess. */
export function symbolOf(code: string, language: string): string {
  try {
    const parts = new Intl.NumberFormat(language, {
      style: 'currency',
      currency: code,
      currencyDisplay: 'narrowSymbol',
    }).formatToParts(0);
    return parts.find((p) => p.type === 'currency')?.value ?? code;
  } catch {
    return code;
  }
}

/** 1234.56… written with a symbol on its side and so many decimals, as the console will show amounts. */
export function previewAmount(symbol: string, right: boolean, decimals: number, language: string): string {
  const digits = Math.max(0, Math.min(4, decimals));
  const number = new Intl.NumberFormat(language, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(1234.5678);
  if (right) return `${number}\u00a0${symbol}`;
  return `${symbol}${/\p{L}$/u.test(symbol) ? '\u00a0' : ''}${number}`;
}
