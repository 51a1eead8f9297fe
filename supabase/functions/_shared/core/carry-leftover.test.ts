import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { budgetSections } from './budget-sections.ts';
import { carryLeftover, openingDate } from './carry-leftover.ts';
import { MAX_AMOUNT_CENTS } from './money-limits.ts';
import type { PaySchedule } from './pay-schedule.ts';
import { isOpeningMoney, type SectionItem } from './section-item.ts';
import { item, monthKeys, schedules, sectionItems } from './test-budgets.ts';

const FIFTH_AND_TWENTIETH: PaySchedule = { kind: 'semimonthly', days: [5, 20] };
const named = (entry: SectionItem, name: string): SectionItem => ({ ...entry, name });

/** Issue 45's December: 'Starting cash' $1,400, $1,310 of bills on the 1st–4th, ending at $2,240. */
const DECEMBER = [
  named(item(1, 'income', 140_000, '12/01/2026'), 'Starting cash'),
  named(item(1, 'expense', 100_000, '12/01/2026'), 'Rent'),
  named(item(2, 'expense', 31_000, '12/04/2026'), 'Phone'),
  named(item(2, 'income', 160_000, '12/05/2026'), 'Paycheck'),
  named(item(3, 'expense', 40_000, '12/10/2026'), 'Groceries'),
  named(item(3, 'income', 160_000, '12/20/2026'), 'Paycheck'),
  named(item(4, 'expense', 65_000, '12/22/2026'), 'Car'),
  named(item(4, 'income', 5_000, '12/03/2026'), 'Money carried over'),
];

describe('carryLeftover', () => {
  it('holds the month-end in the first opening money, drops the rest, keeps the carry-forward', () => {
    expect(carryLeftover(FIFTH_AND_TWENTIETH, '2026-12', DECEMBER, 0)).toEqual({
      monthEnd: 229_000,
      carryForward: 0,
      amount: 229_000,
      holder: 0,
      dropped: [7],
    });
    expect(carryLeftover(FIFTH_AND_TWENTIETH, '2026-12', DECEMBER, 9_000)).toMatchObject({
      monthEnd: 238_000,
      carryForward: 9_000,
      amount: 229_000,
    });
  });

  it('adds a new balance when there is none, and carries a short month in the carry-forward', () => {
    const spare = [item(1, 'income', 200_000, '1'), item(1, 'expense', 150_000, '2')];
    expect(carryLeftover(FIFTH_AND_TWENTIETH, '2027-06', spare, 0)).toEqual({
      monthEnd: 50_000,
      carryForward: 0,
      amount: 50_000,
      holder: null,
      dropped: [],
    });
    const short = [named(item(1, 'income', 10_000, '1'), 'Starting cash'), item(1, 'expense', 150_000, '2')];
    expect(carryLeftover(FIFTH_AND_TWENTIETH, '2027-03', short, 0)).toEqual({
      monthEnd: -140_000,
      carryForward: -140_000,
      amount: 0,
      holder: null,
      dropped: [0],
    });
  });

  it('holds no more than an item may, carrying the rest', () => {
    const rich = [item(1, 'income', MAX_AMOUNT_CENTS, '1'), item(2, 'income', 7, '2')];
    expect(carryLeftover(FIFTH_AND_TWENTIETH, '2027-06', rich, 0)).toMatchObject({
      amount: MAX_AMOUNT_CENTS,
      carryForward: 7,
    });
  });

  it('dates the balance on the 1st in the form it had', () => {
    expect(openingDate('12/03/2026', '2027-01')).toBe('01/01/2027');
    expect(openingDate('3', '2027-01')).toBe('1');
    expect(openingDate(null, '2027-01')).toBe('1');
  });

  it('always carries exactly the month-end: carry-forward plus the opening money it writes', () => {
    fc.assert(
      fc.property(
        schedules,
        monthKeys.chain((month) =>
          fc.record({
            month: fc.constant(month),
            items: sectionItems(month),
            carryForward: fc.integer({ min: -2_000_000, max: 2_000_000 }),
          }),
        ),
        (schedule, { month, items, carryForward }) => {
          const carried = carryLeftover(schedule, month, items, carryForward);
          const sections = budgetSections(schedule, month, items, carryForward);
          expect(carried.monthEnd).toBe(sections.at(-1)?.endBalance);
          expect(carried.carryForward + carried.amount).toBe(carried.monthEnd);
          expect(carried.amount).toBeGreaterThanOrEqual(0);
          expect(carried.amount).toBeLessThanOrEqual(MAX_AMOUNT_CENTS);
          if (carried.amount < MAX_AMOUNT_CENTS && carried.amount > 0)
            expect(carried.carryForward).toBe(carryForward);
          const opening = items.flatMap((entry, index) => (isOpeningMoney(entry) ? [index] : []));
          expect(carried.holder).toBe(carried.amount > 0 ? (opening[0] ?? null) : null);
          expect([...carried.dropped, ...(carried.holder === null ? [] : [carried.holder])].sort()).toEqual(
            [...opening].sort(),
          );
        },
      ),
    );
  });
});
