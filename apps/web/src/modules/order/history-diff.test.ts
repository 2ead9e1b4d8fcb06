import { describe, expect, it } from 'vitest';
import { changeText, historyChanges } from './history-diff.ts';

describe('historyChanges', () => {
  it('keeps only the fields that changed', () => {
    expect(
      historyChanges(
        { state: 'active', total: 100, lines: [{ sku: 'A', quantity: 1 }] },
        { state: 'active', total: 250, lines: [{ sku: 'A', quantity: 2 }] },
      ),
    ).toEqual([
      { field: 'total', before: 100, after: 250 },
      { field: 'lines', before: [{ sku: 'A', quantity: 1 }], after: [{ sku: 'A', quantity: 2 }] },
    ]);
  });

  it('shows fields that appear or disappear', () => {
    expect(historyChanges(null, { payStatus: 'paid' })).toEqual([
      { field: 'payStatus', before: undefined, after: 'paid' },
    ]);
    expect(historyChanges({ waybill: 'W1' }, {})).toEqual([{ field: 'waybill', before: 'W1', after: undefined }]);
    expect(historyChanges(null, null)).toEqual([]);
  });

  it('writes values as short text', () => {
    expect(changeText(undefined)).toBe('—');
    expect(changeText('paid')).toBe('paid');
    expect(changeText(12)).toBe('12');
    expect(changeText(['SO1-1', 'SO1-2'])).toBe('["SO1-1","SO1-2"]');
  });

  it('writes a text per language (a payment method) in the interface language', () => {
    const name = { 'zh-CN': '银行转账', en: 'Bank transfer', es: 'Transferencia bancaria', ja: '銀行振込' };
    expect(changeText(name, 'es')).toBe('Transferencia bancaria');
    expect(changeText(name)).toBe('银行转账');
    expect(changeText({ ...name, en: '' }, 'en')).toBe('银行转账');
    expect(changeText({ en: 'x', other: 'y' }, 'en')).toBe('{"en":"x","other":"y"}');
  });
});
