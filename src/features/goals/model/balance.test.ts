import { describe, expect, it } from 'vitest';
import { withBalance } from './balance.ts';

const budget = {
  id: 7,
  userId: 'u',
  month: '2026-11',
  year: 2026,
  carryForward: 1_000,
  futureGoalsBalance: 500,
};
const income = [{ id: 1, budgetId: 7, name: 'Paycheck', amount: 200_000 }];

describe('withBalance', () => {
  it("sets the month's goals balance and keeps everything else", () => {
    const month = { budget, incomeItems: income, expenseItems: [] } as unknown as Parameters<
      typeof withBalance
    >[0];
    expect(withBalance(month, 12_345)).toEqual({
      budget: { ...budget, futureGoalsBalance: 12_345 },
      incomeItems: income,
      expenseItems: [],
    });
  });

  it('gives a month the server has yet to create a stand-in budget with no rows', () => {
    for (const missing of [undefined, null]) {
      expect(withBalance(missing, 900)).toEqual({
        incomeItems: [],
        expenseItems: [],
        budget: { id: 0, userId: '', month: '', year: 0, carryForward: 0, futureGoalsBalance: 900 },
      });
    }
  });
});
