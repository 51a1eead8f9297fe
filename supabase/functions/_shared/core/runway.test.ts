import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths, itemDay, type MonthKey } from './calendar.ts';
import { budgetSections } from './budget-sections.ts';
import { isoDateInMonth } from './iso-date.ts';
import type { PaySchedule } from './pay-schedule.ts';
import { computeRunway, runwayMonths, walkRunway, type RunwayRequest } from './runway.ts';
import { projectMonth, type RunwayBudget } from './runway-months.ts';
import { isOpeningMoney, type SectionItem } from './section-item.ts';
import { item, monthKeys, schedules, sectionItems } from './test-budgets.ts';

const BIWEEKLY: PaySchedule = { kind: 'biweekly', anchor: '2026-01-02' }; // Jan 2026: 2, 16, 30; Feb: 13, 27

const named = (entry: SectionItem, name: string): SectionItem => ({ ...entry, name });

/** January 2026 with three paychecks; February has no budget. */
const JANUARY: RunwayBudget = {
  month: '2026-01',
  carryForward: 0,
  items: [
    named(item(1, 'income', 50_000, '1'), 'Starting cash'),
    named(item(2, 'income', 200_000, '01/02/2026'), 'Paycheck'),
    named(item(1, 'expense', 150_000, '01/03/2026'), 'Rent'),
    named(item(2, 'expense', 5_000, '01/12/2026'), 'Phone'),
    named(item(3, 'income', 200_000, '01/16/2026'), 'Paycheck'),
    named(item(3, 'expense', 30_000, '01/20/2026'), 'Car'),
    named(item(4, 'income', 200_000, '01/30/2026'), 'Paycheck'),
  ],
};

const request = (overrides: Partial<RunwayRequest> = {}): RunwayRequest => ({
  schedule: BIWEEKLY,
  from: '2026-01-10',
  paychecks: 4,
  cushion: 0,
  budgets: [JANUARY],
  ...overrides,
});

