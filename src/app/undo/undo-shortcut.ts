// Ctrl+Z (Cmd+Z on a Mac) undoes the last change, except where the browser's own undo belongs: in text.

/** Fields whose own undo (of typing) the shortcut must leave alone; a checkbox or a button is not one. */
const TEXT_ENTRY = [
  'textarea',
  '[contenteditable]:not([contenteditable="false"])',
  'input:not([type="checkbox"]):not([type="radio"]):not([type="button"]):not([type="submit"]):not([type="reset"]):not([type="range"]):not([type="color"]):not([type="file"]):not([type="image"])',
].join(', ');

interface UndoKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

interface Closest {
  closest: (selectors: string) => unknown;
}

function canLookUp(target: unknown): target is Closest {
  return (
    typeof target === 'object' &&
    target !== null &&
    'closest' in target &&
    typeof target.closest === 'function'
  );
}

/** Whether `target` (the focused element) takes typed text. */
export function isTextEntry(target: unknown): boolean {
  return canLookUp(target) && target.closest(TEXT_ENTRY) !== null;
}

/** Ctrl+Z or Cmd+Z, without Shift or Alt (those are redo and other commands), outside text fields. */
export function isUndoShortcut(event: UndoKey, focused: unknown): boolean {
  const modifier = event.ctrlKey !== event.metaKey;
  return (
    modifier && !event.shiftKey && !event.altKey && event.key.toLowerCase() === 'z' && !isTextEntry(focused)
  );
}
