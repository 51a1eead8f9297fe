import { describe, expect, it } from 'vitest';
import { buildBudgetView, netAmount, type BudgetView } from './budget-view.ts';
import { expense, income } from './test-items.ts';

const MONTH = '2026-11';
const names = (view: BudgetView, index: number) => view.sections[index]?.items.map((row) => row.name);

describe('buildBudgetView', () => {
  const items = [
    expense(3, 150000, '11/15/2026', { name: 'Rent', sortOrder: 100 }),
    income(1, 200000, '1', { name: 'Paycheck 1', sortOrder: 200 }),
    expense(2, 30000, '14', { name: 'Phone', sortOrder: 100 }),
    income(2, 180000, '15', { name: 'Paycheck 2', sortOrder: 200 }),
  ];

  it('splits the month at day 14/15 and sorts each list', () => {
    const view = buildBudgetView(items, 0, MONTH);
    expect(names(view, 0)).toEqual(['Phone', 'Paycheck 1']);
    expect(names(view, 1)).toEqual(['Rent', 'Paycheck 2']);
  });

  it('runs the balance from the carry-forward through the 15th to month end', () => {
    const view = buildBudgetView(items, 10000, MONTH);
    expect(view.sections[0]?.section.endBalance).toBe(10000 + 200000 - 30000);
    expect(view.monthEndBalance).toBe(10000 + 200000 - 30000 + 180000 - 150000);
  });

  it('ends the month at the last section, however many the schedule cuts', () => {
    // Paid every two weeks from Jan 2: November 2026 has paydays on the 6th and the 20th, so three sections.
    const late = [...items, expense(4, 5000, '25', { name: 'Gym' })];
    const view = buildBudgetView(late, 10000, MONTH, { kind: 'biweekly', anchor: '2026-01-02' });
    expect(view.sections).toHaveLength(3);
    expect(view.monthEndBalance).toBe(view.sections[2]?.section.endBalance);
    expect(view.monthEndBalance).toBe(10000 + 200000 - 30000 + 180000 - 150000 - 5000);
  });

  it('leaves hidden rows out of the late list but counts them in the balances', () => {
    const view = buildBudgetView(
      [
        income(1, 50000, '20', { name: 'Carried over' }),
        expense(1, 20000, '20', { category: 'carryover' }),
        expense(2, 1000, '20'),
      ],
      0,
      MONTH,
    );
    expect(view.sections[1]?.items.map((row) => `${row.kind}:${row.id}`)).toEqual(['expense:2']);
    expect(view.monthEndBalance).toBe(50000 - 20000 - 1000);
  });

  it('still lists a carried-over income in the early half', () => {
    const view = buildBudgetView([income(1, 50000, '1', { name: 'Carry over' })], 0, MONTH);
    expect(view.sections[0]?.items).toHaveLength(1);
    expect(view.sections[0]?.section.endBalance).toBe(50000);
  });

  it('gives an empty month its carry-forward as both balances', () => {
    const view = buildBudgetView([], 2500, MONTH);
    expect(view.sections.map(({ section, items }) => [section.endBalance, items])).toEqual([
      [2500, []],
      [2500, []],
    ]);
    expect(view.monthEndBalance).toBe(2500);
  });

  it('does not reorder the list it is given', () => {
    const copy = [...items];
    buildBudgetView(items, 0, MONTH);
    expect(items).toEqual(copy);
  });
});

describe('netAmount', () => {
  it('adds income and subtracts expenses', () => {
    expect(netAmount([income(1, 500, '1'), expense(1, 200, '1'), expense(2, 400, '1')])).toBe(-100);
    expect(netAmount([])).toBe(0);
  });
});

describe('buildBudgetView with a pay schedule', () => {
  const biweekly = { kind: 'biweekly', anchor: '2026-05-01' } as const; // May 2026: 1, 15, 29

  it('lists one section per payday, each item in the section of its day, balances chained', () => {
    const view = buildBudgetView(
      [income(1, 2000, '05/01/2026'), expense(1, 500, '05/20/2026'), expense(2, 300, '30')],
      100,
      '2026-05',
      biweekly,
    );
    expect(view.sections.map(({ section }) => [section.start, section.end, section.endBalance])).toEqual([
      ['2026-05-01', '2026-05-14', 2100],
      ['2026-05-15', '2026-05-28', 1600],
      ['2026-05-29', '2026-05-31', 1300],
    ]);
    expect(view.sections.map(({ items }) => items.map((row) => `${row.kind}:${row.id}`))).toEqual([
      ['income:1'],
      ['expense:1'],
      ['expense:2'],
    ]);
  });

  it("weighs next month's items up to its first payday after the 1st, once they are known", () => {
    const next = [expense(1, 1000, '06/11/2026'), expense(2, 9999, '06/12/2026')]; // June: 12, 26
    const items = [income(1, 2000, '1')];
    expect(buildBudgetView(items, 0, '2026-05', biweekly).verdict).toBeNull();
    expect(buildBudgetView(items, 0, '2026-05', biweekly, null).verdict).toEqual({
      status: 'next-month-empty',
      amount: 0,
    });
    expect(buildBudgetView(items, 0, '2026-05', biweekly, next).verdict).toEqual({
      status: 'covered',
      amount: 1000,
    });
  });
});