describe('computeRunway', () => {
  it("starts from today's balance and cuts the days at each payday, across the month end", () => {
    const runway = computeRunway(request());
    expect(runway.from).toBe('2026-01-10');
    expect(runway.paychecks).toEqual([
      {
        date: '2026-01-02',
        amount: 200_000,
        projected: false,
        billsDue: 1,
        billsTotal: 5_000,
        endBalance: 95_000,
        lowest: { amount: 95_000, date: '2026-01-12' },
      },
      {
        date: '2026-01-16',
        amount: 200_000,
        projected: false,
        billsDue: 1,
        billsTotal: 30_000,
        endBalance: 265_000,
        lowest: { amount: 95_000, date: '2026-01-16' },
      },
      {
        date: '2026-01-30',
        amount: 200_000,
        projected: false,
        billsDue: 2,
        billsTotal: 155_000,
        endBalance: 310_000,
        lowest: { amount: 265_000, date: '2026-01-30' },
      },
      {
        // February is January copied forward: its 1st and 2nd paychecks land on the 13th and the 27th.
        date: '2026-02-13',
        amount: 200_000,
        projected: true,
        billsDue: 1,
        billsTotal: 30_000,
        endBalance: 480_000,
        lowest: { amount: 310_000, date: '2026-02-13' },
      },
    ]);
    expect(runway.lowest).toEqual({ amount: 95_000, date: '2026-01-12' });
    expect(runway.firstShort).toBeNull();
    expect(runway.projectedMonths).toEqual(['2026-02']);
  });

  it('names the first day below the cushion, by how much at its lowest that day', () => {
    expect(computeRunway(request({ cushion: 100_000 })).firstShort).toEqual({
      date: '2026-01-12',
      amount: 5_000,
    });
    expect(computeRunway(request({ cushion: 100_001 })).firstShort).toEqual({
      date: '2026-01-10',
      amount: 1,
    });
  });

  it('counts a day’s paycheck before its bills, and lets a set-up month’s opening money replace the balance', () => {
    const february: RunwayBudget = {
      month: '2026-02',
      carryForward: 99_999,
      items: [
        named(item(1, 'income', 77_777, '1'), 'Money carried over'),
        named(item(2, 'income', 100_000, '13'), 'Paycheck'),
        named(item(1, 'expense', 100_000, '13'), 'Rent'),
      ],
    };
    const runway = computeRunway(request({ from: '2026-01-31', paychecks: 2, budgets: [JANUARY, february] }));
    const [january, thirteenth] = runway.paychecks;
    // January closes at $4,650; February opens with what its screen opens with: $999.99 + $777.77.
    expect(january?.endBalance).toBe(177_776);
    expect(january?.lowest).toEqual({ amount: 177_776, date: '2026-02-01' });
    expect(thirteenth).toMatchObject({ amount: 100_000, projected: false, endBalance: 177_776 });
    expect(thirteenth?.lowest).toEqual({ amount: 177_776, date: '2026-02-13' });
    expect(runway.projectedMonths).toEqual([]);
  });

  it('replaces the balance at the start of the day the opening money is dated, before that day’s items', () => {
    const february: RunwayBudget = {
      month: '2026-02',
      carryForward: 0,
      items: [
        named(item(1, 'expense', 40_000, '2'), 'Phone'),
        named(item(2, 'income', 90_000, '02/03/2026'), 'Starting cash'),
        named(item(3, 'expense', 100_000, '3'), 'Rent'),
      ],
    };
    const walk = walkRunway(request({ from: '2026-01-31', paychecks: 1, budgets: [JANUARY, february] }));
    expect(walk.steps.filter((step) => step.date >= '2026-02-01')).toEqual([
      { date: '2026-02-02', balance: 425_000 },
      { date: '2026-02-03', balance: 90_000 },
      { date: '2026-02-03', balance: -10_000 },
    ]);
    expect(walk.runway.firstShort).toEqual({ date: '2026-02-03', amount: 10_000 });
  });

  it('says nothing is short before the first money the person told, whatever the cushion', () => {
    // Defect: January set up alone (a bank balance of $1,500, rent $1,200 on the 1st, paid on the 31st), seen in
    // December: the runway said 'Short by $1,200 on Jan 1' and 'Lowest: −$1,565'.
    const monthly: PaySchedule = { kind: 'monthly', day: 31 };
    const january: RunwayBudget = {
      month: '2027-01',
      carryForward: 0,
      items: [
        named(item(1, 'income', 150_000, '1'), 'Starting cash'),
        named(item(1, 'expense', 120_000, '1'), 'Rent'),
        named(item(2, 'expense', 36_500, '20'), 'Groceries'),
        named(item(2, 'income', 300_000, '31'), 'Paycheck'),
      ],
    };
    const runway = computeRunway({
      schedule: monthly,
      from: '2026-12-20',
      paychecks: 2,
      cushion: 50_000,
      budgets: [january],
    });
    expect(runway.paychecks.map((row) => [row.date, row.endBalance])).toEqual([
      ['2026-11-30', 0],
      ['2026-12-31', -6_500],
    ]);
    expect(runway.firstShort).toEqual({ date: '2027-01-01', amount: 20_000 });
    expect(runway.lowest).toEqual({ amount: -6_500, date: '2027-01-20' });
    // A cushion of $0: December's empty $0 is not short, and January never goes below zero.
    const noCushion = computeRunway({
      schedule: monthly,
      from: '2026-12-20',
      paychecks: 2,
      cushion: 0,
      budgets: [january],
    });
    expect(noCushion.firstShort).toEqual({ date: '2027-01-20', amount: 6_500 });
  });

  it('projects an empty month too, and a month with nothing before it as empty', () => {
    const empty: RunwayBudget = { month: '2026-02', carryForward: 0, items: [] };
    expect(computeRunway(request({ budgets: [JANUARY, empty] })).projectedMonths).toEqual(['2026-02']);
    const none = computeRunway(request({ budgets: [] }));
    expect(none.projectedMonths).toEqual(['2026-01', '2026-02']);
    expect(none.paychecks.every((row) => row.endBalance === 0 && row.projected)).toBe(true);
  });

  it('refuses a runway of no paychecks, or part of one, naming the count', () => {
    expect(() => computeRunway(request({ paychecks: 0 }))).toThrow(RangeError);
    expect(() => computeRunway(request({ paychecks: 1.5 }))).toThrow('1.5');
  });

  it('takes the shortfall of a short day at its deepest, after every item of that day', () => {
    const secondBill = named(item(9, 'expense', 3_000, '01/12/2026'), 'Internet');
    const january = { ...JANUARY, items: [...JANUARY.items, secondBill] };
    expect(computeRunway(request({ cushion: 100_000, budgets: [january] })).firstShort).toEqual({
      date: '2026-01-12',
      amount: 8_000,
    });
  });

  it('dates a paycheck’s lowest point at the first time the balance reaches it', () => {
    const nothing = named(item(9, 'expense', 0, '01/14/2026'), 'Free trial');
    const january = { ...JANUARY, items: [...JANUARY.items, nothing] };
    const [first] = computeRunway(request({ from: '2026-01-13', budgets: [january] })).paychecks;
    expect(first?.lowest).toEqual({ amount: 95_000, date: '2026-01-13' });
  });
});

