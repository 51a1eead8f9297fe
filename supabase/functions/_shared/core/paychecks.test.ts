import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths, dateInMonth, moveDateToMonth } from './calendar.ts';
import { DEFAULT_PAY_SCHEDULE, paydaysInMonth, type PaySchedule } from './pay-schedule.ts';
import { copyDateForward, latestPaycheckAmount, missingPaychecks, moveDateToSection } from './paychecks.ts';
import { itemDayInMonth, monthSections } from './sections.ts';
import { dueDates, item, monthKeys, schedules, sectionItems } from './test-budgets.ts';

const BIWEEKLY: PaySchedule = { kind: 'biweekly', anchor: '2026-01-02' }; // Jan 2026: 2, 16, 30; Feb: 13, 27

describe('missingPaychecks', () => {
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

  it('names exactly the paydays whose day no income has', () => {
    fc.assert(
      fc.property(
        schedules,
        monthKeys.chain((month) => fc.tuple(fc.constant(month), sectionItems(month))),
        (schedule, [month, items]) => {
          const missing = missingPaychecks(schedule, month, items);
          const incomeDays = items
            .filter((entry) => entry.kind === 'income')
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
});

describe('moveDateToSection', () => {
  it("dates a moved item on the section's first day: the spec's 1st and 15th by default", () => {
    fc.assert(
      fc.property(monthKeys, (month) => {
        const [early, late] = monthSections(DEFAULT_PAY_SCHEDULE, month);
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

describe('copyDateForward', () => {
  it('moves a paycheck to the same payday of the target month, in the form it had', () => {
    expect(copyDateForward(BIWEEKLY, '2026-01', '2026-02', '01/16/2026', 'income')).toEqual({
      dueDate: '02/27/2026',
      missingPayday: false,
    });
    expect(copyDateForward(BIWEEKLY, '2026-01', '2026-02', '2', 'income')).toEqual({
      dueDate: '13',
      missingPayday: false,
    });
    expect(
      copyDateForward({ kind: 'semimonthly', days: [15, 31] }, '2026-04', '2026-05', '04/30/2026', 'income'),
    ).toEqual({ dueDate: '05/31/2026', missingPayday: false });
  });

  it('keeps the day of a third paycheck the target month lacks, and says so', () => {
    expect(copyDateForward(BIWEEKLY, '2026-01', '2026-02', '01/30/2026', 'income')).toEqual({
      dueDate: '02/28/2026',
      missingPayday: true,
    });
  });

  it('keeps the day of everything else, as the copy does', () => {
    expect(copyDateForward(BIWEEKLY, '2026-01', '2026-02', '01/16/2026', 'expense')).toEqual({
      dueDate: '02/16/2026',
      missingPayday: false,
    });
    expect(copyDateForward(BIWEEKLY, '2026-01', '2026-02', '01/20/2026', 'income')).toEqual({
      dueDate: '02/20/2026',
      missingPayday: false,
    });
    expect(copyDateForward(BIWEEKLY, '2026-01', '2026-02', null, 'income')).toEqual({
      dueDate: null,
      missingPayday: false,
    });
    expect(copyDateForward(BIWEEKLY, '2026-01', '2026-02', 'payday', 'income')).toEqual({
      dueDate: 'payday',
      missingPayday: false,
    });
  });

  it('is exactly the copy of today with the default schedule', () => {
    fc.assert(
      fc.property(
        monthKeys.chain((month) => fc.tuple(fc.constant(month), dueDates(month))),
        fc.integer({ min: 1, max: 24 }),
        fc.constantFrom('income' as const, 'expense' as const),
        ([from, dueDate], ahead, kind) => {
          const to = addMonths(from, ahead);
          expect(copyDateForward(DEFAULT_PAY_SCHEDULE, from, to, dueDate, kind)).toEqual({
            dueDate: moveDateToMonth(dueDate, to),
            missingPayday: false,
          });
        },
      ),
    );
  });

  it('lands a paycheck on the n-th payday when the target has one, and keeps its day when not', () => {
    fc.assert(
      fc.property(
        schedules,
        monthKeys,
        fc.integer({ min: 1, max: 24 }),
        fc.nat(),
        fc.boolean(),
        (schedule, from, ahead, pick, plain) => {
          const to = addMonths(from, ahead);
          const paydays = paydaysInMonth(schedule, from);
          const nth = pick % paydays.length;
          const day = paydays[nth] ?? 1;
          const dueDate = plain ? String(day) : dateInMonth(from, day);
          const copied = copyDateForward(schedule, from, to, dueDate, 'income');
          const target = paydaysInMonth(schedule, to)[nth];
          expect(copied.missingPayday).toBe(target === undefined);
          expect(itemDayInMonth(copied.dueDate, to)).toBe(
            target ?? itemDayInMonth(moveDateToMonth(dueDate, to), to),
          );
          expect(copied.dueDate?.includes('/')).toBe(!plain);
        },
      ),
    );
  });
});
