// A copy to next month carries this month's leftover as next month's opening money, never a stale bank balance
// (docs/domain.md, "A copy carries the leftover").
import { budgetSections } from './budget-sections.ts';
import { dateInMonth, type MonthKey } from './calendar.ts';
import { MAX_AMOUNT_CENTS } from './money-limits.ts';
import type { PaySchedule } from './pay-schedule.ts';
import { isOpeningMoney, type SectionItem } from './section-item.ts';

/** The name of the opening money a copy adds when the month it copies has none: shown as '{Mon} 1 Bank Balance'. */
export const CARRIED_LEFTOVER_NAME = 'Starting cash';

/** What a copy to the month after writes as that month's opening money. */
export interface CarriedLeftover {
  /** This month's projected month-end: what next month opens with (its carry-forward plus its opening money). */
  monthEnd: number;
  /** Next month's carry-forward: this month's, or the part of the leftover no opening money can hold. */
  carryForward: number;
  /** Next month's opening money, in cents (0: none), dated on its 1st. */
  amount: number;
  /**
   * The index in `items` of the opening money that holds `amount` (the first one): its copy gets the amount and
   * the 1st. null: none holds it (a new 'Starting cash' is added when `amount` is above 0).
   */
  holder: number | null;
  /** The indexes of the other opening money of this month: not copied (the leftover replaces them). */
  dropped: number[];
}

/**
 * The leftover `items` of `month` carry to the month after: the month-end balance as the month's screen shows it
 * (budgetSections from its carry-forward). Next month keeps this month's carry-forward and holds the rest as
 * opening money, in the first opening-money item (or a new 'Starting cash'); an amount no item can hold (below 0,
 * or above MAX_AMOUNT_CENTS) goes to the carry-forward instead, so carry-forward plus opening money is the month-end.
 */
export function carryLeftover(
  schedule: PaySchedule,
  month: MonthKey,
  items: readonly SectionItem[],
  carryForward: number,
): CarriedLeftover {
  const monthEnd = budgetSections(schedule, month, items, carryForward).at(-1)?.endBalance ?? carryForward;
  const amount = Math.min(Math.max(monthEnd - carryForward, 0), MAX_AMOUNT_CENTS);
  const opening = items.flatMap((item, index) => (isOpeningMoney(item) ? [index] : []));
  const holder = amount > 0 ? (opening[0] ?? null) : null;
  return {
    monthEnd,
    carryForward: monthEnd - amount,
    amount,
    holder,
    dropped: opening.filter((index) => index !== holder),
  };
}

/** The date the opening money gets in `to`: its 1st, in the form the item had ('MM/DD/YYYY' or a day number). */
export function openingDate(dueDate: string | null, to: MonthKey): string {
  return dueDate?.includes('/') ? dateInMonth(to, 1) : '1';
}
