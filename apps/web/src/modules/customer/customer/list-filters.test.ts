import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { fromForm, toForm } from './list-filters.tsx';

describe('customer list filters', () => {
  it('turns the URL dates into one range and the group into a number', () => {
    const form = toForm({ keyword: 'lucía', groupId: '3', from: '2026-01-05', to: '2026-02-01' });
    expect(form.keyword).toBe('lucía');
    expect(form.groupId).toBe(3);
    expect(form.range?.map((d) => d?.format('YYYY-MM-DD'))).toEqual(['2026-01-05', '2026-02-01']);
    expect(toForm({}).range).toBeNull();
    expect(toForm({ to: '2026-02-01' }).range?.[0]).toBeNull();
  });

  it('writes back only what is filled, trimmed, with the dates as days', () => {
    expect(
      fromForm({
        keyword: '  wang ',
        groupId: 3,
        status: undefined,
        country: 'CN',
        range: [dayjs('2026-01-05'), null],
      }),
    ).toEqual({ keyword: 'wang', groupId: '3', country: 'CN', from: '2026-01-05' });
    expect(fromForm({ keyword: '   ', range: null })).toEqual({});
  });

  it('round-trips every filter key', () => {
    const url = { keyword: 'x', groupId: '2', status: 'disabled', country: 'JP', from: '2026-03-01', to: '2026-03-31' };
    expect(fromForm(toForm(url))).toEqual(url);
  });
});
