import { describe, expect, it } from 'vitest';
import {
  currencyDigits,
  formatDifference,
  formatMoney,
  inputToMinor,
  minorToInput,
  moneyStep,
  toMajor,
  toMinor,
} from './money.ts';

describe('money', () => {
  it('knows the minor digits of a currency', () => {
    expect(currencyDigits('USD')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('KWD')).toBe(3);
    expect(currencyDigits('usd')).toBe(2);
  });

  it('formats minor units with the currency’s own digits in the user language', () => {
    expect(formatMoney(123456, 'USD', 'en')).toBe('$1,234.56');
    expect(formatMoney(123456, 'USD', 'es').replace(/\s/g, ' ')).toMatch(/1234,56|1\.234,56/);
    expect(formatMoney(1513, 'JPY', 'en')).toBe('¥1,513');
    expect(formatMoney(1500, 'JPY', 'ja')).toMatch(/1,500/);
    expect(formatMoney(1234, 'KWD', 'en')).toMatch(/1\.234/);
    expect(formatMoney(5, 'USD', 'en')).toBe('$0.05');
    expect(formatMoney(100, 'USD', 'zh-CN')).toMatch(/1\.00/);
    expect(formatMoney(100, ' usd ', 'en')).toBe('$1.00');
  });

  it('keeps large amounts exact (no binary fractions)', () => {
    expect(formatMoney(900_719_925_474_099, 'USD', 'en')).toBe('$9,007,199,254,740.99');
    expect(formatMoney(1_000_000_000_001, 'USD', 'en')).toBe('$10,000,000,000.01');
  });

  it('writes signed differences', () => {
    expect(formatDifference(300, 'USD', 'en')).toBe('+$3.00');
    expect(formatDifference(-125, 'USD', 'en')).toBe('-$1.25');
    expect(formatDifference(0, 'USD', 'en')).toBe('$0.00');
  });

  it('converts major to minor units without binary rounding errors', () => {
    expect(toMinor(12.5, 'USD')).toBe(1250);
    expect(toMinor(1.005, 'USD')).toBe(101);
    expect(toMinor(0.1 + 0.2, 'USD')).toBe(30);
    expect(toMinor(19.99, 'EUR')).toBe(1999);
    expect(toMinor(1500, 'JPY')).toBe(1500);
    expect(toMinor(1.234, 'KWD')).toBe(1234);
    expect(toMinor(-2.5, 'USD')).toBe(-250);
    expect(toMinor(null, 'USD')).toBeNull();
    expect(toMinor(undefined, 'USD')).toBeNull();
  });

  it('converts minor back to major units', () => {
    expect(toMajor(1250, 'USD')).toBe(12.5);
    expect(toMajor(1500, 'JPY')).toBe(1500);
    for (const cents of [0, 1, 99, 100, 101, 123456789]) expect(toMinor(toMajor(cents, 'USD'), 'USD')).toBe(cents);
  });

  it('turns input text into minor units of the currency', () => {
    expect(inputToMinor('12.5', 'USD')).toBe(1250);
    expect(inputToMinor('1.005', 'KWD')).toBe(1005);
    expect(inputToMinor('1513', 'JPY')).toBe(1513);
    expect(inputToMinor('1,234.56', 'USD')).toBe(123456);
    expect(inputToMinor('0.1', 'USD')).toBe(10);
    expect(inputToMinor('', 'USD')).toBeNull();
    expect(inputToMinor(null, 'USD')).toBeNull();
    // not (yet) an amount: too many digits for the currency, or no number at all
    expect(inputToMinor('1.5', 'JPY')).toBeUndefined();
    expect(inputToMinor('12.345', 'USD')).toBeUndefined();
    expect(inputToMinor('abc', 'USD')).toBeUndefined();
  });

  it('shows minor units as input text and round-trips', () => {
    expect(minorToInput(1250, 'USD')).toBe('12.50');
    expect(minorToInput(1513, 'JPY')).toBe('1513');
    expect(minorToInput(null, 'USD')).toBeNull();
    for (const [minor, code] of [
      [1, 'USD'],
      [999_999, 'KWD'],
      [42, 'JPY'],
    ] as const) {
      expect(inputToMinor(minorToInput(minor, code), code)).toBe(minor);
    }
  });

  it('steps by one minor unit', () => {
    expect(moneyStep('USD')).toBe('0.01');
    expect(moneyStep('JPY')).toBe('1');
    expect(moneyStep('KWD')).toBe('0.001');
  });
});

describe('money in the store currencies', () => {
  it('writes each currency with its own symbol, side and decimals', async () => {
    const { setCurrencyFormats } = await import('./money.ts');
    setCurrencyFormats([
      { code: 'USD', symbol: '$', symbolRight: false, decimals: 2 },
      { code: 'EUR', symbol: '€', symbolRight: true, decimals: 2 },
      { code: 'JPY', symbol: '¥', symbolRight: false, decimals: 0 },
      { code: 'KWD', symbol: 'KD', symbolRight: false, decimals: 3 },
      { code: 'BHD', symbol: 'BD', symbolRight: true, decimals: 3 },
    ]);
    const nb = (s: string) => s.replace(/\u00a0/g, ' ');
    expect(formatMoney(123456, 'USD', 'en')).toBe('$1,234.56');
    expect(nb(formatMoney(123456, 'EUR', 'en'))).toBe('1,234.56 €');
    expect(nb(formatMoney(123456, 'EUR', 'es'))).toMatch(/^1\.?234,56 €$/);
    expect(formatMoney(1513, 'JPY', 'en')).toBe('¥1,513');
    expect(nb(formatMoney(1234, 'KWD', 'en'))).toBe('KD 1.234');
    expect(nb(formatMoney(5, 'BHD', 'ja'))).toBe('0.005 BD');
    expect(formatDifference(-125, 'USD', 'en')).toBe('-$1.25');
    expect(nb(formatMoney(-250, 'EUR', 'en'))).toBe('-2.50 €');
    expect(inputToMinor('1.234', 'KWD')).toBe(1234);
    expect(inputToMinor('1.5', 'JPY')).toBeUndefined();
    setCurrencyFormats([]);
  });
});
