import { DEFAULT_PAY_SCHEDULE } from '@halfwise/core/pay-schedule.ts';
import { walkRunway, type RunwayRequest } from '@halfwise/core/runway.ts';
import { describe, expect, it } from 'vitest';
import type { BudgetRead } from '../../../lib/budget-read.ts';
import { appliedMonths } from './applied-months.ts';
import { runwayBudgetOf } from './runway-input.ts';
import {
  amountChange,
  billTargets,
  changedRows,
  dropDate,
  moveChange,
  rowLines,
  skipChange,
  splitChange,
  whatIfWalk,
  withChange,
} from './what-if.ts';

const common = { priority: 1, category: 'other', isPaid: false, sortOrder: 0, updatedBy: null };
/** March and April under the 1st and the 15th: Rent on Mar 3 makes the 1st's paycheck short. */
function read(month: string, id: number, rent: number): BudgetRead {
  const budget = { id, userId: 'u', month, year: 2026, carryForward: 0, futureGoalsBalance: 50_000 };
  const [m] = [month.slice(5)];
  return {
    budget,
    incomeItems: [
      { ...common, budgetId: id, id: id * 10 + 1, name: 'Paycheck', amount: 100_000, date: `${m}/01/2026` },
      { ...common, budgetId: id, id: id * 10 + 2, name: 'Paycheck', amount: 100_000, date: `${m}/15/2026` },
    ],
    expenseItems: [
      { ...common, budgetId: id, id: id * 10 + 3, name: 'Rent', amount: rent, dueDate: `${m}/03/2026` },
      {
        ...common,
        budgetId: id,
        id: id * 10 + 4,
        name: 'Phone',
        amount: 6_000,
        dueDate: `${m}/05/2026`,
        fixedDate: true,
      },
    ],
  };
}
const months = new Map([
  ['2026-03', read('2026-03', 3, 150_000)],
  ['2026-04', read('2026-04', 4, 130_000)],
]);
const request: RunwayRequest = {
  schedule: DEFAULT_PAY_SCHEDULE,
  from: '2026-03-02',
  paychecks: 3,
  cushion: 0,
  budgets: [...months].map(([month, answer]) => runwayBudgetOf(month, answer)!),
};
const context = { goalsBalance: 50_000 };
const RENT = 33;
const PHONE = 34;

describe('the what-if', () => {
  it('a bill dropped on a later paycheck goes to the day after it, and the shortfall is gone', () => {
    expect(walkRunway(request).runway.firstShort).toEqual({ date: '2026-03-03', amount: 50_000 });
    const move = moveChange([], RENT, dropDate('2026-03-15', request.from));
    expect(move).toEqual({ id: RENT, kind: 'expense', date: '2026-03-16' });
    const { walk, problem } = whatIfWalk(request, [move], context);
    expect(problem).toBeNull();
    expect(walk.runway.firstShort).toBeNull();
    expect(walk.runway.lowest).toEqual({ date: '2026-04-05', amount: 8_000 });
  });

  it('never drops a bill before today', () => {
    expect(dropDate('2026-03-01', '2026-03-10')).toBe('2026-03-10');
    expect(dropDate('2026-03-15', '2026-03-10')).toBe('2026-03-16');
  });

  it('keeps one change per bill: a move keeps the amount given, an amount keeps the day moved to', () => {
    const moved = [moveChange([], RENT, '2026-03-16')];
    const both = withChange(moved, amountChange(moved, RENT, 120_000));
    expect(both).toEqual([{ id: RENT, kind: 'expense', amount: 120_000, date: '2026-03-16' }]);
    expect(withChange(both, moveChange(both, RENT, '2026-04-02'))).toEqual([
      { id: RENT, kind: 'expense', date: '2026-04-02', amount: 120_000 },
    ]);
  });

  it("refuses a move of a bill whose due date can't move, saying why, and the runway stays as it was", () => {
    const { walk, problem } = whatIfWalk(request, [moveChange([], PHONE, '2026-03-16')], context);
    expect(problem).toBe("Phone's due date can't move");
    expect(walk.runway).toEqual(walkRunway(request).runway);
  });

  it('marks the rows a change touches, and lists each row’s bills after it (a skip kept, struck)', () => {
    const paydays = walkRunway(request).runway.paychecks.map((row) => row.date);
    const changes = [splitChange(RENT, 150_000, '2026-03-03', 100_000, '2026-03-16'), skipChange(43)];
    const { changed, walk } = whatIfWalk(request, changes, context);
    expect([...changedRows(request.budgets, changes, paydays)]).toEqual([
      '2026-03-01',
      '2026-03-15',
      '2026-04-01',
    ]);
    const lines = rowLines(request.budgets, changed.budgets, changes, paydays, walk.until, false);
    expect(
      lines.get('2026-03-01')?.map(({ name, amount, kind, changed: c }) => [name, amount, kind, c]),
    ).toEqual([
      ['Rent', 100_000, 'bill', true],
      ['Phone', 6_000, 'bill', false],
    ]);
    expect(lines.get('2026-03-15')?.map(({ name, amount, kind }) => [name, amount, kind])).toEqual([
      ['Rent', 50_000, 'part'],
    ]);
    expect(lines.get('2026-04-01')?.map(({ name, skipped }) => [name, skipped])).toEqual([
      ['Rent', true],
      ['Phone', undefined],
    ]);
  });

  it('offers as targets the other paychecks whose day after is in a month with a budget', () => {
    const targets = billTargets(request, ['2026-03-01', '2026-03-15', '2026-04-01', '2026-04-30']);
    expect(targets('2026-03-01')).toEqual(['2026-03-15', '2026-04-01']);
  });
});

describe('appliedMonths (the cache edit of Apply)', () => {
  it('leaves the months as the core’s changedBudgets does: the what-if runway equals the applied one', () => {
    const changes = [
      moveChange([], RENT, '2026-04-02'),
      splitChange(43, 130_000, '2026-04-03', 90_000, '2026-04-16'),
      { kind: 'from-goals' as const, date: '2026-03-02', amount: 20_000 },
    ];
    let next = -1_000;
    const after = appliedMonths(months, changes, 50_000, '2026-03-02', () => next--);
    const applied = {
      ...request,
      budgets: [...new Map([...months, ...after])].map(([m, a]) => runwayBudgetOf(m, a)!),
    };
    expect(walkRunway(applied).runway).toEqual(whatIfWalk(request, changes, context).walk.runway);
    expect(after.get('2026-03')?.budget?.futureGoalsBalance).toBe(30_000);
    const april = after.get('2026-04')!;
    expect(april.expenseItems.find((item) => item.id === RENT)).toMatchObject({
      budgetId: 4,
      dueDate: '04/02/2026',
    });
    expect(april.expenseItems.filter((item) => item.name === 'Rent').map((item) => item.amount)).toEqual([
      150_000, 90_000, 40_000,
    ]);
  });
});
