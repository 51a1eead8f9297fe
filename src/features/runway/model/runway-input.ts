// The runway's input from what the device holds: each month's budget response as the core reads a budget, and
// today on the person's own calendar.
import type { BaseBudgetResponse } from '@halfwise/core/contract/budget.ts';
import { isoDateInMonth, type IsoDate } from '@halfwise/core/iso-date.ts';
import type { RunwayGoals } from '@halfwise/core/runway.ts';
import type { RunwayBudget } from '@halfwise/core/runway-months.ts';
import type { BudgetRead } from '../../../lib/budget-read.ts';
import { currentMonthKey, type MonthKey } from '../../../domain/month.ts';

/** Today as 'YYYY-MM-DD' on the device's calendar (the person's time zone). */
export function localToday(now: Date = new Date()): IsoDate {
  return isoDateInMonth(currentMonthKey(now), now.getDate());
}

/** A month's GET budget answer as the runway reads it; null when the month has no budget. */
export function runwayBudgetOf(month: MonthKey, response: BaseBudgetResponse): RunwayBudget | null {
  if (!response.budget) return null;
  return {
    month,
    carryForward: response.budget.carryForward,
    items: [
      ...response.incomeItems.map(({ id, amount, date, name, keptDay }) => ({
        id,
        kind: 'income' as const,
        amount,
        dueDate: date,
        name,
        keptDay,
      })),
      ...response.expenseItems.map(({ id, amount, dueDate, name, keptDay, goalId, isPaid, fixedDate }) => ({
        id,
        kind: 'expense' as const,
        amount,
        dueDate,
        name,
        keptDay,
        goalId,
        isPaid,
        fixedDate: fixedDate === true,
      })),
    ],
  };
}

/**
 * The goals' set-asides of the months read, by payday, as the server put them on each payday section; undefined
 * while the owner's switch is off (then no section carries `setAsidePaid`).
 */
export function runwayGoalsOf(responses: readonly BudgetRead[]): RunwayGoals | undefined {
  const lines = responses.flatMap((response) =>
    (response.sections ?? []).filter((section) => section.payday && section.setAsidePaid !== undefined),
  );
  if (lines.length === 0) return undefined;
  return { setAsides: new Map(lines.map((section) => [section.start, section.setAside ?? 0])) };
}
