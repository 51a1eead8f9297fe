// A month as the screen and the API show it: its sections and the verdict on the next month, from one function.
import { budgetSections, type BudgetSection, type GoalsInBudget } from './budget-sections.ts';
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
 * against next month's items up to its first payday after the 1st (null: next month has no budget). With `goals`,
 * the set-asides count in the sections, and so in the month's end balance the verdict weighs, and next month's
 * goal bills need nothing from it.
 */
export function budgetOutlook(
  schedule: PaySchedule,
  month: MonthKey,
  items: readonly SectionItem[],
  carryForward: number,
  nextMonthItems: readonly SectionItem[] | null,
  goals?: GoalsInBudget,
): BudgetOutlook {
  const sections = budgetSections(schedule, month, items, carryForward, goals);
  const monthEnd = sections.at(-1)?.endBalance ?? carryForward;
  return {
    sections,
    verdict: coverageVerdict(monthEnd, nextMonthItems, schedule, addMonths(month, 1), goals !== undefined),
  };
}
