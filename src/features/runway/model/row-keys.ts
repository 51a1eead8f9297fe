// Moving a bill between paycheck rows with the keyboard (dnd-kit's KeyboardSensor): the arrow keys jump from one
// row to the next above or below, rather than by a few pixels, so a drag by keyboard goes row by row.
import type { KeyboardCoordinateGetter } from '@dnd-kit/core';

interface Box {
  top: number;
  height: number;
}

/** The row above or below `box` (by their middles), or null at either end. */
export function nextRow<T extends Box>(rows: readonly T[], box: Box, down: boolean): T | null {
  const middle = (row: Box) => row.top + row.height / 2;
  const here = middle(box);
  const sorted = [...rows].sort((a, b) => middle(a) - middle(b));
  const found = down
    ? sorted.find((row) => middle(row) > here + 1)
    : sorted.reverse().find((row) => middle(row) < here - 1);
  return found ?? null;
}

export const rowKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const { collisionRect, droppableRects } = context;
  if (!collisionRect || (event.code !== 'ArrowDown' && event.code !== 'ArrowUp')) return undefined;
  event.preventDefault();
  const target = nextRow([...droppableRects.values()], collisionRect, event.code === 'ArrowDown');
  if (!target) return undefined;
  return { x: collisionRect.left, y: target.top + target.height / 2 - collisionRect.height / 2 };
};
