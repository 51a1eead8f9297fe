import { closestCenter, pointerWithin, type CollisionDetection } from '@dnd-kit/core';
import { DELETE_TARGET_ID, parseItemKey } from './item-key.ts';

/**
 * A pointer drops on what is under it (a row before the section around it); the keyboard, which has no
 * pointer, on the closest target. Nothing under the pointer cancels the drop.
 */
export const budgetCollisions: CollisionDetection = (args) => {
  const hits = args.pointerCoordinates ? pointerWithin(args) : closestCenter(args);
  const first = hits[0];
  if (!first || first.id === DELETE_TARGET_ID) return hits.slice(0, 1);
  if (args.pointerCoordinates && hits.some((hit) => hit.id === DELETE_TARGET_ID)) {
    return hits.filter((hit) => hit.id === DELETE_TARGET_ID);
  }
  const row = hits.find((hit) => parseItemKey(String(hit.id)) !== null);
  return [row ?? first];
};
