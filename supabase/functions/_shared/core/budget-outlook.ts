// A month as the screen and the API show it: its sections and the verdict on the next month, from one function.
import { budgetSections, type BudgetSection } from './budget-sections.ts';
import { addMonths, type MonthKey } from './calendar.ts';
import type { PaySchedule } from './pay-schedule.ts';
import type { SectionItem } from './section-item.ts';
import { coverageVerdict, type Verdict } from './verdict.ts';

export interface BudgetOutlook {
  sections: BudgetSection[];
  verdict: Verdict;
}

/**
 * The month's sections with their balances chained from `carryForward`, and the month-end balance weighed
 * against next month's items up to its first payday after the 1st (null: next month has no budget).
 */
export function budgetOutlook(
  schedule: PaySchedule,
  month: MonthKey,
  items: readonly SectionItem[],
  carryForward: number,
  nextMonthItems: readonly SectionItem[] | null,
): BudgetOutlook {
  const sections = budgetSections(schedule, month, items, carryForward);
  const monthEnd = sections.at(-1)?.endBalance ?? carryForward;
  return {
    sections,
    verdict: coverageVerdict(monthEnd, nextMonthItems, schedule, addMonths(month, 1)),
  };
}
