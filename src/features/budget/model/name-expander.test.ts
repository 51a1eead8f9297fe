import { describe, expect, it } from 'vitest';
import { isCut, NAME_EXPANDER_TEXT, nameExpanderLabel } from './name-expander.ts';

const box = (scrollWidth: number, clientWidth: number, scrollHeight: number, clientHeight: number) => ({
  scrollWidth,
  clientWidth,
  scrollHeight,
  clientHeight,
});

describe('isCut', () => {
  it('sees a name clamped to its lines, or ended in an ellipsis', () => {
    expect(isCut([box(100, 100, 90, 60)])).toBe(true);
    expect(isCut([box(100, 100, 40, 40), box(180, 120, 20, 20)])).toBe(true);
  });

  it('allows a pixel of rounding, and nothing to measure is not cut', () => {
    expect(isCut([box(101, 100, 41, 40)])).toBe(false);
    expect(isCut([])).toBe(false);
  });
});

describe('nameExpanderLabel', () => {
  it('starts with the words shown, then names the row', () => {
    expect(nameExpanderLabel(false, 'Rent')).toBe(`${NAME_EXPANDER_TEXT.show} of Rent`);
    expect(nameExpanderLabel(true, 'Rent')).toBe(`${NAME_EXPANDER_TEXT.hide} of Rent`);
  });
});
