// Core §1: does this month's end balance cover next month's early expenses (less next month's early income)?
import { netAmount } from './budget-view.ts';
import { itemHalf } from './items.ts';
import type { BudgetItem } from './items.ts';

export type Coverage =
  { kind: 'covered'; spare: number } | { kind: 'short'; shortBy: number } | { kind: 'set-up-next-month' };

/** What next month's early half needs from this month: early expenses minus early income (may be negative). */
export function nextMonthNeed(nextMonthItems: readonly BudgetItem[]): number {
  return -netAmount(nextMonthItems.filter((item) => itemHalf(item) === 'early'));
}

/** No next month's budget, or one with no items, asks the user to set it up. Exactly enough is covered. */
export function coverage(monthEndBalance: number, nextMonthItems: readonly BudgetItem[] | null): Coverage {
  if (nextMonthItems === null || nextMonthItems.length === 0) return { kind: 'set-up-next-month' };
  const spare = monthEndBalance - nextMonthNeed(nextMonthItems);
  return spare >= 0 ? { kind: 'covered', spare } : { kind: 'short', shortBy: -spare };
}
