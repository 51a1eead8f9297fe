// SQL text for the budget API. Each response is built as JSON by Postgres itself (json_build_object /
// json_agg) and passed through as text, so one statement answers a whole request.
import { addMonths, type MonthKey } from '@halfwise/core/calendar.ts';
import type { IsoDate } from '@halfwise/core/iso-date.ts';
import { goalPlanJsonSql, utcToday } from './goal-plan-read.ts';
import { payScheduleJsonSql } from './pay-schedule-store.ts';
import { sqlStringLiteral } from './sql-literal.ts';

export type ItemKind = 'income' | 'expense';

export interface ItemTable {
  table: 'income_items' | 'expense_items';
  /** The column holding the item's date, and the field the API calls it. */
  dateColumn: 'date' | 'due_date';
  dateField: 'date' | 'dueDate';
  /** Spec §9: a new income is due on day '1', a new expense on day '15'. */
  newItemDate: string;
}

export const ITEM_TABLES: Record<ItemKind, ItemTable> = {
  income: { table: 'income_items', dateColumn: 'date', dateField: 'date', newItemDate: '1' },
  expense: { table: 'expense_items', dateColumn: 'due_date', dateField: 'dueDate', newItemDate: '15' },
};

/** IncomeItem or ExpenseItem of the row aliased `i`. */
export function itemJson(kind: ItemKind, i: string): string {
  const { dateColumn, dateField } = ITEM_TABLES[kind];
  const item =
    `json_build_object('id', ${i}.id, 'budgetId', ${i}.budget_id, 'name', ${i}.name, 'amount', ${i}.amount,` +
    ` '${dateField}', ${i}.${dateColumn}, 'priority', ${i}.priority, 'category', ${i}.category,` +
    ` 'isPaid', ${i}.is_paid,` +
    ` 'sortOrder', ${i}.sort_order, 'updatedBy', ${i}.updated_by${kind === 'expense' ? `, 'note', ${i}.note, 'fixedDate', ${i}.fixed_date` : ''})`;
  // An expense's goalId only when it has one, as the budget read writes it (public.with_goal_id).
  return kind === 'expense' ? `public.with_goal_id(${item}, ${i}.goal_id)` : item;
}

/**
 * Next month's items as `{"i": [[id, amount, date], …], "e": […]}` text, or null when it has no budget
 * (public.month_items_json, whose statements are planned once per connection).
 */
function nextMonthItemsSql(userId: string, month: MonthKey): string {
  return `public.month_items_json(${sqlStringLiteral(userId)}::uuid, ${sqlStringLiteral(addMonths(month, 1))})`;
}

/**
 * One statement answering what BudgetResponse is made of for a user's month: `body`, the budget (or null) and
 * both item lists sorted by sortOrder then id, as JSON text, and `items`, the carry-forward and each item's id,
 * amount, date and paid flag in the same order (public.budget_json); the user's pay schedule (`schedule`) and
 * next month's items (`next`), and what the goals' set-asides are planned from while they go into the budget
 * (`goals`, goal-plan-read.ts; null otherwise). The last four are what the sections and the verdict are computed from (see
 * budget-body.ts), so the body passes through unparsed. Each is a plpgsql function, whose statement is planned
 * once per connection. Parameter-free (values inlined as escaped literals) so it can be pipelined without a
 * describe round trip; `userId` must be a verified id and `month` a MonthKey.
 */
export function budgetResponseSql(userId: string, month: MonthKey, today: IsoDate = utcToday()): string {
  const thisMonth = `public.budget_json(${sqlStringLiteral(userId)}::uuid, ${sqlStringLiteral(month)})`;
  return (
    `select this_month.body, this_month.items, ${payScheduleJsonSql(userId)} as schedule,` +
    ` ${nextMonthItemsSql(userId, month)} as next, ${goalPlanJsonSql(`${sqlStringLiteral(userId)}::uuid`, today, true)} as goals` +
    ` from ${thisMonth} this_month`
  );
}

export type BodyRow = {
  body: string;
  items: string;
  schedule: string | null;
  next: string | null;
  goals: string | null;
};

/** The one row of a statement that always answers one. */
export function onlyRow(rows: readonly BodyRow[]): BodyRow {
  const [row] = rows;
  if (!row) throw new Error('the budget response statement returned no row');
  return row;
}
