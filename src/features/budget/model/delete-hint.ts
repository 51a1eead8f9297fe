/** What DELETE says when no row is picked: how to pick one (or drag it onto DELETE). */
export const DELETE_HINT = {
  title: 'Pick an item to delete',
  description: 'Tap a row’s ⠿ handle, then DELETE, or drag the row onto DELETE.',
} as const;
