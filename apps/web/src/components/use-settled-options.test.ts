import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTLE_MS, useSettledOptions } from './use-settled-options';

describe('useSettledOptions', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const render = (keys: number[]) =>
    renderHook(({ list }) => useSettledOptions(list), { initialProps: { list: keys } });

  it('lets the first list be chosen at once', () => {
    const { result } = render([1, 2]);
    expect(result.current).toEqual({ isSettled: true, disabledKeys: [] });
  });

  it('keeps every option of a new list out of reach for 300 ms, then none', () => {
    const { result, rerender } = render([1, 2]);
    rerender({ list: [3, 1, 2] });
    expect(result.current).toEqual({ isSettled: false, disabledKeys: [3, 1, 2] });
    act(() => vi.advanceTimersByTime(SETTLE_MS - 1));
    expect(result.current.isSettled).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toEqual({ isSettled: true, disabledKeys: [] });
  });

  it('counts a reorder as a change, and a list that changes again waits 300 ms more', () => {
    const { result, rerender } = render([1, 2]);
    rerender({ list: [2, 1] });
    act(() => vi.advanceTimersByTime(200));
    // Back to the first list: still moving under the finger, so 300 ms from now.
    rerender({ list: [1, 2] });
    act(() => vi.advanceTimersByTime(200));
    expect(result.current.disabledKeys).toEqual([1, 2]);
    act(() => vi.advanceTimersByTime(100));
    expect(result.current.isSettled).toBe(true);
  });

  it('stays settled when the same list is drawn again', () => {
    const { result, rerender } = render([1, 2]);
    rerender({ list: [1, 2] });
    expect(result.current.isSettled).toBe(true);
  });
});
