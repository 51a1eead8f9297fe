import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupDigits, MONTH_NAMES } from './en-us.ts';
import { monthName, shortMonthName } from './month-names.ts';
import { monthKeys } from './test-budgets.ts';

// Intl is the reference these short rules stand in for on the first screen; Node carries the full ICU data.
const intlNumber = new Intl.NumberFormat('en-US');
const intlMonth = (style: 'long' | 'short', monthIndex: number) =>
  new Intl.DateTimeFormat('en-US', { month: style, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, monthIndex, 1)),
  );

describe('groupDigits', () => {
  it('writes a whole number as Intl writes it in en-US', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (whole) => {
        expect(groupDigits(whole)).toBe(intlNumber.format(whole));
      }),
    );
  });

  it('groups by thousands from the right, and keeps a minus sign in front', () => {
    expect(groupDigits(0)).toBe('0');
    expect(groupDigits(999)).toBe('999');
    expect(groupDigits(1000)).toBe('1,000');
    expect(groupDigits(1_000_000)).toBe('1,000,000');
    expect(groupDigits(-1234)).toBe('-1,234');
  });
});

describe('month names', () => {
  it('names each month, long and short, as Intl does in en-US', () => {
    MONTH_NAMES.forEach((name, index) => {
      expect(name).toBe(intlMonth('long', index));
      expect(name.slice(0, 3)).toBe(intlMonth('short', index));
    });
  });

  it("names a month key's month", () => {
    fc.assert(
      fc.property(monthKeys, (month) => {
        const index = Number(month.slice(5, 7)) - 1;
        expect(monthName(month)).toBe(intlMonth('long', index));
        expect(shortMonthName(month)).toBe(intlMonth('short', index));
      }),
    );
  });
});
