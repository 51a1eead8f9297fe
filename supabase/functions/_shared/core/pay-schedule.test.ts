import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysInMonth } from './calendar.ts';
import { DEFAULT_PAY_SCHEDULE, paydaysInMonth, type PaySchedule } from './pay-schedule.ts';
import { monthKeys, schedules } from './test-budgets.ts';

const DAY_MS = 86_400_000;

/** Days from the anchor to a day of the month, by Date. */
function daysFromAnchor(anchor: string, month: string, day: number): number {
  return (
    (Date.parse(`${month}-${String(day).padStart(2, '0')}T00:00:00Z`) - Date.parse(`${anchor}T00:00:00Z`)) /
    DAY_MS
  );
}

describe('paydaysInMonth', () => {
  it('pays the spec user on the 1st and the 15th of every month', () => {
    for (const month of ['2026-01', '2026-02', '2024-02', '2026-04']) {
      expect(paydaysInMonth(DEFAULT_PAY_SCHEDULE, month)).toEqual([1, 15]);
    }
  });

  it('takes a day past the month end as its last day', () => {
    const fifteenthAndLast: PaySchedule = { kind: 'semimonthly', days: [15, 31] };
    expect(paydaysInMonth(fifteenthAndLast, '2026-01')).toEqual([15, 31]);
    expect(paydaysInMonth(fifteenthAndLast, '2026-04')).toEqual([15, 30]);
    expect(paydaysInMonth(fifteenthAndLast, '2026-02')).toEqual([15, 28]);
    expect(paydaysInMonth(fifteenthAndLast, '2024-02')).toEqual([15, 29]);
    expect(paydaysInMonth({ kind: 'semimonthly', days: [29, 31] }, '2026-02')).toEqual([28]);
    expect(paydaysInMonth({ kind: 'monthly', day: 31 }, '2100-02')).toEqual([28]);
    expect(paydaysInMonth({ kind: 'monthly', day: 25 }, '2026-11')).toEqual([25]);
  });

  it('answers the two days of a semimonthly schedule in order, whichever is written first', () => {
    expect(paydaysInMonth({ kind: 'semimonthly', days: [20, 5] }, '2026-11')).toEqual([5, 20]);
  });

  it('pays every two weeks from the anchor, three times in some months', () => {
    const biweekly: PaySchedule = { kind: 'biweekly', anchor: '2026-01-02' };
    expect(paydaysInMonth(biweekly, '2026-01')).toEqual([2, 16, 30]);
    expect(paydaysInMonth(biweekly, '2026-02')).toEqual([13, 27]);
    expect(paydaysInMonth(biweekly, '2025-12')).toEqual([5, 19]);
    expect(paydaysInMonth({ kind: 'biweekly', anchor: '2024-02-29' }, '2024-02')).toEqual([1, 15, 29]);
    // 1000 and 2000 periods after and before the anchor above.
    expect(paydaysInMonth({ kind: 'biweekly', anchor: '2064-05-02' }, '2026-01')).toEqual([2, 16, 30]);
    expect(paydaysInMonth({ kind: 'biweekly', anchor: '1949-05-06' }, '2026-01')).toEqual([2, 16, 30]);
  });

  it('pays every week from the anchor', () => {
    expect(paydaysInMonth({ kind: 'weekly', anchor: '2026-11-06' }, '2026-11')).toEqual([6, 13, 20, 27]);
    expect(paydaysInMonth({ kind: 'weekly', anchor: '1995-03-04' }, '2026-05')).toEqual([2, 9, 16, 23, 30]);
  });

  it('answers distinct days in order, within the month, never none', () => {
    fc.assert(
      fc.property(schedules, monthKeys, (schedule, month) => {
        const days = paydaysInMonth(schedule, month);
        expect(days.length).toBeGreaterThan(0);
        days.forEach((day, index) => {
          expect(Number.isInteger(day)).toBe(true);
          expect(day).toBeGreaterThanOrEqual(1);
          expect(day).toBeLessThanOrEqual(daysInMonth(month));
          if (index > 0) expect(day).toBeGreaterThan(days[index - 1] ?? 0);
        });
      }),
    );
  });

  it('gives a set day, or the last day when the month is shorter', () => {
    fc.assert(
      fc.property(schedules, monthKeys, (schedule, month) => {
        if (schedule.kind !== 'semimonthly' && schedule.kind !== 'monthly') return;
        const set = schedule.kind === 'monthly' ? [schedule.day] : schedule.days;
        const expected = new Set(set.map((day) => Math.min(day, daysInMonth(month))));
        expect(paydaysInMonth(schedule, month)).toEqual([...expected].sort((a, b) => a - b));
      }),
    );
  });

  it('gives every day a whole number of periods from the anchor, however far away', () => {
    fc.assert(
      fc.property(schedules, monthKeys, (schedule, month) => {
        if (schedule.kind !== 'biweekly' && schedule.kind !== 'weekly') return;
        const period = schedule.kind === 'biweekly' ? 14 : 7;
        const expected = [];
        for (let day = 1; day <= daysInMonth(month); day += 1) {
          if (daysFromAnchor(schedule.anchor, month, day) % period === 0) expected.push(day);
        }
        expect(paydaysInMonth(schedule, month)).toEqual(expected);
      }),
    );
  });
});
