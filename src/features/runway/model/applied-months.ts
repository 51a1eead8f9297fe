// What an Apply leaves in the device's budget months, before the server answers: the months exactly as the core's
// changedBudgets leaves the runway's budgets (the rule saving follows), written back as the budget reads' records.
import type { MonthKey } from '@halfwise/core/calendar.ts';
import { monthKeyOfIsoDate } from '@halfwise/core/iso-date.ts';
import { changedBudgets, touchedDates, type RunwayChange } from '@halfwise/core/runway-what-if.ts';
import type { RunwayBudget } from '@halfwise/core/runway-months.ts';
import type { SectionItem } from '@halfwise/core/section-item.ts';
import type { BudgetRead } from '../../../lib/budget-read.ts';

type Wire = Record<string, unknown> & { id: number };
/** A record as the core reads it, every field of the record riding along. */
type Carried = SectionItem & Record<string, unknown>;

function budgetsOf(months: ReadonlyMap<MonthKey, BudgetRead>): RunwayBudget[] {
  return [...months].flatMap(([month, read]) => {
    if (!read.budget) return [];
    const items: Carried[] = [
      ...read.incomeItems.map(({ date, ...record }) => ({
        ...record,
        kind: 'income' as const,
        dueDate: date,
      })),
      ...read.expenseItems.map((record) => ({ ...record, kind: 'expense' as const })),
    ];
    return [{ month, carryForward: read.budget.carryForward, items }];
  });
}

/** A changed item as its month's read holds it; a new one (id below 0) under a placeholder id, appended. */
function recordOf(item: Carried, budgetId: number, order: number, newId: () => number): Wire {
  const { kind, dueDate, ...fields } = item;
  const made =
    item.id < 0
      ? { priority: 1, category: 'other', isPaid: false, updatedBy: null, sortOrder: order, id: newId() }
      : {};
  const record = { ...fields, ...made, budgetId };
  return kind === 'income' ? { ...record, date: dueDate } : { ...record, dueDate };
}

/**
 * The months `changes` touch, after them (an item's own month and every month it goes to). A move from Future
 * Goals lowers `futureGoalsBalance` in `today`'s month, which is then among them. Throws the core's WhatIfProblem
 * for a change the months cannot take.
 */
export function appliedMonths(
  months: ReadonlyMap<MonthKey, BudgetRead>,
  changes: readonly RunwayChange[],
  goalsBalance: number,
  today: string,
  newId: () => number,
): Map<MonthKey, BudgetRead> {
  const before = budgetsOf(months);
  const { budgets, fromGoals } = changedBudgets(before, changes, goalsBalance);
  const touched = new Set(changes.flatMap((change) => touchedDates(before, change).map(monthKeyOfIsoDate)));
  const result = new Map<MonthKey, BudgetRead>();
  for (const budget of budgets) {
    if (!touched.has(budget.month)) continue;
    const read = months.get(budget.month) as BudgetRead;
    const id = read.budget?.id as number;
    const records = (budget.items as Carried[]).map((item, order) => recordOf(item, id, order, newId));
    const kinds = (budget.items as Carried[]).map((item) => item.kind);
    result.set(budget.month, {
      ...read,
      incomeItems: records.filter((_, index) => kinds[index] === 'income') as BudgetRead['incomeItems'],
      expenseItems: records.filter((_, index) => kinds[index] === 'expense') as BudgetRead['expenseItems'],
    });
  }
  const current = result.get(monthKeyOfIsoDate(today)) ?? months.get(monthKeyOfIsoDate(today));
  if (fromGoals > 0 && current?.budget) {
    const balance = current.budget.futureGoalsBalance - fromGoals;
    result.set(monthKeyOfIsoDate(today), {
      ...current,
      budget: { ...current.budget, futureGoalsBalance: balance },
    });
  }
  return result;
}
