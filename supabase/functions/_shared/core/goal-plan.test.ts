import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths, monthKeyOf } from './calendar.ts';
import {
  balanceShares,
  dueDateOf,
  earliestPayday,
  paydaysBetween,
  planGoals,
  setAsideOn,
  splitSetAsides,
  type PlannedGoal,
} from './goal-plan.ts';
import { DEFAULT_PAY_SCHEDULE, paydaysInMonth, type PaySchedule } from './pay-schedule.ts';
import { smallestPaycheckAfter } from './paychecks.ts';
import { item, schedules } from './test-budgets.ts';

// Every two weeks from Friday 2027-01-01: Jan 1, 15, 29, Feb 12, 26, Mar 12, 26, Apr 9, 23, May 7, 21, Jun 4, 18.
const BIWEEKLY: PaySchedule = { kind: 'biweekly', anchor: '2027-01-01' };
const TODAY = '2027-01-10';

const undated = (targetAmount: number): PlannedGoal => ({
  targetAmount,
  targetMonth: null,
  repeatMonths: null,
  nextDue: null,
});
const byMonth = (targetAmount: number, targetMonth: string): PlannedGoal => ({
  ...undated(targetAmount),
  targetMonth,
});
const repeating = (targetAmount: number, repeatMonths: number, nextDue: string): PlannedGoal => ({
  ...undated(targetAmount),
  repeatMonths,
  nextDue,
});

describe('planGoals: the issue’s person paid every two weeks', () => {
  const [vacation, insurance] = planGoals({
    schedule: BIWEEKLY,
    today: TODAY,
    balance: 0,
    smallestPaycheck: 180_000,
    goals: [byMonth(120_000, '2027-06'), repeating(60_000, 6, '2027-03-15')],
  });

  it('sets $100 aside from each of the 12 paychecks until Jun 18 for Vacation $1,200 by June', () => {
    expect(vacation).toMatchObject({
      due: '2027-06-30',
      missing: 120_000,
      perPaycheck: 10_000,
      paydaysLeft: 12,
      status: 'on-track',
      earliest: null,
    });
    expect(vacation?.setAsides.at(-1)).toEqual({ date: '2027-06-18', amount: 10_000 });
  });

  it('sets $120 aside from each of the 5 paychecks until Mar 12 for Car insurance $600 due Mar 15', () => {
    expect(insurance).toMatchObject({
      due: '2027-03-15',
      perPaycheck: 12_000,
      paydaysLeft: 5,
      status: 'on-track',
    });
    expect(insurance?.setAsides.map((entry) => entry.date)).toEqual([
      '2027-01-15',
      '2027-01-29',
      '2027-02-12',
      '2027-02-26',
      '2027-03-12',
    ]);
  });

  it('plans the insurance’s next cycles ahead: $600 again from the paychecks after Mar 15 up to Sep 15', () => {
    const next = insurance?.laterSetAsides.filter((entry) => entry.date <= '2027-09-15') ?? [];
    expect(next[0]?.date).toBe('2027-03-26');
    expect(next.at(-1)?.date).toBe('2027-09-10');
    expect(next.reduce((sum, entry) => sum + entry.amount, 0)).toBe(60_000);
    const after = insurance?.laterSetAsides.filter((entry) => entry.date > '2027-09-15') ?? [];
    expect(after[0]?.date).toBe('2027-09-24');
    expect(vacation?.laterSetAsides).toEqual([]);
  });

  it('adds both goals’ parts on a payday they share, and nothing on another day', () => {
    const plans = [vacation, insurance].filter((plan) => plan !== undefined);
    expect(setAsideOn(plans, '2027-01-15')).toBe(22_000);
    expect(setAsideOn(plans, '2027-03-26')).toBe(10_000 + (insurance?.laterSetAsides[0]?.amount ?? 0));
    expect(insurance?.laterSetAsides[0]?.amount).toBeGreaterThan(0);
    expect(setAsideOn(plans, '2027-01-16')).toBe(0);
  });
});