describe('walkRunway', () => {
  it("steps from today's balance through every item, and ends at the payday after the last paycheck", () => {
    const { steps, until } = walkRunway(request({ paychecks: 2 }));
    expect(steps).toEqual([
      { date: '2026-01-10', balance: 100_000 },
      { date: '2026-01-12', balance: 95_000 },
      { date: '2026-01-16', balance: 295_000 },
      { date: '2026-01-20', balance: 265_000 },
    ]);
    expect(until).toBe('2026-01-30');
  });

  it("reads last month's budget (today's section may open there) through the last day's", () => {
    expect(runwayMonths(BIWEEKLY, '2026-01-10', 4)).toEqual(['2025-12', '2026-01', '2026-02']);
    expect(runwayMonths(BIWEEKLY, '2026-01-10', 2)).toEqual(['2025-12', '2026-01']);
  });
});

const budgetOf = (month: MonthKey) =>
  fc.record({
    month: fc.constant(month),
    carryForward: fc.integer({ min: -100_000, max: 100_000 }),
    items: sectionItems(month),
  });

describe('computeRunway, properties', () => {
  it('has one row per payday in order, the first holding today', () => {
    fc.assert(
      fc.property(
        schedules,
        monthKeys,
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 1, max: 12 }),
        (schedule, month, day, count) => {
          const from = isoDateInMonth(month, day);
          const rows = computeRunway({ schedule, from, paychecks: count, cushion: 0, budgets: [] }).paychecks;
          expect(rows).toHaveLength(count);
          expect((rows[0]?.date ?? '') <= from).toBe(true);
          rows.forEach(
            (row, index) => index > 0 && expect(row.date > (rows[index - 1]?.date ?? '')).toBe(true),
          );
          if (rows[1]) expect(rows[1].date > from).toBe(true);
        },
      ),
    );
  });

  it("from the 1st of a month paid on the 1st, each row within the month is that month's section", () => {
    const paidOnFirst = fc.oneof(
      fc.integer({ min: 2, max: 31 }).map((day): PaySchedule => ({ kind: 'semimonthly', days: [1, day] })),
      fc.constant<PaySchedule>({ kind: 'monthly', day: 1 }),
    );
    fc.assert(
      fc.property(paidOnFirst, monthKeys.chain(budgetOf), (schedule, budget) => {
        // A month with no items is one the runway projects (the screen says "No Budget" for it).
        fc.pre(budget.items.length > 0);
        // The month's screen counts opening money dated later as income on its day; the runway as a told balance.
        fc.pre(budget.items.every((entry) => !isOpeningMoney(entry) || itemDay(entry.dueDate) === 1));
        const sections = budgetSections(schedule, budget.month, budget.items, budget.carryForward);
        const from = isoDateInMonth(budget.month, 1);
        const runway = computeRunway({
          schedule,
          from,
          paychecks: sections.length,
          cushion: 0,
          budgets: [budget],
        });
        sections.forEach((section, index) => {
          const row = runway.paychecks[index];
          expect(row?.date).toBe(section.start);
          expect(row?.endBalance).toBe(section.endBalance);
          expect(row?.lowest).toEqual(section.lowest);
        });
      }),
    );
  });

  it('reads the month after a budget exactly as its copy forward (Set up gives what the projection showed)', () => {
    fc.assert(
      fc.property(
        schedules,
        monthKeys.chain(budgetOf),
        fc.integer({ min: 1, max: 12 }),
        (schedule, budget, count) => {
          fc.pre(budget.items.length > 0);
          // The runway takes opening money dated later as a told balance, the month's screen as income on its day.
          fc.pre(budget.items.every((entry) => !isOpeningMoney(entry) || itemDay(entry.dueDate) === 1));
          const from = isoDateInMonth(budget.month, 5);
          const next = addMonths(budget.month, 1);
          const request = { schedule, from, paychecks: count, cushion: 0 };
          const projected = walkRunway({ ...request, budgets: [budget] });
          const setUp = walkRunway({ ...request, budgets: [budget, projectMonth(schedule, budget, next)] });
          // The rows that end before the month after next (projected from another month in each case).
          const within = (walk: typeof projected) =>
            walk.runway.paychecks
              .filter((_, index) => {
                const end = walk.runway.paychecks[index + 1]?.date ?? walk.until;
                return end <= isoDateInMonth(addMonths(next, 1), 1);
              })
              .map((row) => ({ ...row, projected: true }));
          expect(within(setUp)).toEqual(within(projected));
          expect(projected.runway.projectedMonths[0] ?? next).toBe(next);
        },
      ),
    );
  });

  it('says short exactly when the lowest point is below the cushion, on or before it', () => {
    fc.assert(
      fc.property(
        schedules,
        monthKeys.chain(budgetOf),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 300_000 }),
        (schedule, budget, count, cushion) => {
          // A carry-forward is money told from the month's 1st (before it, nothing is short).
          fc.pre(budget.carryForward !== 0 && budget.items.length > 0);
          const from = isoDateInMonth(budget.month, 10);
          const runway = computeRunway({ schedule, from, paychecks: count, cushion, budgets: [budget] });
          expect(runway.firstShort === null).toBe(runway.lowest.amount >= cushion);
          if (runway.firstShort) {
            expect(runway.firstShort.date <= runway.lowest.date).toBe(true);
            expect(runway.firstShort.amount).toBeGreaterThan(0);
            expect(runway.firstShort.amount).toBeLessThanOrEqual(cushion - runway.lowest.amount);
          }
          for (const row of runway.paychecks)
            expect(row.lowest.amount).toBeGreaterThanOrEqual(runway.lowest.amount);
        },
      ),
    );
  });
});

