import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths, type MonthKey } from './calendar.ts';
import { isoDateInMonth } from './iso-date.ts';
import type { PaySchedule } from './pay-schedule.ts';
import { MAX_SUGGESTIONS, planRunway } from './runway-plan.ts';
import { walkRunway, type RunwayRequest } from './runway.ts';
import type { RunwayBudget } from './runway-months.ts';
import { whatIfRequest, type RunwayChange, type WhatIfContext } from './runway-what-if.ts';
import type { SectionItem } from './section-item.ts';
import { schedules } from './test-budgets.ts';

const SEMIMONTHLY: PaySchedule = { kind: 'semimonthly', days: [5, 20] };

const entry = (
  id: number,
  kind: SectionItem['kind'],
  amount: number,
  dueDate: string,
  name: string,
  extra: Partial<SectionItem> = {},
): SectionItem => ({ id, kind, amount, dueDate, name, isPaid: false, ...extra });

const RENT = entry(1, 'expense', 103_600, '01/05/2026', 'Rent');
const PHONE = entry(2, 'expense', 6_500, '01/12/2026', 'Phone');

/** Paid on the 5th and the 20th; from Jan 3, Phone ($65) on the 12th leaves January $51 short. */
function january(bills: SectionItem[] = [RENT, PHONE]): RunwayBudget {
  return {
    month: '2026-01',
    carryForward: 0,
    items: [
      entry(1, 'income', 5_000, '1', 'Starting cash'),
      entry(2, 'income', 100_000, '01/05/2026', 'Paycheck'),
      entry(3, 'income', 100_000, '01/20/2026', 'Paycheck'),
      ...bills,
    ],
  };
}
const FEBRUARY: RunwayBudget = {
  month: '2026-02',
  carryForward: 0,
  items: [
    entry(4, 'income', 100_000, '02/05/2026', 'Paycheck'),
    entry(5, 'income', 100_000, '02/20/2026', 'Paycheck'),
    entry(4, 'expense', 103_600, '02/05/2026', 'Rent'),
  ],
};

const request = (bills?: SectionItem[], overrides: Partial<RunwayRequest> = {}): RunwayRequest => ({
  schedule: SEMIMONTHLY,
  from: '2026-01-03',
  paychecks: 4,
  cushion: 0,
  budgets: [january(bills), FEBRUARY],
  ...overrides,
});

const texts = (bills?: SectionItem[], goalsBalance = 0) =>
  planRunway(request(bills), { goalsBalance }).suggestions.map((suggestion) => suggestion.text);

