import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysInMonth, isEarlyDay, itemDay } from './calendar.ts';
import { isoDateInMonth } from './iso-date.ts';
import { DEFAULT_PAY_SCHEDULE, paydaysInMonth } from './pay-schedule.ts';
import { itemDayInMonth, monthSections, sectionIndexOfDay } from './sections.ts';
import { dueDates, monthKeys, schedules } from './test-budgets.ts';

function spans(schedule: Parameters<typeof monthSections>[0], month: string) {
  return monthSections(schedule, month).map(({ startDay, endDay, payday }) => [startDay, endDay, payday]);
}

describe('monthSections', () => {
  it('splits the default month into the spec halves, 1–14 and 15–end', () => {
    expect(monthSections(DEFAULT_PAY_SCHEDULE, '2026-02')).toEqual([
      { start: '2026-02-01', end: '2026-02-14', startDay: 1, endDay: 14, payday: true },
      { start: '2026-02-15', end: '2026-02-28', startDay: 15, endDay: 28, payday: true },
    ]);
    expect(spans(DEFAULT_PAY_SCHEDULE, '2024-02')).toEqual([
      [1, 14, true],
      [15, 29, true],
    ]);
    expect(spans(DEFAULT_PAY_SCHEDULE, '2026-01')).toEqual([
      [1, 14, true],
      [15, 31, true],
    ]);
  });

  it('opens with the days before a first payday after the 1st', () => {
    expect(spans({ kind: 'semimonthly', days: [5, 20] }, '2026-04')).toEqual([
      [1, 4, false],
      [5, 19, true],
      [20, 30, true],
    ]);
    expect(spans({ kind: 'biweekly', anchor: '2026-01-02' }, '2026-01')).toEqual([
      [1, 1, false],
      [2, 15, true],
      [16, 29, true],
      [30, 31, true],
    ]);
    expect(spans({ kind: 'monthly', day: 1 }, '2026-06')).toEqual([[1, 30, true]]);
    expect(spans({ kind: 'monthly', day: 31 }, '2026-06')).toEqual([
      [1, 29, false],
      [30, 30, true],
    ]);
  });

  it('covers every day of the month exactly once, in order, each section opening on a payday but maybe the first', () => {
    fc.assert(
      fc.property(schedules, monthKeys, (schedule, month) => {
        const sections = monthSections(schedule, month);
        const paydays = paydaysInMonth(schedule, month);
        let next = 1;
        sections.forEach((section, index) => {
          expect(section.startDay).toBe(next);
          expect(section.endDay).toBeGreaterThanOrEqual(section.startDay);
          expect(section.start).toBe(isoDateInMonth(month, section.startDay));
          expect(section.end).toBe(isoDateInMonth(month, section.endDay));
          expect(section.payday).toBe(paydays.includes(section.startDay));
          if (index > 0) expect(section.payday).toBe(true);
          next = section.endDay + 1;
        });
        expect(next).toBe(daysInMonth(month) + 1);
        expect(sections.filter((section) => section.payday).map((section) => section.startDay)).toEqual(
          paydays,
        );
      }),
    );
  });

  it('finds the one section holding each day', () => {
    fc.assert(
      fc.property(schedules, monthKeys, (schedule, month) => {
        const sections = monthSections(schedule, month);
        for (let day = 1; day <= daysInMonth(month); day += 1) {
          const holding = sections.filter((section) => section.startDay <= day && day <= section.endDay);
          expect(holding).toHaveLength(1);
          expect(sections[sectionIndexOfDay(sections, day)]).toBe(holding[0]);
        }
        expect(sectionIndexOfDay(sections, daysInMonth(month) + 1)).toBe(sections.length - 1);
        expect(sectionIndexOfDay(sections, 0)).toBe(0);
      }),
    );
  });
});

describe('itemDayInMonth', () => {
  it("reads the item's day and keeps it within the month", () => {
    expect(itemDayInMonth('04/31/2026', '2026-04')).toBe(30);
    expect(itemDayInMonth('31', '2026-02')).toBe(28);
    expect(itemDayInMonth('29', '2024-02')).toBe(29);
    expect(itemDayInMonth(null, '2026-02')).toBe(15);
    expect(itemDayInMonth('03/05/2026', '2026-03')).toBe(5);
  });

  it('puts every date in the same default half as the spec rule (isEarlyDay)', () => {
    fc.assert(
      fc.property(
        monthKeys.chain((month) => fc.tuple(fc.constant(month), dueDates(month))),
        ([month, dueDate]) => {
          const sections = monthSections(DEFAULT_PAY_SCHEDULE, month);
          const index = sectionIndexOfDay(sections, itemDayInMonth(dueDate, month));
          expect(index === 0).toBe(isEarlyDay(itemDay(dueDate)));
        },
      ),
    );
  });
});
