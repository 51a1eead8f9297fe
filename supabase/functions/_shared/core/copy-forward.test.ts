import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths, dateInMonth, moveDateToMonth } from './calendar.ts';
import { copyDatesForward } from './copy-forward.ts';
import { DEFAULT_PAY_SCHEDULE, paydaysInMonth, type PaySchedule } from './pay-schedule.ts';
import type { SectionItem } from './section-item.ts';
import { itemDayInMonth } from './sections.ts';
import { item, monthKeys, schedules, sectionItems } from './test-budgets.ts';

// Every two weeks from 2026-11-06: January 2027 pays on the 1st, 15th and 29th, February on the 12th and 26th.
const BIWEEKLY: PaySchedule = { kind: 'biweekly', anchor: '2026-11-06' };
const named = (entry: SectionItem, name: string): SectionItem => ({ ...entry, name });

describe('copyDatesForward', () => {
  it("fills a floating schedule's paydays in order and leaves out the paycheck the target has no payday for", () => {
    const january = [
      named(item(1, 'income', 150_100, '01/01/2027'), 'Starting cash'),
      named(item(2, 'income', 200_000, '01/15/2027'), 'Paycheck'),
      named(item(3, 'income', 200_000, '01/29/2027'), 'Paycheck'),
      named(item(4, 'expense', 120_000, '01/01/2027'), 'Rent'),
      named(item(5, 'expense', 6_525, '29'), 'Phone'),
    ];
    expect(copyDatesForward(BIWEEKLY, '2027-01', '2027-02', january)).toEqual([
      { copied: true, dueDate: '02/01/2027' },
      { copied: true, dueDate: '02/12/2027' },
      { copied: true, dueDate: '02/26/2027' },
      { copied: true, dueDate: '02/01/2027' },
      { copied: true, dueDate: '29' },
    ]);
    const threePaychecks = [...january, named(item(6, 'income', 200_000, '01/01/2027'), 'Paycheck')];
    expect(
      copyDatesForward(BIWEEKLY, '2027-01', '2027-02', threePaychecks).map((fate) => fate.copied),
    ).toEqual([true, true, false, true, true, true]);
  });

  it('keeps a fixed-day schedule paycheck on its payday, in the form it had', () => {
    const april = [
      named(item(1, 'income', 200_000, '04/30/2026'), 'Paycheck'),
      named(item(2, 'income', 200_000, '15'), 'Paycheck'),
    ];
    expect(copyDatesForward({ kind: 'semimonthly', days: [15, 31] }, '2026-04', '2026-05', april)).toEqual([
      { copied: true, dueDate: '05/31/2026' },
      { copied: true, dueDate: '15' },
    ]);
    // Only the 15th paid under the default schedule: it stays on the 15th (the copy a person without a schedule has).
    expect(
      copyDatesForward(DEFAULT_PAY_SCHEDULE, '2026-04', '2026-05', [
        named(item(1, 'income', 9, '15'), 'Pay'),
      ]),
    ).toEqual([{ copied: true, dueDate: '15' }]);
  });

  it('writes a plain day for a moved paycheck whose date was not a date', () => {
    const weekly: PaySchedule = { kind: 'weekly', anchor: '2026-01-02' }; // Jan 2026: 2, 9, 16, 23, 30
    expect(
      copyDatesForward(weekly, '2026-01', '2026-02', [named(item(1, 'income', 1, '2'), 'Paycheck')]),
    ).toEqual([{ copied: true, dueDate: '6' }]);
  });

  it('is exactly the copy of before with the default schedule when both paydays are paid', () => {
    fc.assert(
      fc.property(
        monthKeys.chain((month) => fc.tuple(fc.constant(month), sectionItems(month))),
        fc.integer({ min: 1, max: 24 }),
        ([from, items], ahead) => {
          const to = addMonths(from, ahead);
          const paid = [
            named(item(900, 'income', 1, dateInMonth(from, 1)), 'Paycheck'),
            named(item(901, 'income', 1, dateInMonth(from, 15)), 'Paycheck'),
          ];
          const all = [...items, ...paid];
          expect(copyDatesForward(DEFAULT_PAY_SCHEDULE, from, to, all)).toEqual(
            all.map((entry) => ({ copied: true, dueDate: moveDateToMonth(entry.dueDate, to) })),
          );
        },
      ),
    );
  });

  it('never puts a paycheck on a day the target does not pay, and copies every other item on its day', () => {
    fc.assert(
      fc.property(
        schedules,
        monthKeys.chain((month) => fc.tuple(fc.constant(month), sectionItems(month))),
        fc.integer({ min: 1, max: 24 }),
        (schedule, [from, items], ahead) => {
          const to = addMonths(from, ahead);
          const sourcePaydays = new Set(paydaysInMonth(schedule, from));
          const targetPaydays = new Set(paydaysInMonth(schedule, to));
          const fates = copyDatesForward(schedule, from, to, items);
          const isPaycheckOf = (entry: SectionItem) =>
            entry.kind === 'income' &&
            !/starting cash|carried over|carry over/i.test(entry.name ?? '') &&
            sourcePaydays.has(itemDayInMonth(entry.dueDate, from));
          items.forEach((entry, index) => {
            const fate = fates[index];
            if (!isPaycheckOf(entry))
              expect(fate).toEqual({ copied: true, dueDate: moveDateToMonth(entry.dueDate, to) });
            else if (fate?.copied) expect(targetPaydays.has(itemDayInMonth(fate.dueDate, to))).toBe(true);
          });
          const paidSource = new Set(
            items.filter(isPaycheckOf).map((entry) => itemDayInMonth(entry.dueDate, from)),
          );
          const paidTarget = new Set(
            items.flatMap((entry, index) => {
              const fate = fates[index];
              return isPaycheckOf(entry) && fate?.copied ? [itemDayInMonth(fate.dueDate, to)] : [];
            }),
          );
          const filled = Math.min(paidSource.size, targetPaydays.size);
          // A floating schedule fills the target's paydays in order; a fixed one keeps each paycheck's n-th payday.
          if (schedule.kind === 'biweekly' || schedule.kind === 'weekly')
            expect(paidTarget.size).toBe(filled);
          else expect(paidTarget.size).toBeLessThanOrEqual(filled);
        },
      ),
    );
  });
});
