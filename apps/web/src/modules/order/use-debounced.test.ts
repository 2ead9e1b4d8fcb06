import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebounced } from './use-debounced.ts';

describe('useDebounced', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives the new value only after it stayed the same for the delay', () => {
    const { result, rerender } = renderHook(({ v }) => useDebounced(v, 400), { initialProps: { v: { q: 1 } } });
    expect(result.current).toEqual({ q: 1 });
    rerender({ v: { q: 2 } });
    act(() => {
      vi.advanceTimersByTime(300);
    });
    rerender({ v: { q: 3 } });
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(result.current).toEqual({ q: 1 });
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(result.current).toEqual({ q: 3 });
  });

  it('keeps the same object for an equal value (no new quote for the same body)', () => {
    const first = { q: 1 };
    const { result, rerender } = renderHook(({ v }) => useDebounced(v, 400), { initialProps: { v: first } });
    rerender({ v: { q: 1 } });
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(result.current).toBe(first);
  });
});