describe('planRunway', () => {
  it('offers nothing for a runway that is not short', () => {
    expect(planRunway(request([RENT]), { goalsBalance: 100_000 })).toEqual({ short: null, suggestions: [] });
  });

  it('says each suggestion as a sentence, smallest first: dollars moved, then days moved', () => {
    const plan = planRunway(request(), { goalsBalance: 0 });
    expect(plan.short).toEqual({ date: '2026-01-12', amount: 5_100 });
    expect(plan.suggestions).toEqual([
      {
        text: 'Split Phone: $14 on the 12th, $51 on the 21st: lowest becomes $0',
        changes: [
          {
            id: 2,
            kind: 'expense',
            split: [
              { date: '2026-01-12', amount: 1_400 },
              { date: '2026-01-21', amount: 5_100 },
            ],
          },
        ],
        lowest: { date: '2026-01-12', amount: 0 },
      },
      {
        // As much moved as Phone's split, from further back.
        text: 'Split Rent: $985 on the 5th, $51 on the 21st: lowest becomes $0',
        changes: [
          {
            id: 1,
            kind: 'expense',
            split: [
              { date: '2026-01-05', amount: 98_500 },
              { date: '2026-01-21', amount: 5_100 },
            ],
          },
        ],
        lowest: { date: '2026-01-12', amount: 0 },
      },
      {
        text: 'Pay Phone ($65) on Jan 21, after your Jan 20 paycheck: lowest becomes $14',
        changes: [{ id: 2, kind: 'expense', date: '2026-01-21' }],
        lowest: { date: '2026-01-05', amount: 1_400 },
      },
    ]);
  });

  it('moves money from Future Goals on the day before the short day, up to the balance', () => {
    expect(texts(undefined, 37_000)[0]).toBe('Move $51 from Future Goals on Jan 11: lowest becomes $0');
    expect(texts(undefined, 5_100)[0]).toBe('Move $51 from Future Goals on Jan 11: lowest becomes $0');
    // $50 is not enough, and a move is never more than the balance.
    expect(texts(undefined, 5_000).filter((text) => text.includes('Future Goals'))).toEqual([]);
  });

  it('moves whole dollars from Future Goals: $50.50 of a balance is not offered as $51', () => {
    // $50.30 short: $51 in whole dollars, more than the balance; $50.50 would do, but is no whole-dollar amount.
    const phone = { ...PHONE, amount: 6_430 };
    const plan = planRunway(request([RENT, phone]), { goalsBalance: 5_050 });
    expect(plan.short).toEqual({ date: '2026-01-12', amount: 5_030 });
    for (const suggestion of plan.suggestions)
      for (const change of suggestion.changes)
        if (change.kind === 'from-goals') expect(change.amount % 100).toBe(0);
    expect(texts([RENT, phone], 5_100)[0]).toBe('Move $51 from Future Goals on Jan 11: lowest becomes $1');
  });

  it('offers no move from Future Goals when only its cents would make it enough (a case the property found)', () => {
    const november: RunwayBudget = {
      month: '2012-11',
      carryForward: 0,
      items: [
        entry(1, 'income', 5_604, '1', 'Paycheck'),
        entry(2, 'income', 52_842, '1', 'Paycheck'),
        entry(3, 'expense', 158_200, '1', 'Bill 3'),
      ],
    };
    const plan = planRunway(
      {
        schedule: { kind: 'monthly', day: 20 },
        from: '2012-11-01',
        paychecks: 1,
        cushion: 0,
        budgets: [november],
      },
      { goalsBalance: 99_754 },
    );
    expect(plan.short).toEqual({ date: '2012-11-01', amount: 99_754 });
    expect(plan.suggestions.filter((suggestion) => suggestion.text.includes('Future Goals'))).toEqual([]);
  });

  it('suggests one move and one split per bill at most, and at most three in all', () => {
    // Rent alone can move: to Jan 21 and, further, to Feb 6 and Feb 21; only the nearest is said.
    expect(texts([RENT, { ...PHONE, isPaid: true }])).toEqual([
      'Split Rent: $985 on the 5th, $51 on the 21st: lowest becomes $0',
      'Pay Rent ($1,036) on Jan 21, after your Jan 20 paycheck: lowest becomes $50',
    ]);
    const many = [
      RENT,
      PHONE,
      entry(3, 'expense', 6_000, '01/10/2026', 'Gym'),
      entry(5, 'expense', 1, '7', 'Tip'),
    ];
    expect(planRunway(request(many), { goalsBalance: 100_000 }).suggestions).toHaveLength(MAX_SUGGESTIONS);
  });

  it('never suggests a bill ticked paid or one whose due date can’t move', () => {
    expect(texts([RENT, { ...PHONE, isPaid: true }]).join()).not.toContain('Phone');
    expect(texts([RENT, { ...PHONE, fixedDate: true }]).join()).not.toContain('Phone');
    expect(
      texts([
        { ...RENT, fixedDate: true },
        { ...PHONE, isPaid: true },
      ]),
    ).toEqual([]);
  });

  it('ranks equal dollars and days by the bill’s id', () => {
    // Rent $900 (its date can't move) leaves $150; two $100 bills on the 12th make it $50 short.
    const rent = { ...RENT, amount: 90_000, fixedDate: true };
    const twins = [
      rent,
      { ...PHONE, id: 9, amount: 10_000 },
      { ...PHONE, id: 7, amount: 10_000, name: 'Gym' },
    ];
    expect(texts(twins)).toEqual([
      'Split Gym: $50 on the 12th, $50 on the 21st: lowest becomes $0',
      'Split Phone: $50 on the 12th, $50 on the 21st: lowest becomes $0',
      'Pay Gym ($100) on Jan 21, after your Jan 20 paycheck: lowest becomes $50',
    ]);
  });

  it('is the same for the same data, in whatever order the budgets come', () => {
    const forward = planRunway(request(), { goalsBalance: 37_000 });
    expect(planRunway(request(), { goalsBalance: 37_000 })).toEqual(forward);
    expect(
      planRunway({ ...request(), budgets: [...request().budgets].reverse() }, { goalsBalance: 37_000 }),
    ).toEqual(forward);
  });
});

