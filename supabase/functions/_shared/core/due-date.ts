// Spec §3: an item's due date is a plain day of the month (1 to 31) or a real date written MM/DD/YYYY. One rule
// for every way in: POST and PATCH of income and expenses, and both imports.
import { daysInMonth, monthKeyOf } from './calendar.ts';
import { FIRST_YEAR, LAST_YEAR } from './iso-date.ts';

export const DUE_DATE_MESSAGE = 'Must be a day from 1 to 31 or a date written MM/DD/YYYY';

const PLAIN_DAY = /^\d{1,2}$/;
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

export function isDueDate(value: string): boolean {
  if (PLAIN_DAY.test(value)) {
    const day = Number(value);
    return day >= 1 && day <= 31;
  }
  const match = US_DATE.exec(value);
  if (!match) return false;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < FIRST_YEAR || year > LAST_YEAR || month < 1 || month > 12) return false;
  return day >= 1 && day <= daysInMonth(monthKeyOf(year, month));
}
