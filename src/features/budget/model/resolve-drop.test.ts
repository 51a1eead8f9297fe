import { describe, expect, it } from 'vitest';
import { buildBudgetView } from '../../../domain/budget-view.ts';
import type { BudgetItem } from '../../../domain/items.ts';
import { resolveDrop } from './resolve-drop.ts';

const item = (id: number, day: string, sortOrder: number): BudgetItem => ({
  kind: 'expense',
  id,
  budgetId: 1,
  name: `Item ${id}`,
  amount: 100,
  dateValue: day,
  category: 'other',
  priority: 3,
  sortOrder,
  isPaid: false,
});

// early: 1, 2, 3; late: 4, 5
const view = buildBudgetView(
  [item(1, '1', 100), item(2, '2', 200), item(3, '3', 300), item(4, '15', 100), item(5, '20', 200)],
  0,
  '2026-11',
);
const rect = { top: 100, height: 50 };

describe('resolveDrop', () => {
  it('puts the item above a row when the pointer is in its upper 40%, else below', () => {
    expect(resolveDrop(view, { kind: 'expense', id: 1 }, 'expense:3', rect, 119)).toMatchObject({
      section: 0,
      index: 1,
      indicator: { key: 'expense:3', position: 'above' },
    });
    expect(resolveDrop(view, { kind: 'expense', id: 1 }, 'expense:3', rect, 120)).toMatchObject({
      section: 0,
      index: 2,
    });
  });

  it('moves across sections to the row position', () => {
    expect(resolveDrop(view, { kind: 'expense', id: 2 }, 'expense:4', rect, 101)).toMatchObject({
      section: 1,
      index: 0,
    });
  });

  it('follows the direction of travel from the keyboard', () => {
    expect(resolveDrop(view, { kind: 'expense', id: 1 }, 'expense:2', null, null)).toMatchObject({
      index: 1,
    });
    expect(resolveDrop(view, { kind: 'expense', id: 3 }, 'expense:2', null, null)).toMatchObject({
      index: 1,
    });
    expect(resolveDrop(view, { kind: 'expense', id: 3 }, 'expense:4', null, null)).toMatchObject({
      section: 1,
      index: 1,
    });
  });

  it('knows the delete target, section ends, and ignores a drop on itself', () => {
    expect(resolveDrop(view, { kind: 'expense', id: 1 }, 'delete', null, null)).toEqual({ type: 'delete' });
    expect(resolveDrop(view, { kind: 'expense', id: 1 }, 'section:1', null, null)).toMatchObject({
      section: 1,
      index: 2,
    });
    expect(resolveDrop(view, { kind: 'expense', id: 1 }, 'expense:1', rect, 110)).toBeNull();
  });

  it('answers the whole drop: a move, its section, index and line', () => {
    expect(resolveDrop(view, { kind: 'expense', id: 3 }, 'expense:2', null, null)).toEqual({
      type: 'move',
      section: 0,
      index: 1,
      indicator: { key: 'expense:2', position: 'above' },
    });
    expect(resolveDrop(view, { kind: 'expense', id: 1 }, 'section:0', null, null)).toEqual({
      type: 'move',
      section: 0,
      index: 3,
      indicator: null,
    });
  });

  it('goes by the direction of travel from the keyboard, even when the row under it has a rect', () => {
    expect(resolveDrop(view, { kind: 'expense', id: 1 }, 'expense:3', rect, null)).toMatchObject({
      index: 2,
      indicator: { position: 'below' },
    });
  });

  it('tells an income from an expense of the same id', () => {
    const mixed = buildBudgetView(
      [{ ...item(1, '2', 100), kind: 'income' }, item(1, '3', 200)],
      0,
      '2026-11',
    );
    expect(resolveDrop(mixed, { kind: 'income', id: 1 }, 'expense:1', null, null)).toEqual({
      type: 'move',
      section: 0,
      index: 1,
      indicator: { key: 'expense:1', position: 'below' },
    });
  });

  it('drops at the end of a section it does not know as empty, and nowhere on a row it does not show', () => {
    expect(resolveDrop(view, { kind: 'expense', id: 1 }, 'section:9', null, null)).toMatchObject({
      section: 9,
      index: 0,
    });
    expect(resolveDrop(view, { kind: 'expense', id: 1 }, 'expense:77', rect, 110)).toBeNull();
    expect(resolveDrop(view, { kind: 'expense', id: 1 }, 'goal:2', rect, 110)).toBeNull();
  });
});
