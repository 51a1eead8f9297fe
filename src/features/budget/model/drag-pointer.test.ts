import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dragPointerY } from './drag-pointer.ts';

/** A drag begun by a pointer at `startY`, with dnd-kit's delta: the pointer's movement plus the page's scroll. */
function drag(startY: number, moved: number, scrolled: number) {
  return { activatorEvent: { clientY: startY } as unknown as Event, delta: { x: 0, y: moved + scrolled } };
}

describe('dragPointerY', () => {
  it('is where the pointer is in the viewport, however far the page scrolled during the drag', () => {
    expect(dragPointerY(drag(300, 40, 0), 0)).toBe(340);
    expect(dragPointerY(drag(300, -40, 200), 200)).toBe(260);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 900 }),
        fc.integer({ min: -900, max: 900 }),
        fc.integer({ min: -5000, max: 5000 }),
        (start, moved, scrolled) => {
          expect(dragPointerY(drag(start, moved, scrolled), scrolled)).toBe(start + moved);
        },
      ),
    );
  });

  it('has no pointer in a keyboard drag', () => {
    expect(dragPointerY({ activatorEvent: new Event('keydown'), delta: { x: 0, y: 30 } }, 0)).toBeNull();
  });

  it('follows the first finger of a touch drag, and has no pointer when no finger is listed', () => {
    // Node has no TouchList; a stand-in of the same shape lets a touch start be told from a mouse one.
    class TouchListStandIn {
      readonly length: number;
      [index: number]: { clientY: number };
      constructor(...touches: { clientY: number }[]) {
        this.length = touches.length;
        touches.forEach((touch, index) => (this[index] = touch));
      }
    }
    vi.stubGlobal('TouchList', TouchListStandIn);
    const touch = (...ys: number[]) =>
      ({ touches: new TouchListStandIn(...ys.map((clientY) => ({ clientY }))) }) as unknown as Event;
    expect(dragPointerY({ activatorEvent: touch(300, 500), delta: { x: 0, y: 40 } }, 0)).toBe(340);
    expect(dragPointerY({ activatorEvent: touch(), delta: { x: 0, y: 40 } }, 0)).toBeNull();
  });
});

afterEach(() => vi.unstubAllGlobals());
