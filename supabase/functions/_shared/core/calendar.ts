// Calendar rules shared by the api function and the SPA (src/domain re-exports them).
// Pure and Deno-compatible: no Node APIs, no imports. itemDay and moveDateToMonth also live in SQL as
// public.item_day and public.move_date_to_month (migration 20261121001001), givenDay and moveKeptDate as
// public.given_day, public.move_kept_date and public.kept_day_in_month (migration 20261207100000);
// tests/api/budget-calendar-sql.test.ts checks that both agree value by value.

/** A month as 'yyyy-MM' (spec §9: month key format). */
export type MonthKey = string;

const MONTH_KEY = /^(\d{4})-(0[1-9]|1[0-2])$/;

const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;

/** Spec §3: an item with no readable day is treated as due on the 15th. */
export const DEFAULT_ITEM_DAY = 15;
/** Spec §9: early-month boundary is day 14 or less. */
export const LAST_EARLY_DAY = 14;

export function isMonthKey(value: string): boolean {
  return MONTH_KEY.test(value);
}

/** Builds a key from a year and a month number 1..12. */
export function monthKeyOf(year: number, month: number): MonthKey {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

export function monthYear(key: MonthKey): number {
  return Number(splitKey(key).year);
}

/** The month number 1..12 of a key. */
export function monthNumber(key: MonthKey): number {
  return Number(splitKey(key).month);
}

/**
 * The month of a request path: 'yyyy-MM' as is (when a year is also given it must be that key's year),
 * or an English month name, short ('Nov') or long ('November') in any case, together with a year.
 */
export function parseMonthParam(month: string, year?: number): MonthKey | null {
  if (year !== undefined && !isYear(year)) return null;
  if (isMonthKey(month)) return year === undefined || year === monthYear(month) ? month : null;
  if (year === undefined) return null;
  const name = month.trim().toLowerCase();
  if (name.length < 3) return null;
  const index = MONTH_NAMES.findIndex((full) => full === name || full.slice(0, 3) === name);
  return index === -1 ? null : monthKeyOf(year, index + 1);
}

export function addMonths(key: MonthKey, months: number): MonthKey {
  if (!Number.isInteger(months))
    throw new RangeError(`addMonths needs a whole number of months, got ${months}`);
  const total = monthYear(key) * 12 + (monthNumber(key) - 1) + months;
  const year = Math.floor(total / 12);
  return monthKeyOf(year, total - year * 12 + 1);
}

const MONTH_LENGTHS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function daysInMonth(key: MonthKey): number {
  const parts = splitKey(key);
  const year = Number(parts.year);
  const month = Number(parts.month);
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month === 2 && leap ? 29 : (MONTH_LENGTHS[month - 1] ?? 31);
}

/**
 * Spec §3, day of an item: read from the part after '/' if the value contains '/', else from the digits in it,
 * default 15. For 'MM/DD/YYYY' the part after the first '/' is 'DD/YYYY', so the day is the digits before the
 * next '/'. No digits, day 0 or a day past 31 also give 15.
 */
export function itemDay(value: string | null | undefined): number {
  if (value === null || value === undefined) return DEFAULT_ITEM_DAY;
  // The part between the first '/' and the next (or the end), else the whole value; its digits 0-9, all other
  // characters skipped, read as one decimal number. Read in one pass: every budget answer reads each item's day.
  const slash = value.indexOf('/');
  const start = slash + 1;
  const next = slash === -1 ? -1 : value.indexOf('/', start);
  const end = next === -1 ? value.length : next;
  let day = -1;
  for (let index = start; index < end; index++) {
    const digit = value.charCodeAt(index) - 48;
    if (digit < 0 || digit > 9) continue;
    day = day === -1 ? digit : day * 10 + digit;
    // More digits only make it larger.
    if (day > 31) return DEFAULT_ITEM_DAY;
  }
  return day >= 1 ? day : DEFAULT_ITEM_DAY;
}

export function isEarlyDay(day: number): boolean {
  return day <= LAST_EARLY_DAY;
}

/** 'MM/DD/YYYY' for a day of the month, clamped to 1..the month's length. */
export function dateInMonth(key: MonthKey, day: number): string {
  const clamped = Math.min(Math.max(Math.trunc(day), 1), daysInMonth(key));
  const { year, month } = splitKey(key);
  return `${month}/${String(clamped).padStart(2, '0')}/${year}`;
}

/**
 * Copy-to-month: a date (any value containing '/', e.g. 'MM/DD/YYYY') becomes the same day in the target month,
 * clamped to its length; a plain day number such as '15' (or any other text) stays as it is.
 */
export function moveDateToMonth(value: string | null, target: MonthKey): string | null {
  if (value === null || !value.includes('/')) return value;
  return dateInMonth(target, itemDay(value));
}

/** An item's date and the day of month it keeps (null: the date's own day is the one it was given). */
export interface KeptDate {
  dueDate: string | null;
  keptDay: number | null;
}

/**
 * The day of month an item in `month` was given. A date copied into a month without its day (the 29th to the 31st)
 * falls on that month's last day and keeps the day it was given as `keptDay`; the kept day counts only while the
 * date is still the month's last day and earlier than it (a date the person changed counts as they wrote it).
 * Otherwise the date's own day (itemDay).
 */
export function givenDay(value: string | null, keptDay: number | null | undefined, month: MonthKey): number {
  const day = itemDay(value);
  const keeps =
    keptDay !== null &&
    keptDay !== undefined &&
    value !== null &&
    value.includes('/') &&
    keptDay > day &&
    day === daysInMonth(month);
  return keeps ? keptDay : day;
}

/**
 * Copy-to-month keeping the day: a date in `from` becomes the day it was given (givenDay) in `to`, on the month's
 * last day when `to` lacks it, with that day kept; it returns to its day in a month that has it. A plain day number
 * (or other text without '/') stays as it is, as in moveDateToMonth.
 */
export function moveKeptDate(
  value: string | null,
  keptDay: number | null | undefined,
  from: MonthKey,
  to: MonthKey,
): KeptDate {
  if (value === null || !value.includes('/')) return { dueDate: value, keptDay: null };
  const day = givenDay(value, keptDay, from);
  return { dueDate: dateInMonth(to, day), keptDay: day > daysInMonth(to) ? day : null };
}

function isYear(year: number): boolean {
  return Number.isInteger(year) && year >= 1 && year <= 9999;
}

function splitKey(key: MonthKey): { year: string; month: string } {
  const match = MONTH_KEY.exec(key);
  if (!match) throw new RangeError(`not a month key (yyyy-MM): ${key}`);
  return { year: match[1] ?? '', month: match[2] ?? '' };
}
