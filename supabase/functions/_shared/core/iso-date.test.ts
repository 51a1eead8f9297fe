import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayNumber, dayNumberOf, isIsoDate, parseIsoDate } from './iso-date.ts';
import { isoDates } from './test-budgets.ts';

describe('dates as YYYY-MM-DD', () => {
  it('reads real dates from 1900 to 9999 only', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(isIsoDate('1900-01-01')).toBe(true);
    expect(isIsoDate('9999-12-31')).toBe(true);
    for (const bad of [
      '2026-02-29',
      '1900-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '1899-12-31',
      '2026-1-5',
      ' 2026-01-05',
      '',
    ]) {
      expect(isIsoDate(bad)).toBe(false);
    }
    expect(() => dayNumberOf('2026-02-30')).toThrow(RangeError);
    expect(() => dayNumberOf('2026-02-30')).toThrow('2026-02-30');
  });

  it('counts days from 1970-01-01 as UTC dates do', () => {
    expect(dayNumber(1970, 1, 1)).toBe(0);
    expect(dayNumber(2000, 3, 1) - dayNumber(2000, 2, 28)).toBe(2);
    expect(dayNumber(2100, 3, 1) - dayNumber(2100, 2, 28)).toBe(1);
    fc.assert(
      fc.property(isoDates, (date) => {
        expect(dayNumberOf(date)).toBe(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
      }),
    );
  });
});
