import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebounced } from './use-debounced.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useDebounced', () => {
  it('passes a value on only after it has stayed the same for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebounced(value, 200), {
      initialProps: { value: 're' },
    });
    expect(result.current).toBe('re');
    rerender({ value: 'rev' });
    act(() => vi.advanceTimersByTime(150));
    rerender({ value: 'reve' });
    act(() => vi.advanceTimersByTime(150));
    expect(result.current).toBe('re');
    act(() => vi.advanceTimersByTime(50));
    expect(result.current).toBe('reve');
  });
});
