// Does this month's end balance carry the next month to its first paycheck, and which sections run short?
import { paidFromGoals } from './budget-sections.ts';
import type { MonthKey } from './calendar.ts';
import type { PaySchedule } from './pay-schedule.ts';
import { isOpeningMoney, signedAmount, type SectionItem } from './section-item.ts';
import { itemDayInMonth, monthSections } from './sections.ts';

export type VerdictStatus = 'covered' | 'short' | 'next-month-empty';

/** `amount`: what is left over when covered, what is missing when short, 0 when next month is empty. */
export interface Verdict {
  status: VerdictStatus;
  amount: number;
}

/**
 * What next month needs from this one before its first payday after the 1st: the expenses due on days
 * 1..payday − 1 less the income in those days (may be negative). That span is next month's first section,
 * or the whole month when it has no payday after the 1st. For the default schedule: early expenses − early income.
 * Next month's opening money (isOpeningMoney: 'starting cash', 'carried over') never counts: it is this month's
 * leftover under another name, so netting it would count the same dollars twice (the spec's formula does).
 * While the goals' set-asides are in the budget (`goalsInBudget`), a goal's bill is paid from what was set aside
 * (paidFromGoals), so it needs nothing from this month either.
 */
export function nextMonthNeed(
  nextMonthItems: readonly SectionItem[],
  nextSchedule: PaySchedule,
  nextMonth: MonthKey,
  goalsInBudget = false,
): number {
  const [first] = monthSections(nextSchedule, nextMonth);
  const lastDay = first?.endDay ?? 0;
  return nextMonthItems
    .filter(
      (item) =>
        !isOpeningMoney(item) &&
        !paidFromGoals(item, goalsInBudget) &&
        itemDayInMonth(item.dueDate, nextMonth) <= lastDay,
    )
    .reduce((need, item) => need - signedAmount(item), 0);
}

/** No next month's budget, or one with no items: next-month-empty. Exactly enough is covered. */
export function coverageVerdict(
  monthEndBalance: number,
  nextMonthItems: readonly SectionItem[] | null,
  nextSchedule: PaySchedule,
  nextMonth: MonthKey,
  goalsInBudget = false,
): Verdict {
  if (nextMonthItems === null || nextMonthItems.length === 0)
    return { status: 'next-month-empty', amount: 0 };
  const spare = monthEndBalance - nextMonthNeed(nextMonthItems, nextSchedule, nextMonth, goalsInBudget);
  return spare >= 0 ? { status: 'covered', amount: spare } : { status: 'short', amount: -spare };
}

/** The sections whose closing balance is below zero, in order. */
export function shortSections<T extends { endBalance: number }>(sections: readonly T[]): T[] {
  return sections.filter((section) => section.endBalance < 0);
}
