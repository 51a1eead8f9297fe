import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PaySchedule } from './pay-schedule.ts';
import { walkRunway, type RunwayRequest } from './runway.ts';
import type { RunwayBudget } from './runway-months.ts';
import {
  FROM_GOALS_NAME,
  WhatIfProblem,
  changedBudgets,
  checkChanges,
  touchedDates,
  whatIfRequest,
  type RunwayChange,
} from './runway-what-if.ts';
import type { SectionItem } from './section-item.ts';

const SEMIMONTHLY: PaySchedule = { kind: 'semimonthly', days: [5, 20] };

const entry = (
  id: number,
  kind: SectionItem['kind'],
  amount: number,
  dueDate: string,
  name: string,
  extra: Partial<SectionItem> = {},
): SectionItem => ({ id, kind, amount, dueDate, name, isPaid: false, ...extra });

/** January and February 2026 set up, paid on the 5th and the 20th. */
const JANUARY: RunwayBudget = {
  month: '2026-01',
  carryForward: 0,
  items: [
    entry(1, 'income', 10_000, '1', 'Starting cash'),
    entry(2, 'income', 100_000, '01/05/2026', 'Paycheck'),
    entry(3, 'income', 100_000, '01/20/2026', 'Paycheck'),
    entry(1, 'expense', 120_000, '01/05/2026', 'Rent'),
    entry(2, 'expense', 6_500, '01/12/2026', 'Phone', { isPaid: true }),
    entry(3, 'expense', 30_000, '18', 'Car', { fixedDate: true, keptDay: 31 }),
  ],
};
const FEBRUARY: RunwayBudget = {
  month: '2026-02',
  carryForward: 0,
  items: [
    entry(4, 'income', 100_000, '02/05/2026', 'Paycheck'),
    entry(5, 'income', 100_000, '02/20/2026', 'Paycheck'),
    entry(4, 'expense', 120_000, '02/05/2026', 'Rent'),
  ],
};
const BUDGETS = [JANUARY, FEBRUARY];

const request = (overrides: Partial<RunwayRequest> = {}): RunwayRequest => ({
  schedule: SEMIMONTHLY,
  from: '2026-01-03',
  paychecks: 4,
  cushion: 0,
  budgets: BUDGETS,
  ...overrides,
});

/** The WhatIfProblem checkChanges throws, as { status, message }. */
function refusal(changes: RunwayChange[], goalsBalance = 0): { status: number; message: string } | null {
  try {
    checkChanges(BUDGETS, changes, goalsBalance);
    return null;
  } catch (error) {
    if (!(error instanceof WhatIfProblem)) throw error;
    return { status: error.status, message: error.message };
  }
}

const itemsOf = (budgets: readonly RunwayBudget[], month: string) =>
  budgets.find((budget) => budget.month === month)?.items ?? [];

