import { describe, expect, it } from 'vitest';
import { buildBudgetView } from './budget-view.ts';
import { applyOrderChanges, dropPosition, planMove } from './reorder.ts';
import { expense, income } from './test-items.ts';

/** The default schedule's halves, by their place in the view. */
const EARLY = 0;
const LATE = 1;

describe('dropPosition', () => {
  it('drops above in the upper 40% of the row and below from there on', () => {
    expect(dropPosition(100, 100, 50)).toBe('above');
    expect(dropPosition(119.9, 100, 50)).toBe('above');
    expect(dropPosition(120, 100, 50)).toBe('below');
    expect(dropPosition(150, 100, 50)).toBe('below');
    expect(dropPosition(90, 100, 50)).toBe('above');
  });
});

describe('planMove', () => {
  const month = '2026-11';
  // Early: income 1 (100), expense 1 (200), expense 2 (300). Late: expense 3 (100), income 2 (250).
  const items = [
    income(1, 1, '1', { sortOrder: 100 }),
    expense(1, 1, '5', { sortOrder: 200 }),
    expense(2, 1, '11/10/2026', { sortOrder: 300 }),
    expense(3, 1, '15', { sortOrder: 100 }),
    income(2, 1, '20', { sortOrder: 250 }),
  ];
  const view = buildBudgetView(items, 0, month);

  it('renumbers the section in steps of 100 when moving within it, returning only changed rows', () => {
    expect(planMove(view, { kind: 'expense', id: 2 }, { section: EARLY, index: 0 })).toEqual([
      { kind: 'expense', id: 2, sortOrder: 100 },
      { kind: 'income', id: 1, sortOrder: 200 },
      { kind: 'expense', id: 1, sortOrder: 300 },
    ]);
  });

  it('moves to the end of its section', () => {
    expect(planMove(view, { kind: 'income', id: 1 }, { section: EARLY, index: 2 })).toEqual([
      { kind: 'expense', id: 1, sortOrder: 100 },
      { kind: 'expense', id: 2, sortOrder: 200 },
      { kind: 'income', id: 1, sortOrder: 300 },
    ]);
  });

  it('returns nothing when the order does not change', () => {
    expect(planMove(view, { kind: 'expense', id: 1 }, { section: EARLY, index: 1 })).toEqual([]);
  });

  it('leaves rows that already have their new number out', () => {
    expect(planMove(view, { kind: 'income', id: 2 }, { section: LATE, index: 1 })).toEqual([
      { kind: 'income', id: 2, sortOrder: 200 },
    ]);
  });

  it('renumbers the destination in steps of 1000 and dates the item the 15th when moving it late', () => {
    expect(planMove(view, { kind: 'expense', id: 1 }, { section: LATE, index: 1 })).toEqual([
      { kind: 'expense', id: 3, sortOrder: 1000 },
      { kind: 'expense', id: 1, sortOrder: 2000, dateValue: '11/15/2026' },
      { kind: 'income', id: 2, sortOrder: 3000 },
    ]);
  });

  it('dates the item the 1st of the month shown when moving it early, to the top', () => {
    const january = buildBudgetView(items, 0, '2027-01');
    expect(planMove(january, { kind: 'income', id: 2 }, { section: EARLY, index: 0 })).toEqual([
      { kind: 'income', id: 2, sortOrder: 1000, dateValue: '01/01/2027' },
      { kind: 'income', id: 1, sortOrder: 2000 },
      { kind: 'expense', id: 1, sortOrder: 3000 },
      { kind: 'expense', id: 2, sortOrder: 4000 },
    ]);
  });

  it('clamps the index to the ends of the section', () => {
    const toEnd = planMove(view, { kind: 'expense', id: 3 }, { section: EARLY, index: 99 });
    expect(toEnd.at(-1)).toEqual({ kind: 'expense', id: 3, sortOrder: 4000, dateValue: '11/01/2026' });
    const toTop = planMove(view, { kind: 'expense', id: 2 }, { section: EARLY, index: -3 });
    expect(toTop[0]).toEqual({ kind: 'expense', id: 2, sortOrder: 100 });
  });

  it('moves into an empty section', () => {
    const onlyEarly = buildBudgetView([income(1, 1, '1', { sortOrder: 100 })], 0, month);
    expect(planMove(onlyEarly, { kind: 'income', id: 1 }, { section: LATE, index: 0 })).toEqual([
      { kind: 'income', id: 1, sortOrder: 1000, dateValue: '11/15/2026' },
    ]);
  });

  it('tells an income from an expense with the same id', () => {
    const changes = planMove(view, { kind: 'income', id: 1 }, { section: LATE, index: 0 });
    expect(changes[0]).toEqual({ kind: 'income', id: 1, sortOrder: 1000, dateValue: '11/15/2026' });
    expect(changes.filter((change) => change.dateValue !== undefined)).toHaveLength(1);
  });

  it('plans nothing for an item that is not in the view', () => {
    expect(planMove(view, { kind: 'expense', id: 42 }, { section: EARLY, index: 0 })).toEqual([]);
  });

  it('plans nothing for a section the view does not have', () => {
    expect(planMove(view, { kind: 'expense', id: 1 }, { section: 2, index: 0 })).toEqual([]);
  });

  it('dates an item moved across even when its number stays, and dates nothing within a section', () => {
    const onlyEarly = buildBudgetView([income(1, 1, '1', { sortOrder: 1000 })], 0, month);
    expect(planMove(onlyEarly, { kind: 'income', id: 1 }, { section: LATE, index: 0 })).toStrictEqual([
      { kind: 'income', id: 1, sortOrder: 1000, dateValue: '11/15/2026' },
    ]);
    expect(planMove(view, { kind: 'income', id: 1 }, { section: EARLY, index: 2 })).toStrictEqual([
      { kind: 'expense', id: 1, sortOrder: 100 },
      { kind: 'expense', id: 2, sortOrder: 200 },
      { kind: 'income', id: 1, sortOrder: 300 },
    ]);
  });
});

describe('applyOrderChanges', () => {
  it('leaves the rows no change names as they are', () => {
    const rows = [income(1, 1, '1', { sortOrder: 100 }), expense(1, 1, '20', { sortOrder: 100 })];
    const change = { kind: 'expense', id: 1, sortOrder: 300 } as const;
    expect(applyOrderChanges(rows, [change])).toEqual([rows[0], { ...rows[1], sortOrder: 300 }]);
  });

  it('gives the moved rows their new order and date, so the view shows the move at once', () => {
    const items = [income(1, 1, '1', { sortOrder: 100 }), expense(1, 1, '20', { sortOrder: 100 })];
    const view = buildBudgetView(items, 0, '2026-11');
    const moved = applyOrderChanges(
      items,
      planMove(view, { kind: 'expense', id: 1 }, { section: EARLY, index: 0 }),
    );
    expect(moved).toEqual([
      income(1, 1, '1', { sortOrder: 2000 }),
      expense(1, 1, '11/01/2026', { sortOrder: 1000 }),
    ]);
    expect(buildBudgetView(moved, 0, '2026-11').sections[EARLY]?.items.map((row) => row.kind)).toEqual([
      'expense',
      'income',
    ]);
  });
});
