import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import { describe, expect, it, vi } from 'vitest';
import { DELETE_DROP_ID } from './delete-drop-id.ts';
import { dropOnDeleteKeys } from './drop-on-delete-keys.ts';

type Args = Parameters<KeyboardCoordinateGetter>[1];
const rect = (left: number, top: number, width: number, height: number) => ({
  left,
  top,
  width,
  height,
  right: left + width,
  bottom: top + height,
});

/** A keyboard drag of a goal at (x, y), its rect `dragged`, with DELETE at `target` (or no DELETE). */
function press(
  code: string,
  options: { target?: ReturnType<typeof rect>; dragged?: ReturnType<typeof rect> | null },
) {
  const event = { code, preventDefault: vi.fn() };
  const droppableRects = new Map(options.target ? [[DELETE_DROP_ID, options.target]] : []);
  const dragged = options.dragged === undefined ? rect(10, 100, 200, 40) : options.dragged;
  const args = {
    active: 'goal-1',
    currentCoordinates: { x: 110, y: 120 },
    context: { droppableRects, collisionRect: dragged },
  } as unknown as Args;
  return { event, next: dropOnDeleteKeys(event as unknown as KeyboardEvent, args) };
}

describe('dropOnDeleteKeys', () => {
  it("moves the goal's centre onto DELETE's centre with ArrowDown or ArrowRight, and keeps the key from scrolling", () => {
    const target = rect(300, 700, 100, 60);
    for (const code of ['ArrowDown', 'ArrowRight']) {
      const { event, next } = press(code, { target });
      // The goal's centre is (110, 120); DELETE's is (350, 730).
      expect(next).toEqual({ x: 110 + 350 - 110, y: 120 + 730 - 120 });
      expect(event.preventDefault).toHaveBeenCalledOnce();
    }
  });

  it('moves in the usual small steps with the other arrows, or when DELETE or the goal is not measured', () => {
    const target = rect(300, 700, 100, 60);
    expect(press('ArrowUp', { target }).next).toEqual({ x: 110, y: 120 - 25 });
    expect(press('ArrowLeft', { target }).next).toEqual({ x: 110 - 25, y: 120 });
    expect(press('ArrowDown', {}).next).toEqual({ x: 110, y: 120 + 25 });
    expect(press('ArrowDown', { target, dragged: null }).next).toEqual({ x: 110, y: 120 + 25 });
  });
});
