import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
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
});
