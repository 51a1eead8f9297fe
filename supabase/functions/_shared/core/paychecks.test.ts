import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateInMonth } from './calendar.ts';
import { isSpecialIncomeName } from './display-name.ts';
import { DEFAULT_PAY_SCHEDULE, type PaySchedule } from './pay-schedule.ts';
import { latestPaycheckAmount, missingPaychecks, moveDateToSection } from './paychecks.ts';
import { itemDayInMonth, monthSections } from './sections.ts';
import { item, monthKeys, schedules, sectionItems } from './test-budgets.ts';

const BIWEEKLY: PaySchedule = { kind: 'biweekly', anchor: '2026-01-02' }; // Jan 2026: 2, 16, 30; Feb: 13, 27

describe('missingPaychecks', () => {
  it('never takes opening money for a paycheck', () => {
    const startingCash = { ...item(1, 'income', 150_100, '01/02/2026'), name: 'Starting cash' };
    expect(missingPaychecks(BIWEEKLY, '2026-01', [startingCash])).toEqual([
      '2026-01-02',
      '2026-01-16',
      '2026-01-30',
    ]);
    expect(latestPaycheckAmount(BIWEEKLY, '2026-01', [startingCash])).toBeNull();
  });

  it('lists the paydays with no income due on that very day', () => {
    const items = [
      item(1, 'income', 200_000, '01/02/2026'),
      item(2, 'expense', 50_000, '01/16/2026'),
      item(3, 'income', 10_000, '01/17/2026'),
    ];
    expect(missingPaychecks(BIWEEKLY, '2026-01', items)).toEqual(['2026-01-16', '2026-01-30']);
    expect(
      missingPaychecks(DEFAULT_PAY_SCHEDULE, '2026-01', [
        item(1, 'income', 1, '1'),
        item(2, 'income', 1, null),
      ]),
    ).toEqual([]);
    expect(
      missingPaychecks({ kind: 'monthly', day: 31 }, '2026-04', [item(1, 'income', 1, '04/31/2026')]),
    ).toEqual([]);
  });

  it('names exactly the paydays whose day no paycheck has (opening money is not one)', () => {
    fc.assert(
      fc.property(
        schedules,
        monthKeys.chain((month) => fc.tuple(fc.constant(month), sectionItems(month))),
        (schedule, [month, items]) => {
          const missing = missingPaychecks(schedule, month, items);
          const incomeDays = items
            .filter((entry) => entry.kind === 'income' && !isSpecialIncomeName(entry.name ?? ''))
            .map((entry) => itemDayInMonth(entry.dueDate, month));
          for (const section of monthSections(schedule, month).filter((candidate) => candidate.payday)) {
            expect(missing.includes(section.start)).toBe(!incomeDays.includes(section.startDay));
          }
          expect(
            missing.every((date) =>
              monthSections(schedule, month).some((section) => section.payday && section.start === date),
            ),
          ).toBe(true);
        },
      ),
    );
  });
});

describe('latestPaycheckAmount', () => {
  it('offers the amount of the latest income due on a payday', () => {
    const items = [
      item(1, 'income', 210_000, '01/02/2026'),
      item(2, 'income', 190_000, '01/16/2026'),
      item(3, 'income', 5_000, '01/20/2026'),
      item(4, 'expense', 99_000, '01/30/2026'),
    ];
    expect(latestPaycheckAmount(BIWEEKLY, '2026-01', items)).toBe(190_000);
    expect(latestPaycheckAmount(BIWEEKLY, '2026-01', [...items, item(9, 'income', 185_000, '16')])).toBe(
      185_000,
    );
    expect(latestPaycheckAmount(BIWEEKLY, '2026-01', [item(3, 'income', 5_000, '01/20/2026')])).toBeNull();
    expect(latestPaycheckAmount(BIWEEKLY, '2026-01', [])).toBeNull();
  });

  it('goes by day, then by the most recently added, whatever the order of the items', () => {
    const second = item(2, 'income', 190_000, '01/16/2026');
    const first = item(5, 'income', 210_000, '01/02/2026');
    const added = item(9, 'income', 185_000, '16');
    expect(latestPaycheckAmount(BIWEEKLY, '2026-01', [second, first])).toBe(190_000);
    expect(latestPaycheckAmount(BIWEEKLY, '2026-01', [added, second])).toBe(185_000);
    expect(latestPaycheckAmount(BIWEEKLY, '2026-01', [added, second, first])).toBe(185_000);
  });
});

describe('moveDateToSection', () => {
  it("dates a moved item on the section's first day: the spec's 1st and 15th by default", () => {
    fc.assert(
      fc.property(monthKeys, (month) => {
        const [early, late] = monthSections(DEFAULT_PAY_SCHEDULE, month);
        // Core §9: an item moved into the early half is dated the 1st, into the late half the 15th.
        expect(early && moveDateToSection(early)).toBe(dateInMonth(month, 1));
        expect(late && moveDateToSection(late)).toBe(dateInMonth(month, 15));
      }),
    );
    const sections = monthSections({ kind: 'semimonthly', days: [5, 20] }, '2026-04');
    expect(sections.map(moveDateToSection)).toEqual(['04/01/2026', '04/05/2026', '04/20/2026']);
  });

  it('gives a date inside the section, whatever the schedule', () => {
    fc.assert(
      fc.property(schedules, monthKeys, (schedule, month) => {
        for (const section of monthSections(schedule, month)) {
          expect(itemDayInMonth(moveDateToSection(section), month)).toBe(section.startDay);
        }
      }),
    );
  });
});
