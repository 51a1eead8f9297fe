import type { DragMoveEvent } from '@dnd-kit/core';

/**
 * The pointer's Y now, in the viewport as the drop targets' rects are, or null for a keyboard drag (which has no
 * pointer). dnd-kit's `delta` adds the page's scroll since the drag began to the pointer's own movement, so that
 * scroll (`scrolledBy`) is taken off again: without it, a drag during which the page scrolled showed its drop line,
 * and dropped, as far from the pointer as the page had scrolled.
 */
export function dragPointerY(
  event: Pick<DragMoveEvent, 'activatorEvent' | 'delta'>,
  scrolledBy: number,
): number | null {
  const start = event.activatorEvent;
  if (typeof KeyboardEvent !== 'undefined' && start instanceof KeyboardEvent) return null;
  const startY =
    'touches' in start && start.touches instanceof TouchList
      ? start.touches[0]?.clientY
      : 'clientY' in start
        ? (start as PointerEvent).clientY
        : undefined;
  return startY === undefined ? null : startY + event.delta.y - scrolledBy;
}
