import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TOAST_BAR_GAP_PX, TOAST_EDGE_GAP_PX, bottomToastInset } from './bottom-toast-inset.ts';

describe('bottom toast inset', () => {
  it('sits at the edge when the screen has no bottom bar in view', () => {
    expect(bottomToastInset(null, 812, 64)).toBe(TOAST_EDGE_GAP_PX);
    expect(bottomToastInset({ top: 900, bottom: 960 }, 812, 64)).toBe(TOAST_EDGE_GAP_PX);
    expect(bottomToastInset({ top: -80, bottom: -20 }, 812, 64)).toBe(TOAST_EDGE_GAP_PX);
  });

  it('goes under a bar that follows a short list, when a toast fits there', () => {
    // Goals bar at 591–635 of 812: 177 px under it.
    expect(bottomToastInset({ top: 591, bottom: 635 }, 812, 64)).toBe(16);
  });

  it('goes above a bar with too little room under it', () => {
    // Budget bar fixed to the bottom, 88 px tall: the toast's bottom is 8 px above its top.
    expect(bottomToastInset({ top: 724, bottom: 812 }, 812, 64)).toBe(96);
    // Goals bar at 690–735: 77 px under it is less than 16 + 64 + 8.
    expect(bottomToastInset({ top: 690, bottom: 735 }, 812, 64)).toBe(130);
  });

  it('never lets the toast overlap a bar in view', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 200, max: 2000 }),
        fc.integer({ min: -200, max: 2000 }),
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 20, max: 200 }),
        (viewportHeight, barTop, barHeight, toastHeight) => {
          const bar = { top: barTop, bottom: barTop + barHeight };
          fc.pre(bar.bottom > 0 && bar.top < viewportHeight);
          const inset = bottomToastInset(bar, viewportHeight, toastHeight);
          const toastBottom = viewportHeight - inset;
          const toastTop = toastBottom - toastHeight;
          const clearBelow = toastTop >= bar.bottom + TOAST_BAR_GAP_PX;
          const clearAbove = toastBottom <= bar.top - TOAST_BAR_GAP_PX;
          expect(clearBelow || clearAbove).toBe(true);
          expect(inset).toBeGreaterThanOrEqual(TOAST_EDGE_GAP_PX);
        },
      ),
    );
  });
});
