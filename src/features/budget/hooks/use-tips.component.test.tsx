// The month screen's tips (use-tips.ts): one at a time, shown 12 s then faded over 500 ms, each at most twice
// per browser (the counters in localStorage, model/budget-flags.ts). Timers are vitest's; nothing else runs.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { TIP_COUNTER_KEYS, TIP_MAX_SHOWS } from '../model/budget-flags.ts';
import { TIP_FADE_MS, TIP_VISIBLE_MS } from '../model/tip-rules.ts';
import { useTips } from './use-tips.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

it('shows a tip for 12 s, fades it for 500 ms, then takes it away', () => {
  const { result } = renderHook(() => useTips());
  expect(result.current.tip).toBeNull();
  act(() => result.current.offerTip('spending'));
  expect(result.current.tip).toEqual({ name: 'spending', fading: false });
  expect(localStorage.getItem(TIP_COUNTER_KEYS.spending)).toBe('1');
  wait(TIP_VISIBLE_MS - 1);
  expect(result.current.tip).toEqual({ name: 'spending', fading: false });
  wait(1);
  expect(result.current.tip).toEqual({ name: 'spending', fading: true });
  wait(TIP_FADE_MS - 1);
  expect(result.current.tip).toEqual({ name: 'spending', fading: true });
  wait(1);
  expect(result.current.tip).toBeNull();
});

it('shows each tip at most twice per browser', () => {
  const { result } = renderHook(() => useTips());
  for (let shown = 0; shown < TIP_MAX_SHOWS; shown++) {
    act(() => result.current.offerTip('goals'));
    expect(result.current.tip?.name).toBe('goals');
    act(() => result.current.closeTip());
    expect(result.current.tip).toBeNull();
  }
  act(() => result.current.offerTip('goals'));
  expect(result.current.tip).toBeNull();
  expect(localStorage.getItem(TIP_COUNTER_KEYS.goals)).toBe(String(TIP_MAX_SHOWS));
});

it('a new tip replaces the one showing, and the old one’s timers no longer act on it', () => {
  const { result } = renderHook(() => useTips());
  act(() => result.current.offerTip('spending'));
  wait(TIP_VISIBLE_MS / 2);
  act(() => result.current.offerTip('paycheck'));
  expect(result.current.tip).toEqual({ name: 'paycheck', fading: false });
  wait(TIP_VISIBLE_MS / 2 + TIP_FADE_MS);
  expect(result.current.tip).toEqual({ name: 'paycheck', fading: false });
  wait(TIP_VISIBLE_MS / 2 - TIP_FADE_MS);
  expect(result.current.tip).toEqual({ name: 'paycheck', fading: true });
});

it('closed, a tip stays closed', () => {
  const { result } = renderHook(() => useTips());
  act(() => result.current.offerTip('spending'));
  act(() => result.current.closeTip());
  expect(result.current.tip).toBeNull();
  wait(TIP_VISIBLE_MS + TIP_FADE_MS);
  expect(result.current.tip).toBeNull();
});

it('leaves no timer behind when the screen closes', () => {
  const { result, unmount } = renderHook(() => useTips());
  act(() => result.current.offerTip('spending'));
  const withTip = vi.getTimerCount();
  unmount();
  // The tip's two timers (show, fade) are stopped.
  expect(vi.getTimerCount()).toBeLessThanOrEqual(withTip - 2);
});
