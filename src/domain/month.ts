// Month keys for the SPA: the core's calendar rules and month names, plus the device's month and the strip.
import { addMonths, monthKeyOf, type MonthKey } from '@halfwise/core/calendar.ts';

export * from '@halfwise/core/calendar.ts';
export { monthLabel, monthName, shortMonthLabel, shortMonthName } from '@halfwise/core/month-names.ts';

/** Core §9: the month strip shows 6 months. */
export const MONTH_STRIP_LENGTH = 6;

/** The month the user is in, by the device's local calendar. */
export function currentMonthKey(now: Date = new Date()): MonthKey {
  return monthKeyOf(now.getFullYear(), now.getMonth() + 1);
}

/** Core §2: the current month through 5 months ahead. */
export function monthStrip(current: MonthKey, count: number = MONTH_STRIP_LENGTH): MonthKey[] {
  return Array.from({ length: count }, (_, offset) => addMonths(current, offset));
}

export function isBeforeMonth(a: MonthKey, b: MonthKey): boolean {
  return a < b;
}
