import { budgetSections } from '@halfwise/core/budget-sections.ts';
import { DEFAULT_PAY_SCHEDULE } from '@halfwise/core/pay-schedule.ts';
import type { SectionItem } from '@halfwise/core/section-item.ts';
import { budgets } from '@halfwise/core/test-budgets.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildBudgetView, netAmount } from './budget-view.ts';
import { expense, income } from './test-items.ts';

describe('buildBudgetView', () => {
  const items = [
    expense(3, 150000, '11/15/2026', { name: 'Rent', sortOrder: 100 }),
    income(1, 200000, '1', { name: 'Paycheck 1', sortOrder: 200 }),
    expense(2, 30000, '14', { name: 'Phone', sortOrder: 100 }),
    income(2, 180000, '15', { name: 'Paycheck 2', sortOrder: 200 }),
  ];

  it('splits the month at day 14/15 and sorts each list', () => {
    const view = buildBudgetView(items, 0);
    expect(view.early.map((row) => row.name)).toEqual(['Phone', 'Paycheck 1']);
    expect(view.late.map((row) => row.name)).toEqual(['Rent', 'Paycheck 2']);
  });

  it('runs the balance from the carry-forward through the 15th to month end', () => {
    const view = buildBudgetView(items, 10000);
    expect(view.balanceOn15th).toBe(10000 + 200000 - 30000);
    expect(view.monthEndBalance).toBe(10000 + 200000 - 30000 + 180000 - 150000);
  });

  it('leaves hidden rows out of the late list but counts them in the balances', () => {
    const view = buildBudgetView(
      [
        income(1, 50000, '20', { name: 'Carried over' }),
        expense(1, 20000, '20', { category: 'carryover' }),
        expense(2, 1000, '20'),
      ],
      0,
    );
    expect(view.late.map((row) => `${row.kind}:${row.id}`)).toEqual(['expense:2']);
    expect(view.monthEndBalance).toBe(50000 - 20000 - 1000);
  });

  it('still lists a carried-over income in the early half', () => {
    const view = buildBudgetView([income(1, 50000, '1', { name: 'Carry over' })], 0);
    expect(view.early).toHaveLength(1);
    expect(view.balanceOn15th).toBe(50000);
  });

  it('gives an empty month its carry-forward as both balances', () => {
    expect(buildBudgetView([], 2500)).toEqual({
      early: [],
      late: [],
      balanceOn15th: 2500,
      monthEndBalance: 2500,
    });
  });

  it('does not reorder the list it is given', () => {
    const copy = [...items];
    buildBudgetView(items, 0);
    expect(items).toEqual(copy);
  });
});

describe('netAmount', () => {
  it('adds income and subtracts expenses', () => {
    expect(netAmount([income(1, 500, '1'), expense(1, 200, '1'), expense(2, 400, '1')])).toBe(-100);
    expect(netAmount([])).toBe(0);
  });
});

describe("the core's sections", () => {
  it("with the default schedule are this view's early and late halves and their balances", () => {
    fc.assert(
      fc.property(budgets, ({ month, items, carryForward }) => {
        const view = buildBudgetView(
          items.map((entry) =>
            (entry.kind === 'income' ? income : expense)(entry.id, entry.amount, entry.dueDate, {
              sortOrder: 0,
            }),
          ),
          carryForward,
        );
        const [early, late, ...rest] = budgetSections(DEFAULT_PAY_SCHEDULE, month, items, carryForward);
        expect(rest).toEqual([]);
        const idsOf = (list: typeof view.early, kind: SectionItem['kind']) =>
          list
            .filter((entry) => entry.kind === kind)
            .map((entry) => entry.id)
            .sort((a, b) => a - b);
        expect(early?.incomeIds).toEqual(idsOf(view.early, 'income'));
        expect(early?.expenseIds).toEqual(idsOf(view.early, 'expense'));
        expect(late?.incomeIds).toEqual(idsOf(view.late, 'income'));
        expect(late?.expenseIds).toEqual(idsOf(view.late, 'expense'));
        expect(early?.endBalance).toBe(view.balanceOn15th);
        expect(late?.endBalance).toBe(view.monthEndBalance);
      }),
    );
  });
});
