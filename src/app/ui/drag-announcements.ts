import type { Announcements, UniqueIdentifier } from '@dnd-kit/core';

/**
 * What a screen reader hears during a drag, in words: the dragged thing and the target by their names
 * ('Picked up Rent.', 'Rent is over DELETE.', 'Rent is over no place to drop.'), never dnd-kit's ids ('droppable area delete-goal').
 */
export function namedDragAnnouncements(nameOf: (id: UniqueIdentifier) => string): Announcements {
  return {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
    // Leaving every target is said too: the last "is over" would otherwise stand while a drop moves nothing.
    onDragOver: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} is over ${nameOf(over.id)}.`
        : `${nameOf(active.id)} is over no place to drop.`,
    onDragEnd: ({ active, over }) =>
      over ? `${nameOf(active.id)} was dropped on ${nameOf(over.id)}.` : 'Nothing moved.',
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };
}
