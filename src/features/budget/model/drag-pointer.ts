import type { DragMoveEvent } from '@dnd-kit/core';

/** The pointer's Y now, or null for a keyboard drag (which has no pointer). */
export function dragPointerY(event: Pick<DragMoveEvent, 'activatorEvent' | 'delta'>): number | null {
  const start = event.activatorEvent;
  if (typeof KeyboardEvent !== 'undefined' && start instanceof KeyboardEvent) return null;
  const startY =
    'touches' in start && start.touches instanceof TouchList
      ? start.touches[0]?.clientY
      : 'clientY' in start
        ? (start as PointerEvent).clientY
        : undefined;
  return startY === undefined ? null : startY + event.delta.y;
}
