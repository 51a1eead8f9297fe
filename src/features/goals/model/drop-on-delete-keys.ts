import { defaultKeyboardCoordinateGetter, type KeyboardCoordinateGetter } from '@dnd-kit/core';
import { DELETE_DROP_ID } from './delete-drop-id.ts';

/**
 * A keyboard drag has one useful destination: ArrowDown or ArrowRight moves the picked-up goal straight onto
 * DELETE; the other arrows move it in small steps as usual.
 */
export const dropOnDeleteKeys: KeyboardCoordinateGetter = (event, args) => {
  const target = args.context.droppableRects.get(DELETE_DROP_ID);
  const dragged = args.context.collisionRect;
  if ((event.code !== 'ArrowDown' && event.code !== 'ArrowRight') || !target || !dragged) {
    return defaultKeyboardCoordinateGetter(event, args);
  }
  event.preventDefault();
  const { currentCoordinates } = args;
  return {
    x: currentCoordinates.x + target.left + target.width / 2 - (dragged.left + dragged.width / 2),
    y: currentCoordinates.y + target.top + target.height / 2 - (dragged.top + dragged.height / 2),
  };
};
