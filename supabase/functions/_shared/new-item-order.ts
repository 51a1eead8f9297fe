// Where a new item goes in a stored month (core new-item-order.ts): POST /api/income and /api/expense read the
// month, its owner's pay schedule and its rows here.
import type { ItemKind } from '@halfwise/core/section-item.ts';
import { NEW_ITEM_SORT_STEP, newItemPlace, type NewItemPlace } from '@halfwise/core/new-item-order.ts';
import type { TxSql } from './db.ts';
import { payScheduleOfJson } from './pay-schedule-store.ts';

/** A stored row of the month, as the placer reads it. */
interface StoredRow {
  kind: ItemKind;
  id: number;
  dueDate: string | null;
  sortOrder: number;
}

/**
 * Places a new item in the budget `budgetId`, in the caller's transaction (RLS applies, as it does to the budget
 * read, so the schedule is the one the screen cuts the month by), and moves the rows after it on when it needs
 * room. A budget the caller cannot see has no rows to follow: the insert then fails on the budget's foreign key.
 * Answers the new item's sort order.
 */
export async function placeNewItem(
  tx: TxSql,
  budgetId: number,
  dueDate: string,
  kind: ItemKind,
): Promise<number> {
  const [budget] = await tx<{ month: string; schedule: string | null }[]>`
    select month, public.pay_schedule_json(user_id) as schedule from public.budgets where id = ${budgetId}`;
  if (!budget) return NEW_ITEM_SORT_STEP;
  const items = await tx<StoredRow[]>`
    select 'income' as kind, id::float8 as id, date as "dueDate", sort_order as "sortOrder"
    from public.income_items where budget_id = ${budgetId}
    union all
    select 'expense', id::float8, due_date, sort_order from public.expense_items where budget_id = ${budgetId}`;
  const place = newItemPlace(payScheduleOfJson(budget.schedule), budget.month, items, dueDate, kind);
  await moveRowsOn(tx, place.moved);
  return place.sortOrder;
}

/** Writes the sort orders of the rows a new item moved on (NewItemPlace.moved): one statement for each table. */
async function moveRowsOn(tx: TxSql, moved: NewItemPlace<StoredRow>['moved']): Promise<void> {
  for (const kind of ['income', 'expense'] as const) {
    const rows = moved.filter(({ item }) => item.kind === kind);
    if (rows.length === 0) continue;
    const table = tx.unsafe(kind === 'income' ? 'public.income_items' : 'public.expense_items');
    const orders = JSON.stringify(rows.map(({ item, sortOrder }) => ({ id: item.id, sortOrder })));
    await tx`update ${table} t set sort_order = (v.value->>'sortOrder')::integer
             from jsonb_array_elements(${orders}::text::jsonb) v where t.id = (v.value->>'id')::bigint`;
  }
}
