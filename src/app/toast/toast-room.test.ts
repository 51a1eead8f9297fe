import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TOAST_BAR_GAP_PX } from './bottom-toast-inset.ts';
import { dockHeight, scrollForDock, TOAST_HEADER_GAP_PX, topToastInset } from './toast-room.ts';

describe('where a top toast goes', () => {
  it('stays under a header in view, and at the edge when there is none', () => {
    expect(topToastInset(null, 16)).toBe(16);
    expect(topToastInset(0, 16)).toBe(16);
    expect(topToastInset(60, 16)).toBe(60 + TOAST_HEADER_GAP_PX);
  });

  it('never starts above the header’s bottom or the edge', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 0, max: 200 }), (header, edge) => {
        const inset = topToastInset(header, edge);
        expect(inset).toBeGreaterThanOrEqual(header + TOAST_HEADER_GAP_PX);
        expect(inset).toBeGreaterThanOrEqual(edge);
      }),
    );
  });
});

describe('the band docked toasts sit in', () => {
  it('is the tallest toast with a gap above and below, none without toasts, unknown until each is measured', () => {
    expect(dockHeight([])).toBe(0);
    expect(dockHeight([60])).toBe(60 + 2 * TOAST_BAR_GAP_PX);
    expect(dockHeight([60, 84])).toBe(84 + 2 * TOAST_BAR_GAP_PX);
    expect(dockHeight([undefined])).toBeNull();
    expect(dockHeight([60, 0])).toBeNull();
  });

  it('always holds every toast with its gaps', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 300 }), { minLength: 1, maxLength: 4 }), (heights) => {
        const band = dockHeight(heights);
        for (const height of heights) expect(band).toBeGreaterThanOrEqual(height + 2 * TOAST_BAR_GAP_PX);
      }),
    );
  });

  it('scrolls the page by what the band grew, never when it shrinks', () => {
    expect(scrollForDock(0, 76)).toBe(76);
    expect(scrollForDock(76, 92)).toBe(16);
    expect(scrollForDock(76, 76)).toBe(0);
    expect(scrollForDock(76, 0)).toBe(0);
    fc.assert(
      fc.property(fc.nat(400), fc.nat(400), (before, after) => {
        const scrolled = scrollForDock(before, after);
        // What was just above the band before is just above it after: it moves up by exactly the growth.
        expect(before + scrolled).toBeGreaterThanOrEqual(after);
        expect(scrolled).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
