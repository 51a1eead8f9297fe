// Month keys for the SPA: the shared calendar rules (also used by the api function) plus labels and the strip.
import {
  addMonths,
  monthKeyOf,
  monthNumber,
  monthYear,
} from '../../supabase/functions/_shared/budget-calendar.ts';
import type { MonthKey } from '../../supabase/functions/_shared/budget-calendar.ts';

export {
  addMonths,
  dateInMonth,
  daysInMonth,
  isEarlyDay,
  isMonthKey,
  itemDay,
  monthKeyOf,
  monthNumber,
  monthYear,
  moveDateToMonth,
  parseMonthParam,
} from '../../supabase/functions/_shared/budget-calendar.ts';
export type { MonthKey } from '../../supabase/functions/_shared/budget-calendar.ts';

/** Core §9: the month strip shows 6 months. */
export const MONTH_STRIP_LENGTH = 6;

const longMonth = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });
const shortMonth = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });

/** The month the user is in, by the device's local calendar. */
export function currentMonthKey(now: Date = new Date()): MonthKey {
  return monthKeyOf(now.getFullYear(), now.getMonth() + 1);
}

/** Core §2: the current month through 5 months ahead. */
export function monthStrip(current: MonthKey, count: number = MONTH_STRIP_LENGTH): MonthKey[] {
  return Array.from({ length: count }, (_, offset) => addMonths(current, offset));
}

/** 'November 2026' */
export function monthLabel(key: MonthKey): string {
  return `${monthName(key)} ${monthYear(key)}`;
}

/** 'Nov 2026': a month strip button's name, which starts with the 'Nov' it shows (WCAG 2.5.3). */
export function shortMonthLabel(key: MonthKey): string {
  return `${shortMonthName(key)} ${monthYear(key)}`;
}

/** 'November' */
export function monthName(key: MonthKey): string {
  return longMonth.format(firstOfMonth(key));
}

/** 'Nov' */
export function shortMonthName(key: MonthKey): string {
  return shortMonth.format(firstOfMonth(key));
}

export function isBeforeMonth(a: MonthKey, b: MonthKey): boolean {
  return a < b;
}

function firstOfMonth(key: MonthKey): Date {
  return new Date(Date.UTC(monthYear(key), monthNumber(key) - 1, 1));
}
