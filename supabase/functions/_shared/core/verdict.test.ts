import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths, daysInMonth, isEarlyDay, itemDay } from './calendar.ts';
import { isOpeningMoney, signedAmount } from './section-item.ts';
import { budgetSections } from './budget-sections.ts';
import { DEFAULT_PAY_SCHEDULE, paydaysInMonth, type PaySchedule } from './pay-schedule.ts';
import { itemDayInMonth } from './sections.ts';
import { budgets, item, schedules } from './test-budgets.ts';
import { coverageVerdict, nextMonthNeed, shortSections } from './verdict.ts';

const NEXT = '2026-12';
const rentAndPay = [
  item(1, 'expense', 150_000, '12/03/2026'),
  item(2, 'income', 40_000, '12/04/2026'),
  item(3, 'expense', 60_000, '12/10/2026'),
  item(4, 'income', 200_000, '12/20/2026'),
];

describe('coverageVerdict', () => {
  it('compares the month-end balance with what next month needs before its first payday after the 1st', () => {
    // Default: days 1–14 need 150,000 + 60,000 − 40,000.
    expect(coverageVerdict(170_000, rentAndPay, DEFAULT_PAY_SCHEDULE, NEXT)).toEqual({
      status: 'covered',
      amount: 0,
    });
    expect(coverageVerdict(169_999, rentAndPay, DEFAULT_PAY_SCHEDULE, NEXT)).toEqual({
      status: 'short',
      amount: 1,
    });
    // Paid on the 5th and 20th: days 1–4 need 150,000 − 40,000.
    const fifthAndTwentieth: PaySchedule = { kind: 'semimonthly', days: [5, 20] };
    expect(coverageVerdict(120_000, rentAndPay, fifthAndTwentieth, NEXT)).toEqual({
      status: 'covered',
      amount: 10_000,
    });
    // Paid only on the 1st: the whole month, which needs 150,000 + 60,000 − 240,000 < 0.
    expect(coverageVerdict(-5_000, rentAndPay, { kind: 'monthly', day: 1 }, NEXT)).toEqual({
      status: 'covered',
      amount: 25_000,
    });
  });

  it("never counts next month's opening money: it is this month's leftover under another name", () => {
    // Paid on the 5th and 20th; January opens with a copied 'Starting cash' of $1,400 and has $1,310 of bills on
    // the 1st–4th; December ends at $2,240. The spare is $2,240 − $1,310, not $2,240 − ($1,310 − $1,400).
    const fifthAndTwentieth: PaySchedule = { kind: 'semimonthly', days: [5, 20] };
    const january = [
      { ...item(1, 'income', 140_000, '01/01/2027'), name: 'Starting cash' },
      item(2, 'expense', 100_000, '01/01/2027'),
      item(3, 'expense', 31_000, '01/04/2027'),
      { ...item(4, 'income', 5_000, '01/03/2027'), name: 'Money carried over' },
      item(5, 'income', 80_000, '01/05/2027'),
    ];
    expect(nextMonthNeed(january, fifthAndTwentieth, '2027-01')).toBe(131_000);
    expect(coverageVerdict(224_000, january, fifthAndTwentieth, '2027-01')).toEqual({
      status: 'covered',
      amount: 93_000,
    });
  });

  it("leaves next month's goal bills out of the need only while the set-asides are in the budget", () => {
    // Car insurance due Dec 3 is the bill of goal 7: paid from what was set aside, it needs nothing from this month.
    const withInsurance = [...rentAndPay, { ...item(5, 'expense', 60_000, '12/02/2026'), goalId: 7 }];
    expect(nextMonthNeed(withInsurance, DEFAULT_PAY_SCHEDULE, NEXT, true)).toBe(170_000);
    expect(coverageVerdict(170_000, withInsurance, DEFAULT_PAY_SCHEDULE, NEXT, true)).toEqual({
      status: 'covered',
      amount: 0,
    });
    // Switch off: the bill is a bill like any other.
    expect(nextMonthNeed(withInsurance, DEFAULT_PAY_SCHEDULE, NEXT)).toBe(230_000);
    expect(coverageVerdict(170_000, withInsurance, DEFAULT_PAY_SCHEDULE, NEXT)).toEqual({
      status: 'short',
      amount: 60_000,
    });
  });

  it('asks for next month when it has no budget or no items', () => {
    expect(coverageVerdict(1_000, null, DEFAULT_PAY_SCHEDULE, NEXT)).toEqual({
      status: 'next-month-empty',
      amount: 0,
    });
    expect(coverageVerdict(-1_000, [], DEFAULT_PAY_SCHEDULE, NEXT)).toEqual({
      status: 'next-month-empty',
      amount: 0,
    });
  });

  it('needs the expenses less the income due before the first payday after the 1st, whatever the schedule', () => {
    fc.assert(
      fc.property(schedules, budgets, (schedule, { month, items }) => {
        const payday = paydaysInMonth(schedule, month).find((day) => day > 1) ?? daysInMonth(month) + 1;
        const need = items
          .filter((entry) => itemDayInMonth(entry.dueDate, month) < payday && !isOpeningMoney(entry))
          .reduce((sum, entry) => sum + (entry.kind === 'expense' ? entry.amount : -entry.amount), 0);
        expect(nextMonthNeed(items, schedule, month)).toBe(need);
        const plain = items.filter((entry) => !isOpeningMoney(entry));
        const [first] = budgetSections(schedule, month, plain, 0);
        expect(need + (first?.endBalance ?? 0)).toBe(0);
      }),
    );
  });

  it('gives the spec verdict (coverage) with the default schedule', () => {
    fc.assert(
      fc.property(
        budgets,
        fc.integer({ min: -3_000_000, max: 3_000_000 }),
        fc.boolean(),
        ({ month, items }, monthEndBalance, noBudget) => {
          const next = addMonths(month, 1);
          const nextItems = noBudget ? null : items;
          const verdict = coverageVerdict(monthEndBalance, nextItems, DEFAULT_PAY_SCHEDULE, next);
          if (nextItems === null || nextItems.length === 0) {
            expect(verdict).toEqual({ status: 'next-month-empty', amount: 0 });
            return;
          }
          // Core §1 as the spec words it: next month's early expenses minus its early income (days 1–14).
          // Departure: next month's opening money is this month's leftover, so it is left out.
          const early = nextItems.filter(
            (entry) => isEarlyDay(itemDay(entry.dueDate)) && !isOpeningMoney(entry),
          );
          const need = early.reduce((sum, entry) => sum - signedAmount(entry), 0);
          const spare = monthEndBalance - need;
          expect(verdict).toEqual(
            spare >= 0 ? { status: 'covered', amount: spare } : { status: 'short', amount: -spare },
          );
        },
      ),
    );
  });
});

describe('shortSections', () => {
  it('flags the sections that close below zero, and only those', () => {
    const sections = budgetSections({ kind: 'semimonthly', days: [5, 20] }, NEXT, rentAndPay, 100_000);
    expect(sections.map((section) => section.endBalance)).toEqual([-10_000, -70_000, 130_000]);
    expect(shortSections(sections)).toEqual(sections.slice(0, 2));
  });

  it('does not flag a section that closes at exactly zero', () => {
    const even = { endBalance: 0 };
    expect(shortSections([even, { endBalance: -1 }])).toEqual([{ endBalance: -1 }]);
  });
});