describe('planGoals: share, reached, too late', () => {
  it('fills goals in order from the balance and plans only what is missing', () => {
    const plans = planGoals({
      schedule: BIWEEKLY,
      today: TODAY,
      balance: 150_000,
      smallestPaycheck: null,
      goals: [byMonth(100_000, '2027-06'), byMonth(120_000, '2027-06')],
    });
    expect(plans.map((plan) => [plan.share, plan.missing, plan.status])).toEqual([
      [100_000, 0, 'reached'],
      [50_000, 70_000, 'on-track'],
    ]);
    expect(plans[0]?.setAsides.every((entry) => entry.amount === 0)).toBe(true);
  });

  it('is too late when a set-aside would exceed the smallest paycheck, and names the earliest payday', () => {
    const [plan] = planGoals({
      schedule: BIWEEKLY,
      today: TODAY,
      balance: 0,
      smallestPaycheck: 10_000,
      goals: [byMonth(60_000, '2027-02')],
    });
    // Four paydays to Feb 26 need $150 each; $100 at most from each reaches $600 on the sixth, Mar 26.
    expect(plan).toMatchObject({
      perPaycheck: 15_000,
      paydaysLeft: 4,
      status: 'too-late',
      earliest: '2027-03-26',
    });
  });

  it('is on track with no paycheck entered, and too late with no payday left', () => {
    const plan = (goal: PlannedGoal) =>
      planGoals({ schedule: BIWEEKLY, today: TODAY, balance: 0, smallestPaycheck: null, goals: [goal] })[0];
    expect(plan(byMonth(10_000_000, '2027-01'))).toMatchObject({ paydaysLeft: 2, status: 'on-track' });
    expect(plan(repeating(5_000, 1, '2027-01-12'))).toMatchObject({
      due: '2027-01-12',
      paydaysLeft: 0,
      perPaycheck: 0,
      status: 'too-late',
      earliest: '2027-01-15',
    });
  });

  it('keeps an undated goal the spec’s: nothing set aside, reached once covered', () => {
    const plans = planGoals({
      schedule: BIWEEKLY,
      today: TODAY,
      balance: 5_000,
      smallestPaycheck: 1,
      goals: [undated(5_000), undated(9_000)],
    });
    expect(
      plans.map(({ due, perPaycheck, paydaysLeft, status, earliest, setAsides }) => ({
        due,
        perPaycheck,
        paydaysLeft,
        status,
        earliest,
        setAsides,
      })),
    ).toEqual([
      { due: null, perPaycheck: 0, paydaysLeft: 0, status: 'reached', earliest: null, setAsides: [] },
      { due: null, perPaycheck: 0, paydaysLeft: 0, status: 'on-track', earliest: null, setAsides: [] },
    ]);
  });
});

describe('dueDateOf', () => {
  it('is the target month’s last day', () => {
    expect(dueDateOf(byMonth(1, '2028-02'), TODAY)).toBe('2028-02-29');
  });

  it('restarts a repeating goal after each due date, keeping its day in shorter months', () => {
    const goal = repeating(1, 1, '2027-01-31');
    expect(dueDateOf(goal, '2027-01-30')).toBe('2027-01-31');
    expect(dueDateOf(goal, '2027-01-31')).toBe('2027-02-28');
    expect(dueDateOf(goal, '2027-03-01')).toBe('2027-03-31');
    expect(dueDateOf(repeating(1, 6, '2020-03-15'), TODAY)).toBe('2027-03-15');
    expect(dueDateOf(repeating(1, 6, '2029-03-15'), TODAY)).toBe('2029-03-15');
  });
});

describe('splitSetAsides', () => {
  it('gives the last payday the remainder, never more than the others', () => {
    const paydays = ['2027-01-15', '2027-01-29', '2027-02-12'];
    expect(splitSetAsides(10_000, paydays).map((entry) => entry.amount)).toEqual([3_334, 3_334, 3_332]);
    expect(splitSetAsides(1, paydays).map((entry) => entry.amount)).toEqual([1, 0, 0]);
  });
});

describe('smallestPaycheckAfter', () => {
  it('reads paychecks after today only, never opening money', () => {
    const months = [
      {
        month: '2027-01',
        items: [
          item(1, 'income', 50_000, '01/01/2027'),
          item(2, 'income', 190_000, '01/15/2027'),
          { ...item(3, 'income', 1_000, '01/29/2027'), name: 'Starting cash' },
          item(4, 'income', 2_000, '01/20/2027'),
        ],
      },
      { month: '2027-02', items: [item(5, 'income', 180_000, '02/12/2027')] },
    ];
    expect(smallestPaycheckAfter(BIWEEKLY, TODAY, months)).toBe(180_000);
    expect(smallestPaycheckAfter(BIWEEKLY, '2027-03-01', months)).toBeNull();
  });
});

