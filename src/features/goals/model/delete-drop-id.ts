/** The dnd-kit id of the DELETE button as a drop target. */
export const DELETE_DROP_ID = 'delete-goal';
