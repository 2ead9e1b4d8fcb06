import { describe, expect, it } from 'vitest';
import { bpToPercent, feeText, percentToBp } from './fee.ts';

describe('payment fees', () => {
  it('turns basis points into the percentage a field shows and back, exactly', () => {
    expect(bpToPercent(250)).toBe(2.5);
    expect(bpToPercent(null)).toBeNull();
    expect(percentToBp(2.5)).toBe(250);
    expect(percentToBp(0.29)).toBe(29);
    expect(percentToBp(100)).toBe(10_000);
    expect(percentToBp(null)).toBeNull();
  });

  it('writes a fee in the interface language', () => {
    expect(feeText({ feeType: 'fixed', fee: 0, currency: 'USD' }, 'en', 'No fee')).toBe('No fee');
    expect(feeText({ feeType: 'fixed', fee: 500, currency: 'USD' }, 'en', '')).toBe('$5.00');
    expect(feeText({ feeType: 'fixed', fee: 500, currency: 'JPY' }, 'en', '')).toBe('¥500');
    expect(feeText({ feeType: 'percent', fee: 250, currency: 'USD' }, 'en', '')).toBe('2.5%');
    expect(feeText({ feeType: 'percent', fee: 250, currency: 'USD' }, 'es', '')).toMatch(/^2,5\s%$/);
  });
});