describe('the goals’ set-asides in the runway', () => {
  // $100 carried in; paid $500 on Jan 2, 16 and 30; groceries after each of the first two; the car insurance, linked to its goal,
  // falls due on Jan 20, between paychecks.
  const january: RunwayBudget = {
    month: '2026-01',
    carryForward: 10_000,
    items: [
      named(item(1, 'income', 50_000, '01/02/2026'), 'Paycheck'),
      named(item(2, 'income', 50_000, '01/16/2026'), 'Paycheck'),
      named(item(3, 'income', 50_000, '01/30/2026'), 'Paycheck'),
      named(item(1, 'expense', 45_000, '01/03/2026'), 'Groceries'),
      named(item(2, 'expense', 45_000, '01/17/2026'), 'Groceries'),
      { ...named(item(3, 'expense', 60_000, '01/20/2026'), 'Car insurance'), goalId: 1 },
    ],
  };
  const request: RunwayRequest = {
    schedule: BIWEEKLY,
    from: '2026-01-01',
    paychecks: 3,
    cushion: 0,
    budgets: [january],
  };

  it('without them (the switch off), the insurance is a bill of its day and the runway dips there', () => {
    const runway = computeRunway(request);
    expect(runway.lowest).toEqual({ date: '2026-01-20', amount: -40_000 });
    expect(runway.firstShort).toEqual({ date: '2026-01-20', amount: 40_000 });
    expect(runway.paychecks[2]).toMatchObject({ date: '2026-01-16', billsDue: 2, billsTotal: 105_000 });
  });

  it('with them, each payday’s set-aside is a bill of that payday and the linked insurance is none', () => {
    const setAsides = new Map([
      ['2026-01-02', 7_500],
      ['2026-01-16', 7_500],
      ['2026-01-30', 0],
    ]);
    const runway = computeRunway({ ...request, goals: { setAsides } });
    expect(runway.firstShort).toBeNull();
    expect(runway.lowest).toEqual({ date: '2026-01-17', amount: 5_000 });
    expect(runway.paychecks.slice(1)).toMatchObject([
      { date: '2026-01-02', billsDue: 2, billsTotal: 52_500, endBalance: 7_500 },
      { date: '2026-01-16', billsDue: 2, billsTotal: 52_500, endBalance: 5_000 },
    ]);
  });
});