describe('changedBudgets', () => {
  it('moves a bill to its new day’s month, dated MM/DD/YYYY, with no kept day', () => {
    const { budgets } = changedBudgets(BUDGETS, [{ id: 1, kind: 'expense', date: '2026-02-21' }], 0);
    expect(itemsOf(budgets, '2026-01').some((item) => item.kind === 'expense' && item.id === 1)).toBe(false);
    expect(itemsOf(budgets, '2026-02').at(-1)).toEqual({
      ...JANUARY.items[3],
      dueDate: '02/21/2026',
      keptDay: null,
    });
  });

  it('changes an amount in place, and the amount of a bill whose date can’t move', () => {
    const { budgets } = changedBudgets(BUDGETS, [{ id: 3, kind: 'expense', amount: 25_000 }], 0);
    expect(itemsOf(budgets, '2026-01')[5]).toEqual({ ...JANUARY.items[5], amount: 25_000 });
  });

  it('leaves a skipped item out', () => {
    const { budgets } = changedBudgets(BUDGETS, [{ id: 2, kind: 'income', skip: true }], 0);
    expect(itemsOf(budgets, '2026-01').map((item) => `${item.kind}:${item.id}`)).toEqual([
      'income:1',
      'income:3',
      'expense:1',
      'expense:2',
      'expense:3',
    ]);
  });

  it('splits a bill: the item keeps the first part, the second is a new unpaid item on its day', () => {
    const phone = JANUARY.items[4] as SectionItem;
    const { budgets } = changedBudgets(
      BUDGETS,
      [
        {
          id: 2,
          kind: 'expense',
          split: [
            { date: '2026-01-12', amount: 4_000 },
            { date: '2026-02-06', amount: 2_500 },
          ],
        },
      ],
      0,
    );
    expect(itemsOf(budgets, '2026-01').at(-1)).toEqual({
      ...phone,
      amount: 4_000,
      dueDate: '01/12/2026',
      keptDay: null,
    });
    expect(itemsOf(budgets, '2026-02').at(-1)).toEqual({
      ...phone,
      id: -1,
      amount: 2_500,
      dueDate: '02/06/2026',
      keptDay: null,
      isPaid: false,
    });
  });

  it('adds a From Future Goals income on its day and counts what it took', () => {
    const { budgets, fromGoals } = changedBudgets(
      BUDGETS,
      [
        { kind: 'from-goals', date: '2026-01-04', amount: 20_000 },
        { kind: 'from-goals', date: '2026-02-01', amount: 5_000 },
      ],
      30_000,
    );
    expect(fromGoals).toBe(25_000);
    expect(itemsOf(budgets, '2026-01').at(-1)).toEqual({
      id: -1,
      kind: 'income',
      amount: 20_000,
      dueDate: '01/04/2026',
      keptDay: null,
      name: FROM_GOALS_NAME,
    });
    expect(itemsOf(budgets, '2026-02').at(-1)).toMatchObject({ id: -2, dueDate: '02/01/2026' });
  });

  it('changes nothing it was given', () => {
    const before = structuredClone(BUDGETS);
    changedBudgets(BUDGETS, [{ id: 1, kind: 'expense', date: '2026-02-21', amount: 1 }], 0);
    expect(BUDGETS).toEqual(before);
  });
});

describe('checkChanges refuses what the budgets cannot take, naming the field', () => {
  it('an unknown id, or an id of the other kind: 404', () => {
    expect(refusal([{ id: 5, kind: 'expense', skip: true }])).toEqual({
      status: 404,
      message: 'changes.0.id: No expense with id 5 in your budget',
    });
    expect(
      refusal([
        { id: 1, kind: 'expense', amount: 1 },
        { id: 9, kind: 'income', amount: 1 },
      ]),
    ).toEqual({
      status: 404,
      message: 'changes.1.id: No income with id 9 in your budget',
    });
  });

  it('a second change of one item', () => {
    expect(
      refusal([
        { id: 1, kind: 'expense', amount: 1 },
        { id: 1, kind: 'expense', skip: true },
      ]),
    ).toEqual({
      status: 400,
      message: 'changes.1.id: Changes this item twice; give one change per item',
    });
  });

  it('opening money', () => {
    expect(refusal([{ id: 1, kind: 'income', amount: 20_000 }])).toEqual({
      status: 400,
      message: 'changes.0.id: Starting cash is the money the month opens with; change it on the budget',
    });
  });

  it('moving, splitting or skipping a bill whose due date can’t move (its amount may change)', () => {
    const message = "Car's due date can't move";
    expect(refusal([{ id: 3, kind: 'expense', date: '2026-01-21' }])).toEqual({
      status: 400,
      message: `changes.0.date: ${message}`,
    });
    expect(refusal([{ id: 3, kind: 'expense', skip: true }])).toEqual({
      status: 400,
      message: `changes.0.skip: ${message}`,
    });
    const split: RunwayChange = {
      id: 3,
      kind: 'expense',
      split: [
        { date: '2026-01-18', amount: 10_000 },
        { date: '2026-01-21', amount: 20_000 },
      ],
    };
    expect(refusal([split])).toEqual({ status: 400, message: `changes.0.split: ${message}` });
    expect(refusal([{ id: 3, kind: 'expense', amount: 1 }])).toBeNull();
  });

  it('a day in a month without a budget, for a move, a split’s part and a move from Future Goals', () => {
    const message = 'March 2026 has no budget yet; set it up first';
    expect(refusal([{ id: 1, kind: 'expense', date: '2026-03-01' }])).toEqual({
      status: 400,
      message: `changes.0.date: ${message}`,
    });
    const split: RunwayChange = {
      id: 1,
      kind: 'expense',
      split: [
        { date: '2026-01-05', amount: 60_000 },
        { date: '2026-03-06', amount: 60_000 },
      ],
    };
    expect(refusal([split])).toEqual({ status: 400, message: `changes.0.split.1.date: ${message}` });
    expect(refusal([{ kind: 'from-goals', date: '2026-03-01', amount: 1 }], 100)).toEqual({
      status: 400,
      message: `changes.0.date: ${message}`,
    });
  });

  it('split parts that do not add up to the amount', () => {
    const split: RunwayChange = {
      id: 1,
      kind: 'expense',
      split: [
        { date: '2026-01-05', amount: 60_000 },
        { date: '2026-01-21', amount: 59_999 },
      ],
    };
    expect(refusal([split])).toEqual({
      status: 400,
      message: "changes.0.split: The parts must add up to the item's amount, $1,200.00",
    });
  });

  it('moves from Future Goals that together take more than its balance', () => {
    const changes: RunwayChange[] = [
      { kind: 'from-goals', date: '2026-01-04', amount: 30_000 },
      { kind: 'from-goals', date: '2026-01-10', amount: 20_001 },
    ];
    expect(refusal(changes, 50_000)).toEqual({
      status: 400,
      message: 'changes.1.amount: At most the Future Goals balance, $500.00',
    });
    expect(refusal(changes, 50_001)).toBeNull();
  });
});

