import type { ClientRect, CollisionDetection, UniqueIdentifier } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { budgetCollisions } from './collisions.ts';
import { DELETE_TARGET_ID, sectionTargetId } from './item-key.ts';

type Args = Parameters<CollisionDetection>[0];

/** A target `width` wide from the screen's left edge, `height` tall from `top`. */
function box(top: number, height: number, width = 300): ClientRect {
  return { left: 0, top, width, height, right: width, bottom: top + height };
}

/**
 * The drop targets of a screen: the early section (its top at 0, 300 tall), two of its rows, DELETE below it, and
 * a late section below that.
 */
const TARGETS: [UniqueIdentifier, ClientRect][] = [
  [sectionTargetId(0), box(0, 300)],
  ['expense:1', box(100, 40)],
  ['expense:2', box(200, 40)],
  [DELETE_TARGET_ID, box(320, 60)],
  [sectionTargetId(1), box(400, 300)],
];

/** What dnd-kit asks the detection with: the dragged row's rect and, for a pointer drag, where the pointer is. */
function args(dragged: ClientRect, pointer: { x: number; y: number } | null, targets = TARGETS): Args {
  return {
    active: { id: 'expense:9' },
    collisionRect: dragged,
    droppableRects: new Map(targets),
    droppableContainers: targets.map(([id]) => ({ id })),
    pointerCoordinates: pointer,
  } as unknown as Args;
}

const ids = (dragged: ClientRect, pointer: { x: number; y: number } | null, targets = TARGETS) =>
  budgetCollisions(args(dragged, pointer, targets)).map((hit) => hit.id);

describe('where a dragged row drops', () => {
  it('with a pointer, on the row under it rather than the section around it', () => {
    expect(ids(box(0, 40), { x: 150, y: 120 })).toEqual(['expense:1']);
  });

  it('with a pointer, on the section where no row is under it', () => {
    expect(ids(box(0, 40), { x: 150, y: 50 })).toEqual([sectionTargetId(0)]);
    expect(ids(box(0, 40), { x: 150, y: 600 })).toEqual([sectionTargetId(1)]);
  });

  it('with a pointer, on DELETE whenever DELETE is under it, whatever else is', () => {
    expect(ids(box(0, 40), { x: 150, y: 350 })).toEqual([DELETE_TARGET_ID]);
    // DELETE drawn over a row (a short screen): the row sorts first, DELETE still takes the drop.
    const overlapping: [UniqueIdentifier, ClientRect][] = [
      ['expense:1', box(100, 40)],
      [DELETE_TARGET_ID, box(0, 600, 600)],
    ];
    expect(ids(box(0, 40), { x: 150, y: 120 }, overlapping)).toEqual([DELETE_TARGET_ID]);
  });

  it('with a pointer over nothing, nowhere: the drop is cancelled', () => {
    expect(ids(box(0, 40), { x: 900, y: 120 })).toEqual([]);
  });

  it('from the keyboard, on the nearest target: a row, or an empty section below the last row', () => {
    // As on screen: the early section has rows, so it is no target; the late one is empty, DELETE below it.
    const screen: [UniqueIdentifier, ClientRect][] = [
      ['expense:1', box(100, 40)],
      ['expense:2', box(200, 40)],
      [sectionTargetId(1), box(300, 60)],
      [DELETE_TARGET_ID, box(420, 60)],
    ];
    expect(ids(box(110, 40), null, screen)).toEqual(['expense:1']);
    expect(ids(box(200, 40), null, screen)).toEqual(['expense:2']);
    expect(ids(box(300, 40), null, screen)).toEqual([sectionTargetId(1)]);
    expect(ids(box(430, 40), null, screen)).toEqual([DELETE_TARGET_ID]);
  });

  it('from the keyboard, on DELETE when it is the nearest target, though rows are near too', () => {
    expect(ids(box(330, 40), null)).toEqual([DELETE_TARGET_ID]);
  });

  it('from the keyboard, on the nearest section when no row is a target', () => {
    const sections = TARGETS.filter(([id]) => String(id).startsWith('section:'));
    expect(ids(box(530, 40), null, sections)).toEqual([sectionTargetId(1)]);
  });
});
