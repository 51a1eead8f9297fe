// The limits the API's validation sets on a budget item's fields, shared with the SPA's inputs.
// Pure and Deno-compatible: no imports.

/** The most characters an income or expense name may have, once trimmed. */
export const MAX_ITEM_NAME_LENGTH = 200;

/** The most characters an expense's note may have (the expense_items.note check says the same). */
export const MAX_ITEM_NOTE_LENGTH = 500;