describe('planRunway properties', () => {
  /** Two or three months from `month` set up, ids unique per kind across them, some bills paid or fixed. */
  const plans = fc
    .record({
      schedule: schedules,
      year: fc.integer({ min: 1990, max: 2090 }),
      monthNumber: fc.integer({ min: 1, max: 12 }),
      count: fc.integer({ min: 2, max: 3 }),
    })
    .chain(({ schedule, year, monthNumber, count }) => {
      const first = `${year}-${String(monthNumber).padStart(2, '0')}` as MonthKey;
      const months = Array.from({ length: count }, (_, index) => addMonths(first, index));
      const items = (month: MonthKey, offset: number) =>
        fc
          .array(
            fc.record({
              kind: fc.constantFrom('income' as const, 'expense' as const, 'expense' as const),
              amount: fc.oneof(
                fc.integer({ min: 1, max: 200_000 }),
                fc.integer({ min: 1, max: 2_000 }).map((d) => d * 100),
              ),
              day: fc.integer({ min: 1, max: 31 }),
              isPaid: fc.boolean(),
              fixedDate: fc.boolean(),
            }),
            { maxLength: 10 },
          )
          .map((entries) =>
            entries.map(({ kind, amount, day, isPaid, fixedDate }, index): SectionItem => ({
              id: offset + index + 1,
              kind,
              amount,
              dueDate: String(day),
              name: kind === 'income' ? 'Paycheck' : `Bill ${offset + index + 1}`,
              isPaid,
              fixedDate: kind === 'expense' && fixedDate,
            })),
          );
      return fc.record({
        schedule: fc.constant(schedule),
        from: fc.integer({ min: 1, max: 28 }).map((day) => isoDateInMonth(first, day)),
        paychecks: fc.integer({ min: 1, max: 6 }),
        cushion: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 50_000 })),
        budgets: fc.tuple(
          ...months.map((month, index) =>
            fc
              .record({
                carryForward: fc.integer({ min: -50_000, max: 100_000 }),
                items: items(month, index * 100),
              })
              .map((budget): RunwayBudget => ({ month, ...budget })),
          ),
        ),
        goalsBalance: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 100_000 })),
      });
    });

  /** The dollars a change moves: a bill's whole amount, a split's second part, a move from Future Goals. */
  const moved = (request: RunwayRequest, change: RunwayChange): number => {
    if (change.kind === 'from-goals') return change.amount;
    if ('split' in change) return change.split[1]?.amount ?? 0;
    const item = request.budgets
      .flatMap((budget) => budget.items)
      .find((i) => i.kind === change.kind && i.id === change.id);
    return item?.amount ?? 0;
  };

  it('each suggestion’s lowest is its what-if runway’s, which is not short; whole dollars, smallest first, one per kind per bill', () => {
    fc.assert(
      fc.property(plans, ({ goalsBalance, ...request }) => {
        const context: WhatIfContext = { goalsBalance };
        const plan = planRunway(request, context);
        expect(plan.short).toEqual(walkRunway(request).runway.firstShort);
        expect(plan.suggestions.length).toBeLessThanOrEqual(MAX_SUGGESTIONS);
        const items = request.budgets.flatMap((budget) => budget.items);
        const keys = new Set<string>();
        let last = 0;
        for (const { changes, lowest } of plan.suggestions) {
          const walk = walkRunway(whatIfRequest(request, changes, context));
          expect(walk.runway.firstShort).toBeNull();
          expect(walk.runway.lowest).toEqual(lowest);
          const [change] = changes as [RunwayChange];
          expect(changes).toHaveLength(1);
          if (change.kind !== 'from-goals') {
            const bill = items.find(
              (item) => item.kind === 'expense' && item.id === change.id,
            ) as SectionItem;
            expect(bill.isPaid || bill.fixedDate).toBe(false);
            const key = `${'split' in change ? 'split' : 'move'}:${change.id}`;
            expect(keys.has(key)).toBe(false);
            keys.add(key);
          }
          if ('split' in change) expect((change.split[1]?.amount ?? 1) % 100).toBe(0);
          if (change.kind === 'from-goals') expect(change.amount % 100).toBe(0);
          const dollars = moved(request, change);
          expect(dollars).toBeGreaterThanOrEqual(last);
          last = dollars;
        }
      }),
      { numRuns: 300 },
    );
  });
});
