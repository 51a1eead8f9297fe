import { closestCenter, pointerWithin, type CollisionDetection } from '@dnd-kit/core';
import { DELETE_TARGET_ID, parseItemKey } from './item-key.ts';

/**
 * A pointer drops on what is under it (DELETE before anything; a row before the section around it); nothing
 * under the pointer cancels the drop. The keyboard, which has no pointer, drops on the closest target: a row, or a
 * section, which is a target only while it has no rows (so a row can be moved into an empty half from the keys).
 */
export const budgetCollisions: CollisionDetection = (args) => {
  if (!args.pointerCoordinates) return closestCenter(args).slice(0, 1);
  const hits = pointerWithin(args);
  const first = hits[0];
  if (!first || first.id === DELETE_TARGET_ID) return hits.slice(0, 1);
  if (hits.some((hit) => hit.id === DELETE_TARGET_ID))
    return hits.filter((hit) => hit.id === DELETE_TARGET_ID);
  const row = hits.find((hit) => parseItemKey(String(hit.id)) !== null);
  return [row ?? first];
};
