import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths, monthKeyOf, monthStrip, type MonthKey } from './month.ts';
import { defaultMonth, firstBudgetMonthOf, isSelectableMonth, monthFromAddress } from './month-choice.ts';

const monthKey = fc
  .record({ year: fc.integer({ min: 2000, max: 2100 }), month: fc.integer({ min: 1, max: 12 }) })
  .map(({ year, month }) => monthKeyOf(year, month));

describe('month from the address', () => {
  it('opens a month on the strip', () => {
    expect(monthFromAddress('2026-12', '2026-11', '2026-11')).toBe('2026-12');
    expect(monthFromAddress('2027-04', '2026-11', null)).toBe('2027-04');
  });

  it('falls back to the default for a month off the strip, a disabled month or a malformed value', () => {
    expect(monthFromAddress('2027-05', '2026-11', null)).toBe('2026-11');
    expect(monthFromAddress('2026-10', '2026-11', null)).toBe('2026-11');
    expect(monthFromAddress('2026-11', '2026-11', '2026-12')).toBe('2026-12');
    expect(monthFromAddress('2026-13', '2026-11', null)).toBe('2026-11');
    expect(monthFromAddress('dec', '2026-11', null)).toBe('2026-11');
    expect(monthFromAddress(undefined, '2026-11', null)).toBe('2026-11');
    expect(monthFromAddress(['2026-12'], '2026-11', null)).toBe('2026-11');
  });

  it('defaults to the current month, or a later first budget month on the strip', () => {
    expect(defaultMonth('2026-11', null)).toBe('2026-11');
    expect(defaultMonth('2026-11', '2026-10')).toBe('2026-11');
    expect(defaultMonth('2026-11', '2026-12')).toBe('2026-12');
    expect(defaultMonth('2026-11', '2027-06')).toBe('2026-11');
  });

  it('always answers a selectable month when one exists, and the requested one whenever it is selectable', () => {
    fc.assert(
      fc.property(
        monthKey,
        fc.integer({ min: -3, max: 8 }),
        fc.option(fc.integer({ min: -3, max: 3 })),
        (current, offset, firstOffset) => {
          const first: MonthKey | null = firstOffset === null ? null : addMonths(current, firstOffset);
          const requested = addMonths(current, offset);
          const chosen = monthFromAddress(requested, current, first);
          const anySelectable = monthStrip(current).some((month) => isSelectableMonth(month, current, first));
          if (anySelectable) expect(isSelectableMonth(chosen, current, first)).toBe(true);
          if (isSelectableMonth(requested, current, first)) expect(chosen).toBe(requested);
        },
      ),
    );
  });
});

describe('the first budget month the server reports', () => {
  it('is kept when it is a month key and dropped otherwise', () => {
    expect(firstBudgetMonthOf('2026-11')).toBe('2026-11');
    expect(firstBudgetMonthOf('2026-13')).toBeNull();
    expect(firstBudgetMonthOf('')).toBeNull();
    expect(firstBudgetMonthOf(null)).toBeNull();
    expect(firstBudgetMonthOf(undefined)).toBeNull();
  });
});
