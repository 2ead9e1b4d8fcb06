import { describe, expect, it } from 'vitest';
import { withScreens } from './use-message-counters.tsx';

describe('top bar counters', () => {
  it('shows only counters whose list is a screen of this console, and totals those', () => {
    const data = withScreens({
      list: [
        { name: 'feedback', url: '/feedback?status=new', value: 3 },
        { name: 'stock_warning', url: '/some/unbuilt/screen?low=1', value: 10 },
      ],
      count: 13,
    });
    expect(data.list.map((e) => e.name)).toEqual(['feedback']);
    expect(data.count).toBe(3);
  });
});
