import { addMonths } from '@halfwise/core/calendar.ts';
import { DEFAULT_PAY_SCHEDULE } from '@halfwise/core/pay-schedule.ts';
import { budgets } from '@halfwise/core/test-budgets.ts';
import { coverageVerdict } from '@halfwise/core/verdict.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coverage, nextMonthNeed } from './coverage.ts';
import { expense, income } from './test-items.ts';

describe('coverage', () => {
  // Next month's early half: 1,500 of expenses, 400 of income, so it needs 1,100 from this month.
  const nextMonth = [
    expense(1, 100000, '1'),
    expense(2, 50000, '12/14/2026'),
    income(1, 40000, '3rd'),
    expense(3, 999999, '15'),
    income(2, 999999, '12/15/2026'),
  ];

  it('reads the need from next month’s early items only', () => {
    expect(nextMonthNeed(nextMonth)).toBe(110000);
  });

  it('is covered with something spare when the month ends above the need', () => {
    expect(coverage(120000, nextMonth)).toEqual({ kind: 'covered', spare: 10000 });
  });

  it('is covered, with nothing spare, when the month ends exactly on the need', () => {
    expect(coverage(110000, nextMonth)).toEqual({ kind: 'covered', spare: 0 });
  });

  it('is short by the difference when the month ends below the need', () => {
    expect(coverage(109999, nextMonth)).toEqual({ kind: 'short', shortBy: 1 });
    expect(coverage(-5000, nextMonth)).toEqual({ kind: 'short', shortBy: 115000 });
  });

  it('is covered when next month’s early income exceeds its early expenses, even below zero', () => {
    expect(coverage(-100, [income(1, 5000, '1'), expense(1, 1000, '2')])).toEqual({
      kind: 'covered',
      spare: 3900,
    });
  });

  it('asks to set up next month when it has no budget or no items', () => {
    expect(coverage(120000, null)).toEqual({ kind: 'set-up-next-month' });
    expect(coverage(120000, [])).toEqual({ kind: 'set-up-next-month' });
  });

  it('is covered when next month has items but none early', () => {
    expect(coverage(0, [expense(1, 5000, '20')])).toEqual({ kind: 'covered', spare: 0 });
  });
});

describe("the core's verdict", () => {
  it('with the default schedule is this verdict', () => {
    fc.assert(
      fc.property(
        budgets,
        fc.integer({ min: -3_000_000, max: 3_000_000 }),
        fc.boolean(),
        ({ month, items }, monthEndBalance, noBudget) => {
          const next = addMonths(month, 1);
          const nextItems = noBudget ? null : items;
          const spec = coverage(
            monthEndBalance,
            nextItems?.map((entry) =>
              (entry.kind === 'income' ? income : expense)(entry.id, entry.amount, entry.dueDate),
            ) ?? null,
          );
          const verdict = coverageVerdict(monthEndBalance, nextItems, DEFAULT_PAY_SCHEDULE, next);
          if (spec.kind === 'set-up-next-month')
            expect(verdict).toEqual({ status: 'next-month-empty', amount: 0 });
          if (spec.kind === 'covered') expect(verdict).toEqual({ status: 'covered', amount: spec.spare });
          if (spec.kind === 'short') expect(verdict).toEqual({ status: 'short', amount: spec.shortBy });
        },
      ),
    );
  });
});
