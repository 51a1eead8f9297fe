// After an add or a move, the row placed gets the focus on its handle (use-row-focus.ts) for a few seconds, while
// nothing else has it. The rows here are plain list items with the handle the month screen gives them.
import { act, render, renderHook } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { ROW_FOCUS_MS, useRowFocus } from './use-row-focus.ts';

afterEach(() => vi.restoreAllMocks());

function page() {
  return render(
    <>
      <input aria-label="Search" />
      <ul>
        <li>
          <button aria-label="Move Rent 2">Rent 2</button>
        </li>
        <li>
          <button aria-label="Move Rent">Rent</button>
        </li>
      </ul>
      <button aria-label="Move Phone">Phone outside a list</button>
    </>,
  );
}
const handle = (label: string) => document.querySelector<HTMLElement>(`[aria-label="${label}"]`)!;

it('the next render puts the focus on the row’s handle, by its exact name', () => {
  page();
  const { result, rerender } = renderHook(() => useRowFocus());
  act(() => result.current('Rent'));
  expect(document.activeElement).toBe(document.body);
  rerender();
  expect(document.activeElement).toBe(handle('Move Rent'));
});

it('only a handle in a list row takes it', () => {
  page();
  const { result, rerender } = renderHook(() => useRowFocus());
  act(() => result.current('Phone'));
  rerender();
  expect(document.activeElement).toBe(document.body);
});

it('does not take the focus from what has it', () => {
  page();
  handle('Search').focus();
  const { result, rerender } = renderHook(() => useRowFocus());
  act(() => result.current('Rent'));
  rerender();
  expect(document.activeElement).toBe(handle('Search'));
});

it('keeps its claim for 5 s only', () => {
  page();
  const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
  const { result, rerender } = renderHook(() => useRowFocus());
  act(() => result.current('Rent'));
  now.mockReturnValue(1_000_000 + ROW_FOCUS_MS);
  rerender();
  expect(document.activeElement).toBe(handle('Move Rent'));
  handle('Move Rent').blur();
  now.mockReturnValue(1_000_000 + ROW_FOCUS_MS + 1);
  rerender();
  expect(document.activeElement).toBe(document.body);
  // The claim is gone for good, whatever the clock says later.
  now.mockReturnValue(1_000_000);
  rerender();
  expect(document.activeElement).toBe(document.body);
});

it('renders without a claim leave the focus alone', () => {
  page();
  const { rerender } = renderHook(() => useRowFocus());
  rerender();
  expect(document.activeElement).toBe(document.body);
});
