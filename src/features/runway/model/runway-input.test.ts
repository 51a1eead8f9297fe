import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { projectMonth } from '@halfwise/core/runway-months.ts';
import { localToday, runwayBudgetOf, runwayGoalsOf } from './runway-input.ts';

const budget = {
  id: 7,
  userId: 'u-1',
  month: '2026-03',
  year: 2026,
  carryForward: 1_250,
  futureGoalsBalance: 0,
};
const item = { budgetId: 7, priority: 1, category: 'other', isPaid: true, sortOrder: 0, updatedBy: 'u-1' };

describe('localToday', () => {
  it("is the device's own calendar day, late in the evening as early in the morning", () => {
    expect(localToday(new Date(2026, 2, 5, 23, 59))).toBe('2026-03-05');
    expect(localToday(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
  });

  it('reads the year, month and day of any moment on the local clock', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1950, 0, 1), max: new Date(2200, 0, 1), noInvalidDate: true }),
        (now) => {
          const [year, month, day] = localToday(now).split('-').map(Number);
          expect([year, month, day]).toEqual([now.getFullYear(), now.getMonth() + 1, now.getDate()]);
        },
      ),
    );
  });
});

describe('runwayBudgetOf', () => {
  it('is null for a month with no budget', () => {
    expect(runwayBudgetOf('2026-03', { budget: null, incomeItems: [], expenseItems: [] })).toBeNull();
  });

  it('reads the carry-forward and every item, income dated by its date and a bill by its due date, paid and fixed or not', () => {
    const read = runwayBudgetOf('2026-03', {
      budget,
      incomeItems: [{ ...item, id: 1, name: 'Paycheck', amount: 200_000, date: '15' }],
      expenseItems: [
        { ...item, id: 2, name: 'Rent', amount: 120_000, dueDate: '03/01/2026', note: 'landlord' },
        { ...item, id: 3, name: 'Phone', amount: 4_000, dueDate: null, isPaid: false, fixedDate: true },
      ],
    });
    expect(read).toEqual({
      month: '2026-03',
      carryForward: 1_250,
      items: [
        { id: 1, kind: 'income', amount: 200_000, dueDate: '15', name: 'Paycheck' },
        {
          id: 2,
          kind: 'expense',
          amount: 120_000,
          dueDate: '03/01/2026',
          name: 'Rent',
          isPaid: true,
          fixedDate: false,
        },
        {
          id: 3,
          kind: 'expense',
          amount: 4_000,
          dueDate: null,
          name: 'Phone',
          isPaid: false,
          fixedDate: true,
        },
      ],
    });
  });

  it("carries the day a bill keeps, so the screen's runway projects it back onto that day", () => {
    const february = runwayBudgetOf('2027-02', {
      budget: { ...budget, month: '2027-02', year: 2027 },
      incomeItems: [],
      expenseItems: [
        {
          ...item,
          id: 4,
          name: 'Card payment',
          amount: 45_000,
          dueDate: '02/28/2027',
          note: null,
          keptDay: 31,
        },
      ],
    });
    expect(february?.items[0]?.keptDay).toBe(31);
    const [march] = projectMonth({ kind: 'monthly', day: 31 }, february!, '2027-03').items;
    expect(march?.dueDate).toBe('03/31/2027');
  });

  it('keeps a budget with no items (an empty month the runway projects)', () => {
    expect(runwayBudgetOf('2026-04', { budget, incomeItems: [], expenseItems: [] })).toEqual({
      month: '2026-04',
      carryForward: 1_250,
      items: [],
    });
  });
});

describe('runwayGoalsOf', () => {
  const read = (
    sections: { start: string; payday: boolean; setAside?: number; setAsidePaid?: boolean }[],
  ) => ({
    budget: null,
    incomeItems: [],
    expenseItems: [],
    sections,
  });

  it('takes each payday section’s set-aside while the switch is on, ticked or not', () => {
    const goals = runwayGoalsOf([
      read([
        { start: '2026-03-01', payday: true, setAside: 5_000, setAsidePaid: true },
        { start: '2026-03-15', payday: true, setAside: 4_000, setAsidePaid: false },
      ]),
      read([{ start: '2026-04-01', payday: true, setAside: 0, setAsidePaid: false }]),
    ]);
    expect(goals?.setAsides).toEqual(
      new Map([
        ['2026-03-01', 5_000],
        ['2026-03-15', 4_000],
        ['2026-04-01', 0],
      ]),
    );
  });

  it('is none while the switch is off (sections carry only setAside 0) or nothing was read', () => {
    expect(runwayGoalsOf([read([{ start: '2026-03-01', payday: true, setAside: 0 }])])).toBeUndefined();
    expect(runwayGoalsOf([])).toBeUndefined();
  });
});
