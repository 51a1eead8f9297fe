import { expenseItemSchema, type ExpenseItem } from '@halfwise/core/contract/budget.ts';
import { goalSettingsSchema, type GoalSettings } from '@halfwise/core/contract/goals.ts';
import { queryOptions } from '@tanstack/react-query';
import { answerOf, ApiError, okAnswer, readOf } from '../../../lib/api.ts';
import { api, withIdempotencyKey } from '../../../lib/api-client.ts';

/** GET /api/goals/settings (null on 401); the key is the path. */
export const goalSettingsRead = queryOptions({
  queryKey: ['/api/goals/settings'] as const,
  queryFn: () => readOf(api.goals.settings.$get(), goalSettingsSchema),
});

export function putGoalSettings(settings: GoalSettings): Promise<GoalSettings> {
  return answerOf(api.goals.settings.$put({ json: settings }), goalSettingsSchema);
}

/** DELETE /api/expense/{id}; one already gone counts as deleted. */
export async function deleteExpense(id: number): Promise<void> {
  try {
    await okAnswer(api.expense[':id'].$delete({ param: { id: String(id) } }));
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
}

/** POST /api/expense: a deleted expense created again as it was, in its old place (undo). */
export function restoreExpense(item: ExpenseItem, idempotencyKey: string): Promise<ExpenseItem> {
  const { budgetId, name, amount, priority, category, isPaid, sortOrder, dueDate, note } = item;
  const json = {
    budgetId,
    name,
    amount,
    priority,
    category,
    isPaid,
    sortOrder,
    ...(dueDate === null ? {} : { dueDate }),
    ...(note ? { note } : {}),
  };
  return answerOf(api.expense.$post({ json }, withIdempotencyKey(idempotencyKey)), expenseItemSchema);
}
