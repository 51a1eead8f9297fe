// A month's names as both sides write them ('November', 'Nov', 'November 2026').
import { monthNumber, monthYear, type MonthKey } from './calendar.ts';
import { MONTH_NAMES } from './en-us.ts';

/** 'November' */
export function monthName(key: MonthKey): string {
  return MONTH_NAMES[monthNumber(key) - 1] ?? '';
}

/** 'Nov': en-US's short names are the long ones' first three letters ('Sep', 'May'). */
export function shortMonthName(key: MonthKey): string {
  return monthName(key).slice(0, 3);
}

/** 'November 2026' */
export function monthLabel(key: MonthKey): string {
  return `${monthName(key)} ${monthYear(key)}`;
}

/** 'Nov 2026': a month strip button's name, which starts with the 'Nov' it shows (WCAG 2.5.3). */
export function shortMonthLabel(key: MonthKey): string {
  return `${shortMonthName(key)} ${monthYear(key)}`;
}
