import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monthLabel, shortMonthLabel, shortMonthName } from './month-names.ts';
import { monthKeys } from './test-budgets.ts';

describe('month labels', () => {
  it("writes a month strip button's name as the short month and the year", () => {
    fc.assert(
      fc.property(monthKeys, (month) => {
        expect(shortMonthLabel(month)).toBe(`${shortMonthName(month)} ${month.slice(0, 4)}`);
        expect(monthLabel(month).startsWith(shortMonthName(month))).toBe(true);
      }),
    );
  });
});