describe('whatIfRequest', () => {
  it('is the runway of the changed budgets: moving Rent past the 20th’s paycheck ends the shortfall', () => {
    expect(walkRunway(request()).runway.firstShort).toEqual({ date: '2026-01-05', amount: 10_000 });
    const moved = walkRunway(
      whatIfRequest(request(), [{ id: 1, kind: 'expense', date: '2026-01-21' }], { goalsBalance: 0 }),
    );
    expect(moved.runway.firstShort).toBeNull();
    expect(moved.runway.lowest).toEqual({ date: '2026-01-03', amount: 10_000 });
  });

  it('plans the set-asides again on the lowered balance only for a move from Future Goals', () => {
    const goals = { setAsides: new Map([['2026-01-20', 1_000]]) };
    const replanned: number[] = [];
    const context = {
      goalsBalance: 50_000,
      replanGoals: (balance: number) => {
        replanned.push(balance);
        return { setAsides: new Map([['2026-01-20', 9_000]]) };
      },
    };
    expect(whatIfRequest(request({ goals }), [{ id: 1, kind: 'expense', amount: 1 }], context).goals).toBe(
      goals,
    );
    const lowered = whatIfRequest(
      request({ goals }),
      [{ kind: 'from-goals', date: '2026-01-04', amount: 20_000 }],
      context,
    );
    expect(replanned).toEqual([30_000]);
    expect([...(lowered.goals?.setAsides ?? [])]).toEqual([['2026-01-20', 9_000]]);
    // Without the set-asides in the budget there is nothing to plan again.
    expect(
      whatIfRequest(request(), [{ kind: 'from-goals', date: '2026-01-04', amount: 1 }], context).goals,
    ).toBeUndefined();
  });
});