/** A plain list of every payday after `after` through `through`, asked day by day. */
function paydaysByDay(schedule: PaySchedule, after: string, through: string): string[] {
  const dates: string[] = [];
  for (let day = Date.parse(`${after}T00:00:00Z`) + 86_400_000; ; day += 86_400_000) {
    const date = new Date(day).toISOString().slice(0, 10);
    if (date > through) return dates;
    if (paydaysInMonth(schedule, date.slice(0, 7)).includes(Number(date.slice(8)))) dates.push(date);
  }
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const todays = fc
  .record({
    year: fc.integer({ min: 1990, max: 2300 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
  })
  .map(({ year, month, day }) => `${monthKeyOf(year, month)}-${String(day).padStart(2, '0')}`);

const goals: fc.Arbitrary<PlannedGoal> = fc.oneof(
  fc.integer({ min: 0, max: 100_000_000 }).map(undated),
  fc
    .tuple(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 0, max: 30 }))
    .map(([amount, ahead]) => ({ ...undated(amount), targetMonth: `@${ahead}` })),
  fc
    .tuple(
      fc.integer({ min: 0, max: 2_000_000 }),
      fc.integer({ min: 1, max: 24 }),
      fc.integer({ min: -400, max: 400 }),
    )
    .map(([amount, months, offset]) => ({ ...undated(amount), repeatMonths: months, nextDue: `@${offset}` })),
);

/** Goals drawn relative to today ('@n': n months or days ahead), made concrete. */
function concrete(goal: PlannedGoal, today: string): PlannedGoal {
  if (goal.targetMonth?.startsWith('@'))
    return { ...goal, targetMonth: addMonths(today.slice(0, 7), Number(goal.targetMonth.slice(1))) };
  if (goal.nextDue?.startsWith('@'))
    return { ...goal, nextDue: addDays(today, Number(goal.nextDue.slice(1))) };
  return goal;
}

const requests = fc
  .record({
    schedule: fc.oneof(schedules, fc.constant(DEFAULT_PAY_SCHEDULE)),
    today: todays,
    balance: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 100_000_000 })),
    // $100 and more, so the earliest payday always comes before the last year (its absence: the example below).
    smallestPaycheck: fc.oneof(fc.constant(null), fc.constant(0), fc.integer({ min: 10_000, max: 500_000 })),
    goals: fc.array(goals, { maxLength: 5 }),
  })
  .map((request) => ({ ...request, goals: request.goals.map((goal) => concrete(goal, request.today)) }));

describe('planGoals: properties', () => {
  it('sets aside exactly what is missing, on the paydays after today up to the due day', () => {
    fc.assert(
      fc.property(requests, (request) => {
        planGoals(request).forEach((plan) => {
          if (plan.due === null) return;
          const dates = plan.setAsides.map((entry) => entry.date);
          expect(dates).toEqual(paydaysBetween(request.schedule, request.today, plan.due));
          expect(plan.paydaysLeft).toBe(dates.length);
          if (dates.length === 0) return;
          expect(plan.setAsides.reduce((sum, entry) => sum + entry.amount, 0)).toBe(plan.missing);
          expect(plan.perPaycheck).toBe(Math.ceil(plan.missing / dates.length));
          // Equal to the cent, until what is missing is reached; the last takes what remains, no more.
          let left = plan.missing;
          for (const entry of plan.setAsides.slice(0, -1)) {
            expect(entry.amount).toBe(Math.min(plan.perPaycheck, left));
            left -= entry.amount;
          }
          expect(plan.setAsides.at(-1)?.amount).toBe(left);
          expect(left).toBeLessThanOrEqual(plan.perPaycheck);
        });
      }),
    );
  });

  it('shares the balance out in order, each goal up to its target', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 0, max: 5_000_000 })),
        (balance, targets) => {
          const shares = balanceShares(balance, targets);
          const total = shares.reduce((sum, share) => sum + share, 0);
          expect(total).toBe(
            Math.min(
              balance,
              targets.reduce((sum, target) => sum + target, 0),
            ),
          );
          shares.forEach((share, index) => {
            expect(share).toBeLessThanOrEqual(targets[index] ?? 0);
            if (share < (targets[index] ?? 0))
              expect(shares.slice(index + 1).every((later) => later === 0)).toBe(true);
          });
        },
      ),
    );
  });

  it('is too late exactly when a set-aside would exceed the smallest paycheck; the earliest payday would not', () => {
    fc.assert(
      fc.property(requests, (request) => {
        planGoals(request).forEach((plan) => {
          if (plan.due === null || plan.missing === 0) return;
          const cap = request.smallestPaycheck;
          const exceeds = plan.paydaysLeft === 0 || (cap !== null && plan.perPaycheck > cap);
          expect(plan.status).toBe(exceeds ? 'too-late' : 'on-track');
          if (!exceeds) return expect(plan.earliest).toBeNull();
          if (cap === 0) return expect(plan.earliest).toBeNull();
          expect(plan.earliest).not.toBeNull();
          const earliest = plan.earliest ?? '';
          const count = paydaysBetween(request.schedule, request.today, earliest).length;
          if (cap === null) return expect(count).toBe(1);
          expect(Math.ceil(plan.missing / count)).toBeLessThanOrEqual(cap);
          if (count > 1) expect(Math.ceil(plan.missing / (count - 1))).toBeGreaterThan(cap);
        });
      }),
      { numRuns: 200 },
    );
  });

  it('lists every payday between two dates, as asked day by day', () => {
    fc.assert(
      fc.property(schedules, todays, fc.integer({ min: 0, max: 120 }), (schedule, after, days) => {
        const through = addDays(after, days);
        expect(paydaysBetween(schedule, after, through)).toEqual(paydaysByDay(schedule, after, through));
      }),
      { numRuns: 50 },
    );
  });

  it('finds no earliest payday when set-asides could not reach the goal by the last year', () => {
    expect(earliestPayday(BIWEEKLY, TODAY, 100_000_000, 1)).toBeNull();
    expect(earliestPayday(BIWEEKLY, TODAY, 100, 0)).toBeNull();
  });
});
