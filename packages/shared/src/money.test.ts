import { describe, expect, it } from 'vitest';
import { formatMinor, minorUnitExponent, parseMajor } from './money.ts';

describe('money in minor units', () => {
  it("knows each currency's minor unit exponent", () => {
    expect(minorUnitExponent('USD')).toBe(2);
    expect(minorUnitExponent('JPY')).toBe(0);
    expect(minorUnitExponent('KWD')).toBe(3);
    expect(minorUnitExponent('jpy')).toBe(0);
    // Unknown or malformed codes fall back to two digits.
    expect(minorUnitExponent('XYZ')).toBe(2);
    expect(minorUnitExponent('not a code')).toBe(2);
  });

  it('formats minor units as decimal text of the currency', () => {
    expect(formatMinor(1234, 'USD')).toBe('12.34');
    expect(formatMinor(5, 'USD')).toBe('0.05');
    expect(formatMinor(0, 'USD')).toBe('0.00');
    expect(formatMinor(1234, 'JPY')).toBe('1234');
    expect(formatMinor(0, 'JPY')).toBe('0');
    expect(formatMinor(1234, 'KWD')).toBe('1.234');
    expect(formatMinor(7, 'KWD')).toBe('0.007');
    expect(formatMinor(-1250, 'USD')).toBe('-12.50');
    expect(formatMinor(999_999_999_999, 'USD')).toBe('9999999999.99');
  });

  it('reads decimal text into minor units of the currency, and back', () => {
    expect(parseMajor('12.34', 'USD')).toBe(1234);
    expect(parseMajor('12.3', 'USD')).toBe(1230);
    expect(parseMajor('1.005', 'USD')).toBeNull();
    expect(parseMajor('1200', 'JPY')).toBe(1200);
    expect(parseMajor('1200.00', 'JPY')).toBe(1200);
    expect(parseMajor('12.5', 'JPY')).toBeNull();
    expect(parseMajor('1.234', 'KWD')).toBe(1234);
    expect(parseMajor('1.2345', 'KWD')).toBeNull();
    for (const bad of ['', '-1', '1e3', '1.', '.5', '1,5', ' ']) expect(parseMajor(bad, 'USD')).toBeNull();
    for (const [amount, currency] of [
      [1234, 'USD'],
      [1234, 'JPY'],
      [1234, 'KWD'],
      [7, 'KWD'],
    ] as const) {
      expect(parseMajor(formatMinor(amount, currency), currency)).toBe(amount);
    }
  });
});
