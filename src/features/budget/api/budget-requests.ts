import {
  baseBudgetResponseSchema,
  expenseItemSchema,
  incomeItemSchema,
  patchedExpenseSchema,
  patchedIncomeSchema,
} from '@halfwise/core/contract/budget.ts';
import { monthYear, type MonthKey } from '../../../domain/month.ts';
import type { ItemKind } from '../../../domain/items.ts';
import { answerOf, okAnswer } from '../../../lib/api.ts';
import { api, withIdempotencyKey } from '../../../lib/api-client.ts';
import type { BudgetResponse, ExpenseItemRecord, IncomeItemRecord } from './types.ts';

export type ItemRecord = IncomeItemRecord | ExpenseItemRecord;

/** POST /api/budget: an empty budget; an existing one is answered unchanged (200). */
export function createBudget(userId: string, month: MonthKey): Promise<BudgetResponse> {
  const json = { userId, month, year: monthYear(month), carryForward: 0 };
  return answerOf(api.budget.$post({ json }), baseBudgetResponseSchema);
}

export { copyBudget } from '../../../lib/budget-read.ts';

/** DELETE /api/budget/{id}/copy: undoes the last copy into that month; answers the month as it is now. */
export function undoCopy(targetBudgetId: number): Promise<BudgetResponse> {
  const param = { budgetId: String(targetBudgetId) };
  return answerOf(api.budget[':budgetId'].copy.$delete({ param }), baseBudgetResponseSchema);
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
  const options = withIdempotencyKey(idempotencyKey);
  return kind === 'income'
    ? answerOf(api.income.$post({ json: item }, options), incomeItemSchema)
    : answerOf(api.expense.$post({ json: item }, options), expenseItemSchema);
}

export type PatchedItem = ItemRecord & { _cacheInvalidate?: true };

/** PATCH with the field names each kind uses (model/item-fields.ts `wirePatch`). */
export function patchItem(kind: ItemKind, id: number, body: Record<string, unknown>): Promise<PatchedItem> {
  const param = { id: String(id) };
  return kind === 'income'
    ? answerOf(api.income[':id'].$patch({ param, json: body }), patchedIncomeSchema)
    : answerOf(api.expense[':id'].$patch({ param, json: body }), patchedExpenseSchema);
}

export async function deleteItem(kind: ItemKind, id: number): Promise<void> {
  const param = { id: String(id) };
  await okAnswer(
    kind === 'income' ? api.income[':id'].$delete({ param }) : api.expense[':id'].$delete({ param }),
  );
}
