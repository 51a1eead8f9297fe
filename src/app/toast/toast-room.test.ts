import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { atPageEnd, TOAST_HEADER_GAP_PX, topToastInset } from './toast-room.ts';

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

describe('a page at its end', () => {
  it('is at its end only when its bottom is in view', () => {
    expect(atPageEnd(1000, 800, 1800)).toBe(true);
    expect(atPageEnd(995, 800, 1800)).toBe(true);
    expect(atPageEnd(900, 800, 1800)).toBe(false);
  });
});
