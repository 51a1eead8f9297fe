// Where new items go in a stored month (core new-item-order.ts): POST /api/income and /api/expense, and the CSV
// import, read the month, its owner's pay schedule and its rows here.
import { NEW_ITEM_SORT_STEP, newItemPlacer } from '@halfwise/core/new-item-order.ts';
import type { TxSql } from './db.ts';
import { payScheduleOfJson } from './pay-schedule-store.ts';

/**
 * Places new items in the budget `budgetId`, in the caller's transaction (RLS applies, as it does to the budget
 * read, so the schedule is the one the screen cuts the month by). A budget the caller cannot see has no rows to
 * follow: the insert then fails on the budget's foreign key.
 */
export async function newItemPlacerOf(tx: TxSql, budgetId: number): Promise<(dueDate: string) => number> {
  const [budget] = await tx<{ month: string; schedule: string | null }[]>`
    select month, public.pay_schedule_json(user_id) as schedule from public.budgets where id = ${budgetId}`;
  if (!budget) return () => NEW_ITEM_SORT_STEP;
  const items = await tx<{ dueDate: string | null; sortOrder: number }[]>`
    select date as "dueDate", sort_order as "sortOrder" from public.income_items where budget_id = ${budgetId}
    union all
    select due_date, sort_order from public.expense_items where budget_id = ${budgetId}`;
  return newItemPlacer(payScheduleOfJson(budget.schedule), budget.month, items);
}
