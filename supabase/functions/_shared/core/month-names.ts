// A month's names as both sides write them ('November', 'Nov', 'November 2026').
import { monthNumber, monthYear, type MonthKey } from './calendar.ts';

const longMonth = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });
const shortMonth = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });

/** 'November' */
export function monthName(key: MonthKey): string {
  return longMonth.format(firstOfMonth(key));
}

/** 'Nov' */
export function shortMonthName(key: MonthKey): string {
  return shortMonth.format(firstOfMonth(key));
}

/** 'November 2026' */
export function monthLabel(key: MonthKey): string {
  return `${monthName(key)} ${monthYear(key)}`;
}

/** 'Nov 2026': a month strip button's name, which starts with the 'Nov' it shows (WCAG 2.5.3). */
export function shortMonthLabel(key: MonthKey): string {
  return `${shortMonthName(key)} ${monthYear(key)}`;
}

function firstOfMonth(key: MonthKey): Date {
  return new Date(Date.UTC(monthYear(key), monthNumber(key) - 1, 1));
}
