import { describe, expect, it } from 'vitest';
import { currencyDigits, formatMoney, toMajor, toMinor } from './money.ts';

describe('money', () => {
  it('knows the minor digits of a currency', () => {
    expect(currencyDigits('USD')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('KWD')).toBe(3);
    expect(currencyDigits('usd')).toBe(2);
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

  it('formats in the user language', () => {
    expect(formatMoney(123456, 'USD', 'en')).toBe('$1,234.56');
    expect(formatMoney(123456, 'USD', 'es').replace(/\s/g, ' ')).toMatch(/1234,56|1\.234,56/);
    expect(formatMoney(1500, 'JPY', 'ja')).toMatch(/1,500/);
    expect(formatMoney(100, 'USD', 'zh-CN')).toMatch(/1\.00/);
  });
});
