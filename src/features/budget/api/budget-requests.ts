import {
  baseBudgetResponseSchema,
  expenseItemSchema,
  incomeItemSchema,
  patchedExpenseSchema,
  patchedIncomeSchema,
} from '@halfwise/core/contract/budget.ts';
import { noContentSchema } from '@halfwise/core/contract/no-content.ts';
import { monthYear, type MonthKey } from '../../../domain/month.ts';
import type { ItemKind } from '../../../domain/items.ts';
import { apiParse } from '../../../lib/api.ts';
import type { BudgetResponse, ExpenseItemRecord, IncomeItemRecord } from './types.ts';

export type ItemRecord = IncomeItemRecord | ExpenseItemRecord;

/** POST /api/budget: an empty budget; an existing one is answered unchanged (200). */
export function createBudget(userId: string, month: MonthKey): Promise<BudgetResponse> {
  return apiParse(baseBudgetResponseSchema, 'POST', '/api/budget', {
    userId,
    month,
    year: monthYear(month),
    carryForward: 0,
  });
}

export { copyBudget } from '../../../lib/budget-read.ts';

/** DELETE /api/budget/{id}/copy: undoes the last copy into that month; answers the month as it is now. */
export function undoCopy(targetBudgetId: number): Promise<BudgetResponse> {
  return apiParse(baseBudgetResponseSchema, 'DELETE', `/api/budget/${targetBudgetId}/copy`);
}

export interface NewItem {
  budgetId: number;
  name: string;
  amount: number;
  dueDate: string;
  priority: number;
  category: string;
}

/** A deleted item created again (undo): its old fields, paid state and place in the list (`sortOrder`). */
export type RestoredItem = Omit<NewItem, 'dueDate'> & {
  dueDate?: string;
  isPaid: boolean;
  sortOrder: number;
};

/** `idempotencyKey`: the create's own key, sent again on every try (a fresh one per call without it). */
export function createItem(
  kind: ItemKind,
  item: NewItem | RestoredItem,
  idempotencyKey?: string,
): Promise<ItemRecord> {
  return kind === 'income'
    ? apiParse(incomeItemSchema, 'POST', '/api/income', item, { idempotencyKey })
    : apiParse(expenseItemSchema, 'POST', '/api/expense', item, { idempotencyKey });
}

export type PatchedItem = ItemRecord & { _cacheInvalidate?: true };

/** PATCH with the field names each kind uses (model/item-fields.ts `wirePatch`). */
export function patchItem(kind: ItemKind, id: number, body: Record<string, unknown>): Promise<PatchedItem> {
  return kind === 'income'
    ? apiParse(patchedIncomeSchema, 'PATCH', `/api/income/${id}`, body)
    : apiParse(patchedExpenseSchema, 'PATCH', `/api/expense/${id}`, body);
}

export async function deleteItem(kind: ItemKind, id: number): Promise<void> {
  await apiParse(noContentSchema, 'DELETE', `/api/${kind}/${id}`);
}
