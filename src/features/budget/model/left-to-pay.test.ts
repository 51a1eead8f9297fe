import { describe, expect, it } from 'vitest';
import { keepRowsInPlace } from './keep-rows-in-place.ts';
import { leftToPayText } from './left-to-pay.ts';
import { MONTH_LOAD_FAILED, MONTH_NOT_ON_DEVICE } from './load-failure.ts';

describe('what a section and the screen say', () => {
  it("says a section's bills not yet ticked paid in dollars", () => {
    expect(leftToPayText(145_000)).toBe('Left to pay: $1,450');
    expect(leftToPayText(0)).toBe('Left to pay: $0');
  });

  it('words each month-loading failure as a sentence of its own', () => {
    for (const message of [MONTH_LOAD_FAILED, MONTH_NOT_ON_DEVICE])
      expect(message).toMatch(/^[A-Z].{20,}\.$/);
    expect(MONTH_LOAD_FAILED).not.toBe(MONTH_NOT_ON_DEVICE);
  });

  it('never slides a row aside during a drag', () => {
    const rects = [{ top: 0, left: 0, width: 300, height: 40, right: 300, bottom: 40 }];
    expect(
      keepRowsInPlace({ activeIndex: 0, index: 0, overIndex: 0, rects, activeNodeRect: null }),
    ).toBeNull();
  });
});
