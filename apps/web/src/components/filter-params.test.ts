import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { dayRange, rangeParams, textParams } from './filter-params.ts';

describe('filter parameters', () => {
  it('turns URL days into a range and back, either end open', () => {
    expect(dayRange(undefined, undefined)).toBeNull();
    const r = dayRange('2026-11-01', undefined)!;
    expect(r[0]!.format('YYYY-MM-DD')).toBe('2026-11-01');
    expect(r[1]).toBeNull();
    expect(rangeParams(r)).toEqual({ dateFrom: '2026-11-01' });
    expect(rangeParams([null, dayjs('2026-11-30')], ['from', 'to'])).toEqual({ to: '2026-11-30' });
    expect(rangeParams(null)).toEqual({});
  });

  it('keeps filled fields only, trimmed, numbers as text', () => {
    expect(
      textParams({ keyword: '  shoe ', status: '', groupId: 3, country: null, other: 'x' }, [
        'keyword',
        'status',
        'groupId',
        'country',
      ]),
    ).toEqual({ keyword: 'shoe', groupId: '3' });
  });
});
