import { describe, expect, it } from 'vitest';
import { compareItems, displayName, fromApi, hiddenFromLate, NEW_ITEM_DEFAULTS } from './items.ts';
import { expense, income } from './test-items.ts';

describe('fromApi', () => {
  it('puts income and expenses in one list, reading date and dueDate as dateValue', () => {
    const budget = {
      id: 7,
      userId: 'u',
      month: '2026-11',
      year: 2026,
      carryForward: 500,
      futureGoalsBalance: 0,
    };
    const { budget: read, items } = fromApi({
      budget,
      incomeItems: [
        {
          id: 1,
          budgetId: 7,
          name: 'Paycheck 1',
          amount: 200000,
          date: '1',
          priority: 3,
          category: 'other',
          isPaid: false,
          sortOrder: 100,
        },
      ],
      expenseItems: [
        {
          id: 1,
          budgetId: 7,
          name: 'Rent',
          amount: 150000,
          dueDate: '11/15/2026',
          priority: 3,
          category: 'other',
          isPaid: true,
          sortOrder: 200,
        },
      ],
    });
    expect(read).toBe(budget);
    expect(items).toEqual([
      {
        kind: 'income',
        id: 1,
        budgetId: 7,
        name: 'Paycheck 1',
        amount: 200000,
        dateValue: '1',
        priority: 3,
        category: 'other',
        isPaid: false,
        sortOrder: 100,
      },
      {
        kind: 'expense',
        id: 1,
        budgetId: 7,
        name: 'Rent',
        amount: 150000,
        dateValue: '11/15/2026',
        priority: 3,
        category: 'other',
        isPaid: true,
        sortOrder: 200,
      },
    ]);
    expect(items[0]).not.toHaveProperty('date');
    expect(items[1]).not.toHaveProperty('dueDate');
  });

  it('reads a month without a budget as no budget and no items', () => {
    expect(fromApi({ budget: null, incomeItems: [], expenseItems: [] })).toEqual({ budget: null, items: [] });
  });
});

describe('NEW_ITEM_DEFAULTS', () => {
  it('dates new income on the 1st and new expenses on the 15th', () => {
    expect(NEW_ITEM_DEFAULTS.income.dueDate).toBe('1');
    expect(NEW_ITEM_DEFAULTS.expense).toEqual({ dueDate: '15', priority: 3, category: 'other' });
  });
});

describe('displayName', () => {
  it('names items for the month shown', () => {
    expect(displayName(income(1, 1, '1', { name: 'Starting Cash 💵' }), '2026-11')).toBe(
      'Nov 1 Bank Balance',
    );
    expect(displayName(expense(1, 1, '15', { name: 'Rent 🏠' }), '2026-11')).toBe('Rent');
  });

  it('names a bank balance after the day it is dated, the last day for a day the month lacks', () => {
    expect(displayName(income(1, 1, '04/03/2026', { name: 'Starting cash' }), '2026-04')).toBe(
      'Apr 3 Bank Balance',
    );
    expect(displayName(income(1, 1, '31', { name: 'Starting cash' }), '2026-02')).toBe('Feb 28 Bank Balance');
    expect(displayName(income(1, 1, null, { name: 'Starting cash' }), '2026-02')).toBe('Feb 15 Bank Balance');
  });
});

describe('hiddenFromLate', () => {
  it('hides carried-over income and carryover expenses, nothing else', () => {
    expect(hiddenFromLate(income(1, 1, '15', { name: 'Carried over' }))).toBe(true);
    expect(hiddenFromLate(income(1, 1, '15', { name: 'carry over 💰' }))).toBe(true);
    expect(hiddenFromLate(expense(1, 1, '15', { category: 'carryover' }))).toBe(true);
    expect(hiddenFromLate(expense(1, 1, '15', { category: ' Carryover ' }))).toBe(true);
    expect(hiddenFromLate(expense(1, 1, '15', { name: 'Carried over' }))).toBe(false);
    expect(hiddenFromLate(income(1, 1, '15', { category: 'carryover', name: 'Bonus' }))).toBe(false);
    expect(hiddenFromLate(expense(1, 1, '15'))).toBe(false);
  });
});

describe('compareItems', () => {
  it('orders by sortOrder, then id, then income before expense', () => {
    const rows = [
      expense(2, 1, '1', { sortOrder: 100 }),
      income(9, 1, '1', { sortOrder: 50 }),
      expense(1, 1, '1', { sortOrder: 100 }),
      income(1, 1, '1', { sortOrder: 100 }),
    ];
    expect(rows.sort(compareItems).map((row) => `${row.kind}:${row.id}`)).toEqual([
      'income:9',
      'income:1',
      'expense:1',
      'expense:2',
    ]);
  });
});
