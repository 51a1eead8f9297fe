// Calendar dates as 'YYYY-MM-DD' and their day numbers, by plain arithmetic on the proleptic Gregorian calendar
// (the same answers as UTC Date arithmetic, without Date's two-digit-year quirk or any time zone).
import { daysInMonth, monthKeyOf, type MonthKey } from './calendar.ts';

/** A calendar date as 'YYYY-MM-DD'. */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Years a date may have: the years a budget month may have. */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 9999;

/** The parts of a real calendar date 'YYYY-MM-DD' in FIRST_YEAR..LAST_YEAR, or null. */
export function parseIsoDate(value: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < FIRST_YEAR || year > LAST_YEAR || month < 1 || month > 12) return null;
  if (day < 1 || day > daysInMonth(monthKeyOf(year, month))) return null;
  return { year, month, day };
}

export function isIsoDate(value: string): boolean {
  return parseIsoDate(value) !== null;
}

/** Days since 1970-01-01 (negative before it) of a year, month 1..12 and day. */
export function dayNumber(year: number, month: number, day: number): number {
  // Counted from 1 March so the leap day ends the year; 146097 days make 400 years.
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * ((month + 9) % 12) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** Day number of a date 'YYYY-MM-DD'; a RangeError for anything else. */
export function dayNumberOf(value: IsoDate): number {
  const parts = parseIsoDate(value);
  if (!parts) throw new RangeError(`not a date (YYYY-MM-DD): ${value}`);
  return dayNumber(parts.year, parts.month, parts.day);
}

/** 'YYYY-MM-DD' of a day of a month (the day must be in the month). */
export function isoDateInMonth(key: MonthKey, day: number): IsoDate {
  return `${key}-${String(day).padStart(2, '0')}`;
}

/** The month of a date 'YYYY-MM-DD'. */
export function monthKeyOfIsoDate(value: IsoDate): MonthKey {
  return value.slice(0, 7);
}
