// Which month the budget screen shows: the one in the address when the strip can show it, else the default.
import { isBeforeMonth, isMonthKey, monthStrip, type MonthKey } from './month.ts';

/** The user's first budget month (GET /api/user `firstBudgetMonth`) when it is a month key; else null. */
export function firstBudgetMonthOf(value: string | null | undefined): MonthKey | null {
  return value && isMonthKey(value) ? value : null;
}

/** Core §2: a month the strip offers and does not disable (nothing before the user's first budget month). */
export function isSelectableMonth(
  month: MonthKey,
  current: MonthKey,
  firstBudgetMonth: MonthKey | null,
): boolean {
  return monthStrip(current).includes(month) && !(firstBudgetMonth && isBeforeMonth(month, firstBudgetMonth));
}

/** The month to open with no choice in the address: the current one, or a later first budget month on the strip. */
export function defaultMonth(current: MonthKey, firstBudgetMonth: MonthKey | null): MonthKey {
  return firstBudgetMonth &&
    isSelectableMonth(firstBudgetMonth, current, null) &&
    isBeforeMonth(current, firstBudgetMonth)
    ? firstBudgetMonth
    : current;
}

/** `?month=yyyy-MM` wins when the strip can show that month; anything else falls back to the default. */
export function monthFromAddress(
  requested: unknown,
  current: MonthKey,
  firstBudgetMonth: MonthKey | null,
): MonthKey {
  const text = typeof requested === 'string' || typeof requested === 'number' ? String(requested) : '';
  return isMonthKey(text) && isSelectableMonth(text, current, firstBudgetMonth)
    ? text
    : defaultMonth(current, firstBudgetMonth);
}
