import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayNumberOf, isoDateInMonth } from './iso-date.ts';
import { paydaysInMonth } from './pay-schedule.ts';
import { paydayAfter } from './runway.ts';
import {
  runwayDay,
  runwayLowestText,
  runwayShortText,
  runwayTitle,
  setUpMonthLabel,
} from './runway-messages.ts';
import { isoDates, schedules } from './test-budgets.ts';

describe('the runway’s words', () => {
  it('says the lowest point, the short day and its paycheck, the title and the set-up button', () => {
    expect(runwayDay('2027-03-03')).toBe('Mar 3');
    expect(runwayLowestText('$85', '2027-03-03')).toBe('Lowest: $85 on Mar 3');
    expect(runwayShortText('$240', '2027-03-03', '2027-03-06')).toBe(
      'Short by $240 on Mar 3 — before your Mar 6 paycheck',
    );
    expect(runwayTitle(6)).toBe('Next 6 paychecks');
    expect(setUpMonthLabel('2027-04')).toBe('Set up April');
  });
});

describe('paydayAfter', () => {
  it('is the next payday after the day, across a month end', () => {
    expect(paydayAfter({ kind: 'semimonthly', days: [1, 15] }, '2026-12-20')).toBe('2027-01-01');
    expect(paydayAfter({ kind: 'semimonthly', days: [1, 15] }, '2026-12-15')).toBe('2027-01-01');
    expect(paydayAfter({ kind: 'monthly', day: 31 }, '2028-02-10')).toBe('2028-02-29');
  });

  it('is a payday of its month, after the day, with no payday between them', () => {
    fc.assert(
      fc.property(
        schedules,
        isoDates.filter((date) => date < '9999-11-01'),
        (schedule, date) => {
          const next = paydayAfter(schedule, date);
          expect(next > date).toBe(true);
          expect(paydaysInMonth(schedule, next.slice(0, 7))).toContain(Number(next.slice(8)));
          for (let day = dayNumberOf(date) + 1; day < dayNumberOf(next); day += 1) {
            const iso = new Date(day * 86_400_000).toISOString().slice(0, 10);
            expect(paydaysInMonth(schedule, iso.slice(0, 7))).not.toContain(Number(iso.slice(8)));
          }
          expect(isoDateInMonth(next.slice(0, 7), Number(next.slice(8)))).toBe(next);
        },
      ),
    );
  });
});
