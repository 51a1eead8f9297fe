import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayItemName } from './display-name.ts';
import { shortMonthName } from './month-names.ts';
import {
  closingBalanceLabel,
  MONTH_END_BALANCE_LABEL,
  ordinalDay,
  remainingForBillsDay,
  remainingForBillsName,
  sectionTitle,
  shortSectionMessage,
} from './display.ts';
import { DEFAULT_PAY_SCHEDULE, type PaySchedule } from './pay-schedule.ts';
import { monthSections } from './sections.ts';
import { monthKeys, schedules } from './test-budgets.ts';

const FIFTH_AND_TWENTIETH: PaySchedule = { kind: 'semimonthly', days: [5, 20] };

describe('section words', () => {
  it("shows the spec's titles and balance labels with the default schedule, in every month", () => {
    fc.assert(
      fc.property(monthKeys, (month) => {
        const sections = monthSections(DEFAULT_PAY_SCHEDULE, month);
        expect(sections.map(sectionTitle)).toEqual(['1st – 14th', '15th – month end']);
        expect(sections.map(closingBalanceLabel)).toEqual(['Balance on the 15th', 'Month-end balance']);
      }),
    );
  });

  it('names the days of other schedules', () => {
    const sections = monthSections(FIFTH_AND_TWENTIETH, '2026-04');
    expect(sections.map(sectionTitle)).toEqual(['1st – 4th', '5th – 19th', '20th – month end']);
    expect(sections.map(closingBalanceLabel)).toEqual([
      'Balance on the 5th',
      'Balance on the 20th',
      MONTH_END_BALANCE_LABEL,
    ]);
    const biweekly = monthSections({ kind: 'biweekly', anchor: '2026-01-02' }, '2026-01');
    expect(biweekly.map(sectionTitle)).toEqual(['1st', '2nd – 15th', '16th – 29th', '30th – month end']);
  });

  it('labels only the last section of any schedule as the month end', () => {
    fc.assert(
      fc.property(schedules, monthKeys, (schedule, month) => {
        const labels = monthSections(schedule, month).map(closingBalanceLabel);
        expect(labels.at(-1)).toBe(MONTH_END_BALANCE_LABEL);
        expect(labels.filter((label) => label === MONTH_END_BALANCE_LABEL)).toHaveLength(1);
      }),
    );
  });

  it('flags a short section with the day of the next payday', () => {
    const [opening, fifth, twentieth] = monthSections(FIFTH_AND_TWENTIETH, '2026-04');
    expect(fifth && shortSectionMessage(fifth, '$120')).toBe(
      'This paycheck runs short by $120 before the 20th',
    );
    expect(twentieth && shortSectionMessage(twentieth, '$5')).toBe(
      'This paycheck runs short by $5 by month end',
    );
    expect(opening && shortSectionMessage(opening, '$9')).toBe(
      "Last month's leftover runs short by $9 before the 5th",
    );
  });

  it('writes ordinal days', () => {
    expect(Array.from({ length: 31 }, (_, index) => ordinalDay(index + 1)).join(' ')).toBe(
      '1st 2nd 3rd 4th 5th 6th 7th 8th 9th 10th 11th 12th 13th 14th 15th 16th 17th 18th 19th 20th ' +
        '21st 22nd 23rd 24th 25th 26th 27th 28th 29th 30th 31st',
    );
  });
});

describe('money carried over', () => {
  it("names the second payday's day: the spec's 'Remaining for {Mon} 15 bills' by default", () => {
    fc.assert(
      fc.property(monthKeys, (month) => {
        const name = remainingForBillsName(
          shortMonthName(month),
          remainingForBillsDay(DEFAULT_PAY_SCHEDULE, month),
        );
        expect(name).toBe(displayItemName('income', 'Carried over', month));
      }),
    );
    expect(remainingForBillsDay(FIFTH_AND_TWENTIETH, '2026-04')).toBe(20);
    expect(remainingForBillsDay({ kind: 'biweekly', anchor: '2026-01-02' }, '2026-01')).toBe(16);
    expect(remainingForBillsDay({ kind: 'monthly', day: 25 }, '2026-11')).toBe(25);
    expect(remainingForBillsName('Apr', 20)).toBe('Remaining for Apr 20 bills');
  });
});