describe('touchedDates', () => {
  it('marks an item’s own day and every day it goes to', () => {
    expect(touchedDates(BUDGETS, { id: 1, kind: 'expense', date: '2026-01-21' })).toEqual([
      '2026-01-05',
      '2026-01-21',
    ]);
    expect(touchedDates(BUDGETS, { id: 3, kind: 'expense', amount: 1 })).toEqual(['2026-01-18']);
    expect(touchedDates(BUDGETS, { kind: 'from-goals', date: '2026-01-04', amount: 1 })).toEqual([
      '2026-01-04',
    ]);
    expect(
      touchedDates(BUDGETS, {
        id: 4,
        kind: 'expense',
        split: [
          { date: '2026-02-05', amount: 1 },
          { date: '2026-02-21', amount: 119_999 },
        ],
      }),
    ).toEqual(['2026-02-05', '2026-02-05', '2026-02-21']);
  });
});

describe('properties', () => {
  /** A change to one of January's and February's items that are not opening money, valid by construction. */
  const movable = BUDGETS.flatMap((budget) => budget.items.filter((item) => item.name !== 'Starting cash'));
  const days = fc
    .record({ month: fc.constantFrom('2026-01', '2026-02'), day: fc.integer({ min: 1, max: 28 }) })
    .map(({ month, day }) => `${month}-${String(day).padStart(2, '0')}`);
  const changeOf = (item: SectionItem): fc.Arbitrary<RunwayChange> => {
    const { id, kind } = item;
    const amountOnly = fc
      .integer({ min: 0, max: 300_000 })
      .map((amount): RunwayChange => ({ id, kind, amount }));
    if (item.fixedDate) return amountOnly;
    return fc.oneof(
      amountOnly,
      days.map((date): RunwayChange => ({ id, kind, date })),
      fc.constant<RunwayChange>({ id, kind, skip: true }),
      fc
        .tuple(days, days, fc.integer({ min: 1, max: Math.max(1, item.amount - 1) }))
        .filter(() => item.amount >= 2)
        .map(([first, second, part]): RunwayChange => ({
          id,
          kind,
          split: [
            { date: first, amount: part },
            { date: second, amount: item.amount - part },
          ],
        })),
    );
  };
  const changeSets = fc
    .subarray(movable)
    .chain((items) => fc.tuple(...items.map(changeOf)))
    .chain((changes) =>
      fc
        .option(fc.tuple(days, fc.integer({ min: 1, max: 50_000 })), { nil: null })
        .map((goals) =>
          goals ? [...changes, { kind: 'from-goals' as const, date: goals[0], amount: goals[1] }] : changes,
        ),
    );

  it('moves, splits and moves from Future Goals keep the money: the items’ total changes by the amounts and skips alone', () => {
    const total = (budgets: readonly RunwayBudget[]) =>
      budgets
        .flatMap((budget) => budget.items)
        .reduce((sum, item) => sum + (item.kind === 'income' ? item.amount : -item.amount), 0);
    fc.assert(
      fc.property(changeSets, (changes) => {
        const { budgets, fromGoals } = changedBudgets(BUDGETS, changes, 50_000);
        let expected = total(BUDGETS) + fromGoals;
        for (const change of changes) {
          if (change.kind === 'from-goals' || 'split' in change) continue;
          const item = movable.find(
            (candidate) => candidate.kind === change.kind && candidate.id === change.id,
          ) as SectionItem;
          const sign = item.kind === 'income' ? 1 : -1;
          if (change.skip) expected -= sign * item.amount;
          else if (change.amount !== undefined) expected += sign * (change.amount - item.amount);
        }
        expect(total(budgets)).toBe(expected);
      }),
    );
  });

  it('every touched day is a day of the budgets, and the runway’s balance before the first touched day is unchanged', () => {
    fc.assert(
      fc.property(changeSets, (changes) => {
        const before = walkRunway(request()).steps;
        const after = walkRunway(whatIfRequest(request(), changes, { goalsBalance: 50_000 })).steps;
        const touched = changes.flatMap((change) => touchedDates(BUDGETS, change)).sort();
        const first = touched[0] ?? '9999-12-31';
        for (const date of touched) expect(['2026-01', '2026-02']).toContain(date.slice(0, 7));
        const until = (steps: typeof before) => steps.filter((step) => step.date < first).at(-1)?.balance;
        expect(until(after)).toBe(until(before));
      }),
    );
  });
});
