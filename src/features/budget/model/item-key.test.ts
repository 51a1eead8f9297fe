import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ItemKind } from '../../../domain/items.ts';
import { DELETE_TARGET_ID, itemKey, parseItemKey, parseSectionTarget, sectionTargetId } from './item-key.ts';

const KINDS: readonly ItemKind[] = ['income', 'expense'];

describe('drag ids', () => {
  it("name a row by its kind and id, and read back as that row (placeholders' negative ids too)", () => {
    expect(itemKey({ kind: 'expense', id: 12 })).toBe('expense:12');
    fc.assert(
      fc.property(fc.constantFrom(...KINDS), fc.integer({ min: -1e15, max: 1e15 }), (kind, id) => {
        expect(parseItemKey(itemKey({ kind, id }))).toEqual({ kind, id });
      }),
    );
  });

  it('read nothing from an id that is not a whole row key', () => {
    for (const key of [
      'expense:',
      'expense:1x',
      'xexpense:1',
      'expense:1.5',
      'goal:1',
      DELETE_TARGET_ID,
      'section:1',
    ]) {
      expect(parseItemKey(key)).toBeNull();
    }
  });

  it("name a section's drop target by its index, and read it back; nothing else reads as a section", () => {
    expect(sectionTargetId(2)).toBe('section:2');
    fc.assert(
      fc.property(fc.nat(1000), (section) => {
        expect(parseSectionTarget(sectionTargetId(section))).toBe(section);
      }),
    );
    for (const id of ['section:', 'section:1x', 'xsection:1', 'section:-1', 'expense:1', DELETE_TARGET_ID]) {
      expect(parseSectionTarget(id)).toBeNull();
    }
  });
});
