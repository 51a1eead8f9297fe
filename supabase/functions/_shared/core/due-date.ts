// Spec §3: an item's due date is a plain day of the month (1 to 31) or a real date written MM/DD/YYYY. One rule
// for every way in: POST and PATCH of income and expenses, and both imports. A date may come with one-digit
// month or day ('12/1/2026'); it is stored with two ('12/01/2026'), as every date the app writes is.
import { daysInMonth, monthKeyOf } from './calendar.ts';
import { FIRST_YEAR, LAST_YEAR } from './iso-date.ts';

export const DUE_DATE_MESSAGE = 'Must be a day from 1 to 31 or a date written MM/DD/YYYY';

const PLAIN_DAY = /^\d{1,2}$/;
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The due date as it is stored (a plain day as given, a date as MM/DD/YYYY), or null when it is none. */
export function readDueDate(value: string): string | null {
  if (PLAIN_DAY.test(value)) {
    const day = Number(value);
    return day >= 1 && day <= 31 ? value : null;
  }
  const match = US_DATE.exec(value);
  if (!match) return null;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < FIRST_YEAR || year > LAST_YEAR || month < 1 || month > 12) return null;
  if (day < 1 || day > daysInMonth(monthKeyOf(year, month))) return null;
  return `${twoDigits(month)}/${twoDigits(day)}/${year}`;
}

export function isDueDate(value: string): boolean {
  return readDueDate(value) !== null;
}

/** The day of the month of a date written MM/DD/YYYY (one-digit parts too), or null when it is not a real one. */
export function dayOfUsDate(value: string): number | null {
  const date = value.includes('/') ? readDueDate(value) : null;
  return date === null ? null : Number(date.slice(3, 5));
}
