import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths, dateInMonth, moveKeptDate, type MonthKey } from './calendar.ts';
import { copyDatesForward } from './copy-forward.ts';
import { DEFAULT_PAY_SCHEDULE, paydaysInMonth, type PaySchedule } from './pay-schedule.ts';
import type { SectionItem } from './section-item.ts';
import { itemDayInMonth } from './sections.ts';
import { item, monthKeys, schedules, sectionItems } from './test-budgets.ts';

// Every two weeks from 2026-11-06: January 2027 pays on the 1st, 15th and 29th, February on the 12th and 26th.
const BIWEEKLY: PaySchedule = { kind: 'biweekly', anchor: '2026-11-06' };
const named = (entry: SectionItem, name: string): SectionItem => ({ ...entry, name });
/** An item's fate when it keeps the day it was given (moveKeptDate): the kept day only where its date is earlier. */
function keptFate(entry: SectionItem, from: MonthKey, to: MonthKey) {
  const { dueDate, keptDay } = moveKeptDate(entry.dueDate, entry.keptDay, from, to);
  return keptDay === null ? { copied: true, dueDate } : { copied: true, dueDate, keptDay };
}

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

  it("keeps a bill's day through short months: 'Card payment' 01/31 paid monthly on the 31st (issue 45)", () => {
    const monthly: PaySchedule = { kind: 'monthly', day: 31 };
    let items: SectionItem[] = [
      named(item(1, 'income', 300_000, '01/31/2027'), 'Paycheck'),
      named(item(2, 'expense', 45_000, '01/31/2027'), 'Card payment'),
    ];
    const seen: string[][] = [];
    let from = '2027-01';
    for (const to of ['2027-02', '2027-03', '2027-04', '2027-05']) {
      const fates = copyDatesForward(monthly, from, to, items);
      items = items.map((entry, index) => {
        const fate = fates[index];
        return fate?.copied ? { ...entry, dueDate: fate.dueDate, keptDay: fate.keptDay ?? null } : entry;
      });
      seen.push(items.map((entry) => entry.dueDate ?? ''));
      from = to;
    }
    expect(seen).toEqual([
      ['02/28/2027', '02/28/2027'],
      ['03/31/2027', '03/31/2027'],
      ['04/30/2027', '04/30/2027'],
      ['05/31/2027', '05/31/2027'],
    ]);
  });

  it('keeps a bill on the 30th under a weekly schedule: 01/30 to 02/28 to 03/30', () => {
    const weekly: PaySchedule = { kind: 'weekly', anchor: '2027-01-01' };
    const rent = named(item(1, 'expense', 90_000, '01/30/2027'), 'Rent');
    const [february] = copyDatesForward(weekly, '2027-01', '2027-02', [rent]);
    expect(february).toEqual({ copied: true, dueDate: '02/28/2027', keptDay: 30 });
    const copied = { ...rent, dueDate: '02/28/2027', keptDay: 30 };
    expect(copyDatesForward(weekly, '2027-02', '2027-03', [copied])).toEqual([
      { copied: true, dueDate: '03/30/2027' },
    ]);
    // A date the person changed in February is the day they gave: the kept day no longer counts.
    expect(copyDatesForward(weekly, '2027-02', '2027-03', [{ ...copied, dueDate: '02/27/2027' }])).toEqual([
      { copied: true, dueDate: '03/27/2027' },
    ]);
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
            all.map((entry) => keptFate(entry, from, to)),
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
            if (!isPaycheckOf(entry)) expect(fate).toEqual(keptFate(entry, from, to));
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
