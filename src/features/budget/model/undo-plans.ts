import { itemOf, type BudgetItem } from '../../../domain/items.ts';
import type { OrderChange } from '../../../domain/reorder.ts';
import type { RestoredItem } from '../api/budget-requests.ts';
import type { BudgetResponse } from '../api/types.ts';
import { fieldValues } from './item-fields.ts';

// What undo sends and shows for budget items: pure, so each is tested beside this file.

/** The create body that brings a deleted item back as it was: every field, the same place in the list. */
export function restoredItemBody(item: BudgetItem): RestoredItem {
  return {
    budgetId: item.budgetId,
    priority: item.priority,
    category: item.category,
    sortOrder: item.sortOrder,
    ...(item.dateValue === null ? {} : { dueDate: item.dateValue }),
    ...(fieldValues(item) as Pick<RestoredItem, 'name' | 'amount' | 'isPaid'>),
  };
}

/**
 * The changes that put back what `changes` moved: each row's sortOrder, and its date where the move changed it,
 * as `before` held them. A row no longer in `before` (or without a date to go back to) keeps what it has.
 */
export function orderChangesBack(before: BudgetResponse, changes: readonly OrderChange[]): OrderChange[] {
  return changes.flatMap((change): OrderChange[] => {
    const record =
      change.kind === 'income'
        ? before.incomeItems.find((item) => item.id === change.id)
        : before.expenseItems.find((item) => item.id === change.id);
    if (!record) return [];
    const { dateValue, sortOrder } = itemOf(change.kind, record);
    const back: OrderChange = { kind: change.kind, id: change.id, sortOrder };
    return [change.dateValue === undefined || dateValue === null ? back : { ...back, dateValue }];
  });
}
