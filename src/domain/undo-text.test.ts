import { describe, expect, it } from 'vitest';
import { UNDO_BUTTON_TEXT, UNDO_LABELS, undoButtonName, undoneTitle } from './undo-text.ts';

describe('undo texts', () => {
  it("names the Undo button by the change it takes back, starting with the button's own text", () => {
    const title = UNDO_LABELS.deleted('Rent');
    expect(undoButtonName(title)).toBe(`${UNDO_BUTTON_TEXT}: ${title}`);
    expect(undoneTitle(title).endsWith(title)).toBe(true);
  });
});
