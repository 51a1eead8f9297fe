import { describe, expect, it } from 'vitest';
import {
  addMonths,
  currentMonthKey,
  isBeforeMonth,
  itemDay,
  monthLabel,
  monthName,
  monthStrip,
  shortMonthName,
} from './month.ts';

describe('month.ts', () => {
  it('re-exports the shared calendar rules', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(itemDay('01/14/2026')).toBe(14);
  });

  it('reads the current month from the local calendar', () => {
    expect(currentMonthKey(new Date(2026, 10, 30, 23, 59))).toBe('2026-11');
    expect(currentMonthKey(new Date(2026, 11, 31, 23, 59))).toBe('2026-12');
    expect(currentMonthKey(new Date(2027, 0, 1, 0, 0))).toBe('2027-01');
  });

  it('lists 6 months from the current one by default, across a year end', () => {
    expect(monthStrip('2026-09')).toEqual(['2026-09', '2026-10', '2026-11', '2026-12', '2027-01', '2027-02']);
    expect(monthStrip('2026-11', 2)).toEqual(['2026-11', '2026-12']);
  });

  it('names months long and short', () => {
    expect(monthLabel('2026-11')).toBe('November 2026');
    expect(monthLabel('2027-01')).toBe('January 2027');
    expect(monthName('2026-11')).toBe('November');
    expect(shortMonthName('2026-11')).toBe('Nov');
    expect(shortMonthName('2026-05')).toBe('May');
  });

  it('orders months across years', () => {
    expect(isBeforeMonth('2026-12', '2027-01')).toBe(true);
    expect(isBeforeMonth('2027-01', '2026-12')).toBe(false);
    expect(isBeforeMonth('2026-11', '2026-11')).toBe(false);
    expect(isBeforeMonth('2026-09', '2026-10')).toBe(true);
  });
});
