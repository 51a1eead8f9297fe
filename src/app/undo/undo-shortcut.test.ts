import { describe, expect, it } from 'vitest';
import { isTextEntry, isUndoShortcut } from './undo-shortcut.ts';

/** A stand-in for the focused element: matches the selector's part that names its tag and type. */
function element(tag: string, attributes: Record<string, string> = {}) {
  return {
    closest(selectors: string) {
      const matches = selectors.split(', ').some((selector) => {
        if (selector.startsWith('[contenteditable]')) return 'contenteditable' in attributes;
        if (!selector.startsWith(tag)) return false;
        const excluded = [...selector.matchAll(/:not\(\[type="([a-z]+)"\]\)/g)].map((match) => match[1]);
        return !excluded.includes(attributes.type ?? 'text');
      });
      return matches ? this : null;
    },
  };
}

const key = (overrides: Partial<Parameters<typeof isUndoShortcut>[0]> = {}) => ({
  key: 'z',
  ctrlKey: true,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...overrides,
});

describe('the undo shortcut', () => {
  it('is Ctrl+Z or Cmd+Z, with Caps Lock too', () => {
    expect(isUndoShortcut(key(), null)).toBe(true);
    expect(isUndoShortcut(key({ ctrlKey: false, metaKey: true }), null)).toBe(true);
    expect(isUndoShortcut(key({ key: 'Z' }), element('button'))).toBe(true);
  });

  it('is not redo, another key, or Z alone', () => {
    expect(isUndoShortcut(key({ shiftKey: true }), null)).toBe(false);
    expect(isUndoShortcut(key({ altKey: true }), null)).toBe(false);
    expect(isUndoShortcut(key({ key: 'y' }), null)).toBe(false);
    expect(isUndoShortcut(key({ ctrlKey: false }), null)).toBe(false);
  });

  it('leaves typing in a text field to the field, but works from a checkbox or a button', () => {
    expect(isUndoShortcut(key(), element('input'))).toBe(false);
    expect(isUndoShortcut(key(), element('input', { type: 'number' }))).toBe(false);
    expect(isUndoShortcut(key(), element('textarea'))).toBe(false);
    expect(isUndoShortcut(key(), element('div', { contenteditable: 'true' }))).toBe(false);
    expect(isUndoShortcut(key(), element('input', { type: 'checkbox' }))).toBe(true);
    expect(isTextEntry(element('button'))).toBe(false);
    expect(isTextEntry(undefined)).toBe(false);
  });
});
